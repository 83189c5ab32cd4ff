import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from 'react-error-boundary';
import type { AppStore } from '@travel/store';
import { ROUTER_FUTURE, ScrollToTop, Spinner } from '@travel/ui';
import { AgencyGate } from './startup/AgencyGate';
import { StartupFailed } from './startup/StartupFailed';
import { DocumentHead } from './startup/DocumentHead';
import { ShellRoutes } from './ShellRoutes';

const Toasts = lazy(() => import('./startup/Toasts'));

/**
 * Marks <html data-hydrated> once React has taken the page over: a page the server rendered
 * only responds from then on (the browser tests wait for it: e2e/fixtures.ts).
 */
function TakenOver() {
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return null;
}

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
      </Suspense>
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      <TakenOver />
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
