import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { warnOnUnhandledApiCall } from './unhandled-requests';

/** `MOCKS=1 npm run dev:<remote>`: the API answered by msw inside the browser. */
export async function startMockWorker(): Promise<void> {
  await setupWorker(...handlers).start({ onUnhandledRequest: warnOnUnhandledApiCall, quiet: true });
}
