import { Suspense, lazy, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from 'react-error-boundary';
import type { AppStore } from '@travel/store';
import { ROUTER_FUTURE, ScrollToTop, Spinner, TakenOverMark } from '@travel/ui';
import { AgencyGate } from './startup/AgencyGate';
import { StartupFailed } from './startup/StartupFailed';
import { DocumentHead } from './startup/DocumentHead';
import { ShellRoutes } from './ShellRoutes';

const Toasts = lazy(() => import('./startup/Toasts'));

/** The site under its router: the same tree in the browser and on the server (server/render.tsx). */
export function SitePages() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<Spinner label="Loading" />}>
        <DocumentHead />
        <AgencyGate>
          <ShellRoutes />
        </AgencyGate>
        <TakenOverMark />
      </Suspense>
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
    </>
  );
}

/** The store and the last-resort error screen around the site, whichever router it runs under. */
export function SiteFrame({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ErrorBoundary FallbackComponent={StartupFailed}>
      <Provider store={store}>{children}</Provider>
    </ErrorBoundary>
  );
}

export function App({ store }: { store: AppStore }) {
  return (
    <SiteFrame store={store}>
      <BrowserRouter future={ROUTER_FUTURE}>
        <SitePages />
      </BrowserRouter>
    </SiteFrame>
  );
}
