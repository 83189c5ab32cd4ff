// The styles of the layout, the home page and the page skeleton are in this chunk's stylesheet,
// which a page the server renders links in <head> (startup-assets.json), so it is styled before
// any script runs. Not in the entry's: one stylesheet fewer for a first paint to wait for (with a
// remote's page styles the fourth; Lighthouse, hotel details: FCP 1.07 -> 0.92 s).
import '@travel/ui/tokens.css';
import './shell.css';
import './layout/header.css';
import './home/home.css';
import '@travel/federation/page-skeleton.css';
import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { nextTask } from '@travel/federation/next-task';
import { SHELL_NAMESPACES, calendarDayIn } from '@travel/contracts';
import { startIntlWarmup } from './startup/intl/startIntlWarmup';

/**
 * A server-rendered page the browser could not take over as it was (React then renders it
 * again): a fault to fix, reported on the console, where the browser tests look for it.
 */
function reportHydrationMismatch(error: unknown): void {
  console.error('Hydration failed:', error);
}

// Every module of the first screen arrives with this chunk ("eager" imports add no request),
// but evaluating them all and preparing the page in one go blocked a phone's main thread for
// ~350 ms (a CPU profile of the start-up, 4x throttled). Each step below runs in a task of its
// own, short enough (under ~12 ms unthrottled) not to count as a long task on a phone, while
// the translations and the deals load over the network.
async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  // First, so the worker is done before the first formatter is needed.
  const intlWarm = startIntlWarmup();
  await nextTask();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  // The libraries the error screen is built from, each evaluated on its own: axios, then i18next.
  await nextTask();
  const { serverRendered, rememberTimeZone } = await import(/* webpackMode: "eager" */ '@travel/api-client');
  // A page the server rendered is hydrated (its root made then); any other is rendered here.
  let root: Root | null = serverRendered() ? null : createRoot(container);
  const currentRoot = () => (root ??= createRoot(container));
  await nextTask();
  await import(/* webpackMode: "eager" */ '@travel/i18n');
  await nextTask();
  const [{ watchGlobalErrors }, { StartupFailed }] = await Promise.all([
    import(/* webpackMode: "eager" */ './startup/globalErrors'),
    import(/* webpackMode: "eager" */ './startup/StartupFailed'),
  ]);
  watchGlobalErrors(currentRoot);
  try {
    // Redux Toolkit's modules, then the store with the one createApi of the whole site: ~25 ms
    // on a desktop together, so two steps. Evaluated only: taking no export keeps the toolkit's
    // unused exports out of the shell (packages/federation/src/shared-exports.ts).
    await nextTask();
    await Promise.all([
      import(/* webpackMode: "eager", webpackExports: [] */ '@reduxjs/toolkit'),
      import(/* webpackMode: "eager", webpackExports: [] */ '@reduxjs/toolkit/query/react'),
    ]);
    await nextTask();
    const { deviceCalendarDay, selectCalendarDay } = await import(/* webpackMode: "eager" */ '@travel/store');
    await nextTask();
    const { Spinner, preloadSanitizer, whenTakenOver } = await import(/* webpackMode: "eager" */ '@travel/ui');
    // SPEC 4: the agency loads first, under a spinner (translations are not loaded yet), unless
    // the server rendered the page (apps/shell/src/server/render.tsx): that stays as it is
    // until React hydrates it below.
    if (!container.firstElementChild) currentRoot().render(<Spinner label="Loading" />);
    // Every API call sends the time zone, read with the page's first Intl object: cheap once
    // the worker has warmed Intl up. Its cookie tells the server the visitor's calendar day.
    await intlWarm;
    await nextTask();
    rememberTimeZone();
    await nextTask();
    const [{ RemoteRenderingContext, hydratingRemotes, loadRenderedModules, prepareHost, registerRemoteUrls }, { prefetchHomeDeals }] = await Promise.all([
      import(/* webpackMode: "eager" */ '@travel/federation'),
      import(/* webpackMode: "eager" */ './home/prefetchHomeDeals'),
    ]);
    await nextTask();
    const prepared = prepareHost({ namespaces: SHELL_NAMESPACES, warmUp: ({ store, boot }) => prefetchHomeDeals(store, boot.agency) });
    await nextTask();
    const [{ App }, { preloadShellPage }] = await Promise.all([
      import(/* webpackMode: "eager" */ './App'),
      import(/* webpackMode: "eager" */ './ShellRoutes'),
    ]);
    const host = await prepared;
    registerRemoteUrls(host.boot.remotes);
    if (host.handover) {
      // The server's page stays as it is while React takes it over, in slices of a few
      // milliseconds, with the remotes it was rendered with; one the server could not load is
      // tried again once that is done.
      await Promise.all([
        loadRenderedModules(host.handover.renderedModules, window.location.pathname, host.boot.agency),
        preloadShellPage(window.location.pathname),
        // Agency HTML the server sanitised is sanitised again here before React keeps it.
        container.querySelector('[data-agency-html]') ? preloadSanitizer().catch(() => undefined) : undefined,
      ]);
      root = hydrateRoot(
        container,
        <StrictMode>
          <RemoteRenderingContext.Provider value={hydratingRemotes(host.handover.failedRemotes)}>
            <App store={host.store} />
          </RemoteRenderingContext.Provider>
        </StrictMode>,
        { onRecoverableError: reportHydrationMismatch },
      );
      // The dates rendered for the server's idea of the visitor's day follow this device's once
      // the page is React's (a first visit has no time zone cookie yet: the server used UTC's).
      whenTakenOver(() => {
        if (selectCalendarDay(host.store.getState()) !== calendarDayIn(new Date())) host.store.dispatch(deviceCalendarDay());
      });
      return;
    }
    // As a transition React renders the whole first page in slices of a few milliseconds,
    // yielding to the browser in between, instead of one long task that blocks input.
    startTransition(() =>
      currentRoot().render(
        <StrictMode>
          <App store={host.store} />
        </StrictMode>,
      ),
    );
  } catch (error) {
    console.error(error);
    currentRoot().render(<StartupFailed />);
  }
}

void start();
