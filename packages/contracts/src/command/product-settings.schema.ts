// Product Settings (SPEC 2.2 /settings/product): what an agency sells and to whom it speaks:
// its active services, cruise lines, display currencies, countries and languages.
import { z } from 'zod';
import { LANGUAGE_CODES } from '../agency';
import { agencySchema } from '../agency.schema';
import { safeText } from '../request-fields.schema';
import { SERVICE_TITLES, type ServiceTitle } from '../services/registry';

const serviceTitle = z.enum(SERVICE_TITLES as [ServiceTitle, ...ServiceTitle[]]);
const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'expected an ISO 4217 code such as USD');
const countryCode = z.string().regex(/^[A-Z]{2}$/, 'expected a two-letter country code such as NO');
const languageCode = z.enum(LANGUAGE_CODES);

const unique = <T>(list: readonly T[]) => new Set(list).size === list.length;

export const productSettingsSchema = z
  .object({
    /** Every service once, in any order; the nav keeps its own order. */
    services: z
      .array(z.object({ title: serviceTitle, active: z.boolean() }))
      .length(SERVICE_TITLES.length, `expected each of the ${SERVICE_TITLES.length} services once`)
      .refine((services) => unique(services.map(({ title }) => title)), 'expected each service once')
      .refine((services) => services.some(({ active }) => active), 'keep at least one service active'),
    /** The cruise lines offered (their ids); none is allowed. */
    cruiseLines: z.array(safeText().min(1).max(64)).max(200).refine(unique, 'expected each cruise line once'),
    /** Display currencies in the order the currency picker lists them. */
    currencies: z.array(currencyCode).min(1, 'offer at least one currency').max(200).refine(unique, 'expected each currency once'),
    /** What a new visitor starts with: one of `currencies`. */
    defaultCurrency: currencyCode,
    /** The countries travellers may choose (nationality, residence); null: every country. */
    countries: z.array(countryCode).min(1, 'offer at least one country, or every country').max(300).refine(unique, 'expected each country once').nullable(),
    languages: z.array(languageCode).min(1, 'offer at least one language').refine(unique, 'expected each language once'),
    /** The language a new visitor gets: one of `languages`. */
    defaultLanguage: languageCode,
  })
  .refine((s) => s.currencies.includes(s.defaultCurrency), { message: 'the default currency must be one of the currencies offered', path: ['defaultCurrency'] })
  .refine((s) => s.languages.includes(s.defaultLanguage), { message: 'the default language must be one of the languages offered', path: ['defaultLanguage'] });
export type ProductSettings = z.infer<typeof productSettingsSchema>;

const choice = z.object({ code: z.string(), name: z.string() });

export const productSettingsResponseSchema = z.object({
  settings: productSettingsSchema,
  /** Everything the agency could offer: the catalogue's cruise lines, currencies, countries and languages. */
  choices: z.object({
    cruiseLines: z.array(choice),
    currencies: z.array(choice),
    countries: z.array(choice),
    languages: z.array(choice),
  }),
  /** The agency as it is now: the site follows it at once (nav, tabs, Book Now, pickers). */
  agency: agencySchema,
});
export type ProductSettingsResponse = z.infer<typeof productSettingsResponseSchema>;
