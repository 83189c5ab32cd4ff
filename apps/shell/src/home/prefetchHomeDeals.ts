import { DEALS_TAB_PARAM, type Agency, dealStayWindow } from '@travel/contracts';
import { travelApi, type AppStore } from '@travel/store';
import { activityDealsRequest, carDealsRequest, carPickupPoint, dealsPoint, hotelDealsRequest } from './dealRequests';
import { dealServices, selectedDealTab } from './dealTabs';

/**
 * Starts the home page's deals request while the translations load and the page renders,
 * instead of after: the same request the selected tab's list makes, so the list finds it in
 * the cache (or in flight). Other pages are left alone.
 */
export function prefetchHomeDeals(
  store: AppStore,
  agency: Agency | null,
  location: Pick<Location, 'pathname' | 'search'> = window.location,
  now = new Date(),
  { subscribe = false } = {},
): void {
  if (!agency || location.pathname !== '/') return;
  const params = new URLSearchParams(location.search);
  const stay = dealStayWindow(now);
  // Subscribed (the server's render): an unsubscribed answer would keep a timer, and the
  // request's store with it, for a minute after the page is sent.
  const { endpoints, util } = travelApi;
  switch (selectedDealTab(dealServices(agency), params.get(DEALS_TAB_PARAM))) {
    case 'Hotels': {
      const request = hotelDealsRequest(dealsPoint(params, agency), stay);
      void store.dispatch(subscribe ? endpoints.hotelDeals.initiate(request) : util.prefetch('hotelDeals', request, {}));
      return;
    }
    case 'Cars': {
      const request = carDealsRequest(carPickupPoint(params, agency), stay);
      void store.dispatch(subscribe ? endpoints.carDeals.initiate(request) : util.prefetch('carDeals', request, {}));
      return;
    }
    case 'Activities': {
      const request = activityDealsRequest(dealsPoint(params, agency));
      void store.dispatch(subscribe ? endpoints.activityDeals.initiate(request) : util.prefetch('activityDeals', request, {}));
      return;
    }
    default:
  }
}
