// Request and response shapes of the reference calls (issue 3): countries, currencies,
// exchange rates, car-rental countries, cruise lines and airports.
import { z } from 'zod';
import { LANGUAGE_CODES } from './agency';
import { coordinateTextSchema, safeText } from './request-fields.schema';

const alpha2 = z.string().regex(/^[A-Z]{2}$/);
const iso4217 = z.string().regex(/^[A-Z]{3}$/);

/**
 * SPEC 3's Currency entity fields, shared by country and currency items: `code` is the
 * two-letter region whose flag is shown (the country itself, or the issuing country of a
 * currency, 'EU' for the euro), `currency` the ISO 4217 code, `emoji` the flag emoji,
 * `unicode` its code points ('U+1F1F3 U+1F1F4'), `image` a same-origin flag path
 * ('/flags/no.svg') the web app serves, `symbol` the narrow currency symbol ('kr', '$').
 */
const flaggedItem = {
  name: z.string(),
  code: alpha2,
  currency: iso4217,
  emoji: z.string(),
  unicode: z.string(),
  image: z.string(),
  symbol: z.string(),
};

export const continentCodeSchema = z.enum(['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA']);
export type ContinentCode = z.infer<typeof continentCodeSchema>;

/** An ISO 3166-1 country (GET /api/code): English name, its main currency, dial code, flag. */
export const countrySchema = z.object({
  ...flaggedItem,
  nativeName: z.string(),
  capital: z.string(),
  continent: continentCodeSchema,
  continentName: z.string(),
  /** International dialling prefix with the plus: '+47', '+1809'. */
  dialCode: z.string(),
  currencyName: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

/** A display currency: `name` is the currency's English name, `decimals` its minor-unit digits. */
export const currencySchema = z.object({
  ...flaggedItem,
  decimals: z.number().int().min(0).max(4),
});
export type Currency = z.infer<typeof currencySchema>;

/** GET /api/code and GET /api/admin/country/enable. */
export const countriesResponseSchema = z.object({ data: z.array(countrySchema) });
export type CountriesResponse = z.infer<typeof countriesResponseSchema>;

/** GET /api/admin/country/enableCurrencies, in the agency's order (the first is the list's default). */
export const currenciesResponseSchema = z.object({ data: z.array(currencySchema) });
export type CurrenciesResponse = z.infer<typeof currenciesResponseSchema>;

/** GET /api/multi-currency/exchange: units of each currency per 1 US dollar (USD = 1). */
export const exchangeRatesResponseSchema = z.object({
  base: z.literal('USD'),
  /** The day the seeded rates stand for (YYYY-MM-DD). */
  asOf: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  rates: z.record(iso4217, z.number().positive()),
});
export type ExchangeRatesResponse = z.infer<typeof exchangeRatesResponseSchema>;

/** GET /api/car-rental/findCountries/{lang}: the language in either case ('EN' or 'en'). */
export const carRentalCountriesParamsSchema = z.object({
  lang: z.string().toLowerCase().pipe(z.enum(LANGUAGE_CODES)),
});
export const carRentalCountrySchema = z.object({ code: alpha2, name: z.string() });
export const carRentalCountriesResponseSchema = z.object({ countries: z.array(carRentalCountrySchema) });
export type CarRentalCountry = z.infer<typeof carRentalCountrySchema>;
export type CarRentalCountriesResponse = z.infer<typeof carRentalCountriesResponseSchema>;

export const cruisePortSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  countryCode: alpha2,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type CruisePort = z.infer<typeof cruisePortSchema>;

/** A cruise line the agency sells, with the ports its ships sail from. */
export const shipLineSchema = z.object({
  id: z.string(),
  name: z.string(),
  headquarters: z.object({ city: z.string(), countryCode: alpha2 }),
  /** Sailing areas, e.g. 'Caribbean', 'Alaska', 'Norwegian Coast'. */
  regions: z.array(z.string()),
  homePorts: z.array(cruisePortSchema),
});
export type ShipLine = z.infer<typeof shipLineSchema>;

/** GET /api/cruise/ship-lines. */
export const shipLinesResponseSchema = z.object({ data: z.array(shipLineSchema) });
export type ShipLinesResponse = z.infer<typeof shipLinesResponseSchema>;

export const AIRPORT_SEARCH_LIMIT = 20;

/** GET /api/flight/airports?search=: an IATA code, or the start of a city, airport or word in them. */
export const airportSearchQuerySchema = z.object({
  search: safeText().trim().min(1).max(60),
});
export type AirportSearchQuery = z.infer<typeof airportSearchQuerySchema>;

export const airportSchema = z.object({
  code: z.string().regex(/^[A-Z]{3}$/),
  name: z.string(),
  city: z.string(),
  countryCode: alpha2,
  countryName: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** IANA time zone, e.g. 'Europe/Oslo'. */
  timeZone: z.string(),
});
export type Airport = z.infer<typeof airportSchema>;

/** GET /api/flight/airports/nearest?lat=&long=: the airport a search starts from when the page is given a place (SPEC 2.3 airportLat, airportLong). */
export const nearestAirportQuerySchema = z.object({ lat: coordinateTextSchema(90), long: coordinateTextSchema(180) });
export type NearestAirportQuery = z.infer<typeof nearestAirportQuerySchema>;

/** Further than this from every airport, a place preselects none (the middle of an ocean). */
export const NEAREST_AIRPORT_MAX_KM = 300;

export const airportsResponseSchema = z.object({ airports: z.array(airportSchema).max(AIRPORT_SEARCH_LIMIT) });
export type AirportsResponse = z.infer<typeof airportsResponseSchema>;

/** The nearest airport within NEAREST_AIRPORT_MAX_KM, or null. */
export const nearestAirportResponseSchema = z.object({ airport: airportSchema.nullable() });
export type NearestAirportResponse = z.infer<typeof nearestAirportResponseSchema>;
