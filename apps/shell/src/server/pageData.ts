import { INFO_PATHS, type Agency } from '@travel/contracts';
import { travelApi, type AppStore } from '@travel/store';
import { prefetchHomeDeals } from '../home/prefetchHomeDeals';

type Page = Pick<Location, 'pathname' | 'search'>;

/**
 * Starts the calls the page's first render reads, the same the page's components make (the
 * same endpoints and arguments, so they find the answers in the cache): the visitor when
 * signed in, then the page's own data. Each is subscribed and never released: the store is
 * dropped with the request, and a released answer would hold it for a minute on a timer.
 */
export function startPageData(store: AppStore, agency: Agency, page: Page, signedIn: boolean, now: Date): void {
  if (signedIn) void store.dispatch(travelApi.endpoints.profile.initiate());
  // The layout asks for it once the page is up (PaymentGatewayLoader): the browser need not.
  void store.dispatch(travelApi.endpoints.paymentGateway.initiate());
  prefetchHomeDeals(store, agency, page, now, { subscribe: true });
  if (page.pathname === INFO_PATHS.faqs && agency.isFaqEnable) void store.dispatch(travelApi.endpoints.faqs.initiate());
  if (page.pathname === INFO_PATHS.about && agency.isAbousUsEnable) void store.dispatch(travelApi.endpoints.aboutUs.initiate());
}

/**
 * Waits for the calls under way until `deadline`: a slow call leaves its part of the page to
 * render as it does while loading (its skeleton), and the browser finishes it.
 */
export async function settlePageData(store: AppStore, deadline: Promise<void>): Promise<void> {
  await Promise.race([Promise.all(store.dispatch(travelApi.util.getRunningQueriesThunk())), deadline]);
}

/** The moment the page's data must be in: `limitMs` from now. */
export function pageDataDeadline(limitMs: number): Promise<void> {
  return new Promise((resolve) => {
    // Not a reason for the process to stay up.
    setTimeout(resolve, limitMs).unref();
  });
}
