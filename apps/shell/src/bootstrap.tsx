import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { prepareHost, registerRemoteUrls } from '@travel/federation';
import { Spinner } from '@travel/ui';
import { App } from './App';
import { prefetchHomeDeals } from './home/prefetchHomeDeals';
import { StartupFailed } from './startup/StartupFailed';
import { watchGlobalErrors } from './startup/globalErrors';

/** The shell's own namespaces (header, footer, home): fetched in parallel before the first render. */
const SHELL_NAMESPACES = ['deals', 'pages'];

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  const root = createRoot(container);
  watchGlobalErrors(root);
  // SPEC 4: the agency loads first, under a spinner (translations are not loaded yet), unless
  // the server already painted the first screen (apps/api/src/web/first-paint.ts): that stays
  // until the first render replaces it with the same header and hero.
  if (!container.firstElementChild) root.render(<Spinner label="Loading" />);
  try {
    const host = await prepareHost({ namespaces: SHELL_NAMESPACES, warmUp: ({ store, boot }) => prefetchHomeDeals(store, boot.agency) });
    registerRemoteUrls(host.boot.remotes);
    // As a transition React renders the whole first page in slices of a few milliseconds,
    // yielding to the browser in between, instead of one long task that blocks input.
    startTransition(() =>
      root.render(
        <StrictMode>
          <App store={host.store} />
        </StrictMode>,
      ),
    );
  } catch (error) {
    console.error(error);
    root.render(<StartupFailed />);
  }
}

void start();
