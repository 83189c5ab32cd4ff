import { Navigate, Route, Routes } from 'react-router-dom';
import { RemoteBoundary, mountsFor } from '@travel/federation';
import { selectAgency, useAppSelector } from '@travel/store';
import { Layout } from './layout/Layout';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';

export const ERRORS_PATH = '/errors';

export function ShellRoutes() {
  const agency = useAppSelector(selectAgency);
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path={ERRORS_PATH} element={<NotFoundPage />} />
        {mountsFor(agency).map((mount) => (
          <Route key={mount.path} path={mount.path} element={<RemoteBoundary name={mount.remote} mount={mount.base} />} />
        ))}
        <Route path="*" element={<Navigate to={ERRORS_PATH} replace />} />
      </Route>
    </Routes>
  );
}
