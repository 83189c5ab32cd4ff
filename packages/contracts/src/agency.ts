// The services and languages an agency chooses from: plain constants, which the agency's zod
// schema (agency.schema.ts) and its rules (agency-rules.ts) both build on.

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

/**
 * The services whose booking journey is built. The others' remotes show a "coming soon" page
 * until their own journey lands; add a service here in the same change as its journey.
 */
export const BOOKABLE_SERVICES: ReadonlySet<ServiceTitle> = new Set<ServiceTitle>(['Hotels']);
