import { Route, Routes } from 'react-router-dom';
import { HomeRedirect, authRoutes, preloadAuthPage } from '@travel/auth';
import { mountsFor } from '@travel/contracts';
import { RemoteBoundary } from '@travel/federation';
import { selectAgency, useAppSelector } from '@travel/store';
import { PageRedirect } from '@travel/ui';
import { Layout } from './layout/Layout';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { INFO_ROUTES, preloadInfoPage } from './pages/info/routes';

export const ERRORS_PATH = '/errors';

/**
 * Loads the shell's own page `pathname` opens, when it is a chunk of its own, before it renders.
 * A failure is left to the page, which loads it again and shows the error.
 */
export async function preloadShellPage(pathname: string): Promise<void> {
  await Promise.allSettled([preloadAuthPage(pathname), preloadInfoPage(pathname)]);
}

export function ShellRoutes() {
  const agency = useAppSelector(selectAgency);
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomeRedirect><HomePage /></HomeRedirect>} />
        <Route path={ERRORS_PATH} element={<NotFoundPage />} />
        {authRoutes()}
        {INFO_ROUTES}
        {mountsFor(agency).map((mount) => (
          <Route key={mount.path} path={mount.path} element={<RemoteBoundary name={mount.remote} mount={mount.base} />} />
        ))}
        <Route path="*" element={<PageRedirect to={ERRORS_PATH} />} />
      </Route>
    </Routes>
  );
}
