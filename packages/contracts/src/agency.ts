import type { Agency, NavigationItem } from './agency.schema';

/** The six booking services, in the spec's fixed nav order (SPEC 2.6, 9). */
export const SERVICE_TITLES = ['Hotels', 'Air Travel', 'Resorts', 'Cars', 'Activities', 'Cruise'] as const;
export type ServiceTitle = (typeof SERVICE_TITLES)[number];

export const LANGUAGE_CODES = ['en', 'pt', 'es', 'da', 'no', 'de', 'ar', 'fr', 'sv'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** Each language named in itself, so a reader finds their own whatever the page language. */
export const NATIVE_LANGUAGE_NAMES: Record<LanguageCode, string> = {
  en: 'English', pt: 'Português', es: 'Español', da: 'Dansk', no: 'Norsk',
  de: 'Deutsch', ar: 'العربية', fr: 'Français', sv: 'Svenska',
};

/** Where each service's booking pages live (SPEC 2.2). */
export const SERVICE_PATHS: Record<ServiceTitle, string> = {
  Hotels: '/booknow/hotels',
  'Air Travel': '/booknow/flights',
  Resorts: '/booknow/resort',
  Cars: '/booknow/cars',
  Activities: '/booknow/activities',
  Cruise: '/booknow/cruise',
};

/** The agency's active services, always in the fixed nav order. */
export function activeServices(agency: Pick<Agency, 'bookingMenuItemOptions'>): ServiceTitle[] {
  return SERVICE_TITLES.filter((title) =>
    agency.bookingMenuItemOptions.some((item) => item.title === title && item.active),
  );
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
