import { Suspense, type ComponentType } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AuthModals, COMMAND_CENTER_PATH, SessionLoader, authRoutes } from '@travel/auth';
import { mountsFor, remoteForPath, type Boot, type RemoteName } from '@travel/contracts';
import type { AppStore } from '@travel/store';
import { ROUTER_FUTURE, ScrollToTop, Spinner } from '@travel/ui';
import { StandaloneBar } from './StandaloneBar';
import type { RemoteAppProps } from './types';

export interface StandaloneHostProps {
  name: RemoteName;
  App: ComponentType<RemoteAppProps>;
  store: AppStore;
  boot: Boot;
}

/**
 * A remote as its own page: its routes, and signing in as under the shell (the session
 * check, the auth pages and the login and signup modals) with a bar saying who is signed in.
 * Any other path goes to the remote's first route.
 */
export function StandaloneHost({ name, App, store, boot }: StandaloneHostProps) {
  const mounts = mountsFor(boot.agency, name);
  const home = mounts[0]?.base ?? '/';
  return (
    <Provider store={store}>
      <BrowserRouter future={ROUTER_FUTURE}>
        <ScrollToTop />
        <StandaloneBar remote={name} />
        <main id="content">
          <Suspense fallback={<Spinner label="Loading" />}>
            <Routes>
              {authRoutes()}
              {mounts.map((mount) => (
                <Route key={mount.path} path={mount.path} element={<App mount={mount.base} />} />
              ))}
              <Route path="*" element={<Navigate to={home} replace />} />
            </Routes>
          </Suspense>
        </main>
        <SessionLoader />
        <AuthModals hasCommandCenter={remoteForPath(COMMAND_CENTER_PATH, boot.agency) === name} />
      </BrowserRouter>
    </Provider>
  );
}
