import { Navigate, Route, Routes } from 'react-router-dom';
import { ServiceLanding } from './ServiceLanding';

/**
 * The routes a booking remote has until its own journey lands: its search landing page;
 * any other sub-path is unresolved and goes to the 404 page (SPEC 2.1).
 */
export function ServiceRoutes({ namespace }: { namespace: string }) {
  return (
    <Routes>
      <Route index element={<Navigate to="search" replace />} />
      <Route path="search" element={<ServiceLanding namespace={namespace} />} />
      <Route path="*" element={<Navigate to="/errors" replace />} />
    </Routes>
  );
}
