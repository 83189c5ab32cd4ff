import { SERVICE_PATHS, activeServices, type Agency, type ServiceTitle } from '@travel/contracts';

/** SPEC 2.4: every booking service but Resorts has a deals tab. */
export type DealService = Exclude<ServiceTitle, 'Resorts'>;
/** The tabs that list deal cards in carousels. */
export type ListedDealService = 'Hotels' | 'Cars' | 'Activities';
/** The tabs with a static banner instead (no carousel). */
export type BannerDealService = Exclude<DealService, ListedDealService>;

/** SPEC 2.3: the values of the `tab` query parameter, one per tab. */
export const TAB_QUERY_VALUES: Record<DealService, string> = {
  Hotels: 'Hotels',
  'Air Travel': 'Flights',
  Cars: 'Car Rentals',
  Activities: 'Activities',
  Cruise: 'Cruises',
};

export const TAB_PARAM = 'tab';

const isDealService = (service: ServiceTitle): service is DealService => service !== 'Resorts';

/** The agency's deals tabs, in the nav order. */
export function dealServices(agency: Pick<Agency, 'bookingMenuItemOptions'>): DealService[] {
  return activeServices(agency).filter(isDealService);
}

/** SPEC 4: the tab named in the URL if the agency offers it, else the first; null when there is no tab at all. */
export function selectedDealTab(services: readonly DealService[], tabParam: string | null): DealService | null {
  const named = services.find((service) => TAB_QUERY_VALUES[service] === tabParam);
  return named ?? services[0] ?? null;
}

/** SPEC 2.4: where 'Reveal Price' sends an anonymous visitor: the home page, on this service's tab. */
export function revealPath(service: DealService): string {
  return `/?${new URLSearchParams({ [TAB_PARAM]: TAB_QUERY_VALUES[service] }).toString()}`;
}

/** Where a deals tab's Book Now link goes. */
export const bookNowPath = (service: DealService): string => SERVICE_PATHS[service];
