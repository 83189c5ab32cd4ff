// What the site derives from an agency's settings: its menu, page title, address and phone link.
import { BOOKABLE_SERVICES, SERVICE_PATHS, SERVICE_TITLES, type ServiceTitle } from './services/registry';
import type { Agency, NavigationItem } from './agency.schema';

/** The agency's active services, always in the fixed nav order. */
export function activeServices(agency: Pick<Agency, 'bookingMenuItemOptions'>): ServiceTitle[] {
  return SERVICE_TITLES.filter((title) =>
    agency.bookingMenuItemOptions.some((item) => item.title === title && item.active),
  );
}

/** The agency's active services that can be booked today, in the nav order. */
export function bookableServices(agency: Pick<Agency, 'bookingMenuItemOptions'>): ServiceTitle[] {
  return activeServices(agency).filter((title) => BOOKABLE_SERVICES.has(title));
}

/** The Book Now menu (GET /api/agency/navigations): active services, nav order, their paths. */
export function agencyNavigation(agency: Pick<Agency, 'bookingMenuItemOptions'>): NavigationItem[] {
  return activeServices(agency).map((title) => ({ label: title, path: SERVICE_PATHS[title] }));
}

/** SPEC 4: metaData.title, or '{agency} - Online Hotel, Flight, Car Booking Agency'. */
export function pageTitle(agency: Pick<Agency, 'agencyName' | 'metaData'>): string {
  return agency.metaData.title.trim() || `${agency.agencyName} - Online Hotel, Flight, Car Booking Agency`;
}

/** The agency's postal address on one line (footer, voucher, support page), or '' when it has none. */
export function agencyAddress(agency: Pick<Agency, 'addressLine1' | 'city' | 'state' | 'zipCode' | 'country'>): string {
  return [agency.addressLine1, agency.city, agency.state, agency.zipCode, agency.country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** A dialable tel: URI: spaces, dots, dashes and brackets are for readers only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
