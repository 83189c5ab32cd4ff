import { Suspense, lazy } from 'react';
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

export function App({ store }: { store: AppStore }) {
  return (
    <ErrorBoundary FallbackComponent={StartupFailed}>
      <Provider store={store}>
        <BrowserRouter future={ROUTER_FUTURE}>
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
        </BrowserRouter>
      </Provider>
    </ErrorBoundary>
  );
}
