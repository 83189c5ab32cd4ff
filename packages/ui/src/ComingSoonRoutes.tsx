import { Route, Routes } from 'react-router-dom';
import { PageRedirect } from './PageRedirect';
import { ComingSoonPage } from './ComingSoonPage';

/**
 * The routes a booking remote has until its own journey lands: its search path says the
 * service is coming soon; any other sub-path is unresolved and goes to the 404 page (SPEC 2.1).
 */
export function ComingSoonRoutes({ namespace }: { namespace: string }) {
  return (
    <Routes>
      <Route index element={<PageRedirect to="search" />} />
      <Route path="search" element={<ComingSoonPage namespace={namespace} />} />
      <Route path="*" element={<PageRedirect to="/errors" />} />
    </Routes>
  );
}
