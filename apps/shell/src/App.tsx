import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from 'react-error-boundary';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import type { AppStore } from '@travel/store';
import { Spinner } from '@travel/ui';
import { AgencyGate } from './startup/AgencyGate';
import { StartupFailed } from './startup/StartupFailed';
import { DocumentHead } from './startup/DocumentHead';
import { ShellRoutes } from './ShellRoutes';
import './shell.css';

/** Toasts: top right, closing after 5000 ms (SPEC 2.9, 9). */
const TOAST_AUTO_CLOSE_MS = 5000;

export function App({ store }: { store: AppStore }) {
  return (
    <ErrorBoundary FallbackComponent={StartupFailed}>
      <Provider store={store}>
        <BrowserRouter>
          <Suspense fallback={<Spinner label="Loading" />}>
            <DocumentHead />
            <AgencyGate>
              <ShellRoutes />
            </AgencyGate>
          </Suspense>
          <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} />
        </BrowserRouter>
      </Provider>
    </ErrorBoundary>
  );
}
