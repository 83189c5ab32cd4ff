// The languages an agency chooses from: plain constants, which the agency's zod schema
// (agency.schema.ts) and its rules (agency-rules.ts) both build on. Its services are the
// manifest's (services/registry.ts).

export const LANGUAGE_CODES = ['en', 'pt', 'es', 'da', 'no', 'de', 'ar', 'fr', 'sv'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** Each language named in itself, so a reader finds their own whatever the page language. */
export const NATIVE_LANGUAGE_NAMES: Record<LanguageCode, string> = {
  en: 'English', pt: 'Português', es: 'Español', da: 'Dansk', no: 'Norsk',
  de: 'Deutsch', ar: 'العربية', fr: 'Français', sv: 'Svenska',
};
