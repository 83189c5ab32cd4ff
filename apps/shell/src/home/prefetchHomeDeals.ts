import { DEALS_TAB_PARAM, type Agency, dealStayWindow } from '@travel/contracts';
import { travelApi, type AppStore } from '@travel/store';
import { activityDealsRequest, carDealsRequest, carPickupPoint, dealsPoint, hotelDealsRequest } from './dealRequests';
import { dealServices, selectedDealTab } from './dealTabs';

/**
 * Starts the home page's deals request while the translations load and the page renders,
 * instead of after: the same request the selected tab's list makes, so the list finds it in
 * the cache (or in flight). Other pages are left alone.
 */
export function prefetchHomeDeals(store: AppStore, agency: Agency | null, location: Pick<Location, 'pathname' | 'search'> = window.location, now = new Date()): void {
  if (!agency || location.pathname !== '/') return;
  const params = new URLSearchParams(location.search);
  const stay = dealStayWindow(now);
  switch (selectedDealTab(dealServices(agency), params.get(DEALS_TAB_PARAM))) {
    case 'Hotels':
      void store.dispatch(travelApi.util.prefetch('hotelDeals', hotelDealsRequest(dealsPoint(params, agency), stay), {}));
      return;
    case 'Cars':
      void store.dispatch(travelApi.util.prefetch('carDeals', carDealsRequest(carPickupPoint(params, agency), stay), {}));
      return;
    case 'Activities':
      void store.dispatch(travelApi.util.prefetch('activityDeals', activityDealsRequest(dealsPoint(params, agency)), {}));
      return;
    default:
  }
}
