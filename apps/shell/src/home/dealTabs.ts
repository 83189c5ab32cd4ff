import { SERVICE_PATHS, activeServices, dealsTabPath, serviceByDealsTab, serviceByTitle, type Agency, type DealsTab, type DealsTabService, type ServiceTitle } from '@travel/contracts';

/** SPEC 2.4: the services with a deals tab (the manifest's `dealsTab`: all but Resorts). */
export type DealService = DealsTabService['title'];
/** The tabs that list deal cards in carousels. */
export type ListedDealService = 'Hotels' | 'Cars' | 'Activities';
/** The tabs with a static banner instead (no carousel). */
export type BannerDealService = Exclude<DealService, ListedDealService>;

/** SPEC 2.3: the value of the `tab` query parameter that names a service's tab ('Car Rentals' for Cars). */
export const tabQueryValue = (service: DealService): DealsTab => serviceByTitle(service).dealsTab;

const isDealService = (service: ServiceTitle): service is DealService => serviceByTitle(service).dealsTab !== null;

/** The agency's deals tabs, in the nav order. */
export function dealServices(agency: Pick<Agency, 'bookingMenuItemOptions'>): DealService[] {
  return activeServices(agency).filter(isDealService);
}

/** SPEC 4: the tab named in the URL if the agency offers it, else the first; null when there is no tab at all. */
export function selectedDealTab(services: readonly DealService[], tabParam: string | null): DealService | null {
  const named = serviceByDealsTab(tabParam)?.title;
  return services.find((service) => service === named) ?? services[0] ?? null;
}

/** SPEC 2.4: where 'Reveal Price' sends an anonymous visitor: the home page, on this service's tab. */
export function revealPath(service: DealService): string {
  return dealsTabPath(tabQueryValue(service));
}

/** Where a deals tab's Book Now link goes. */
export const bookNowPath = (service: DealService): string => SERVICE_PATHS[service];
