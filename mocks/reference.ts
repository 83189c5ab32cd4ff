import { http, HttpResponse } from 'msw';
import {
  distanceKm,
  NEAREST_AIRPORT_MAX_KM,
  nearestAirportQuerySchema,
  type NearestAirportResponse,
  normaliseSearch,
  type Point,
  wordSuffixes,
  AIRPORT_SEARCH_LIMIT,
  NATIVE_LANGUAGE_NAMES,
  airportSearchQuerySchema,
  carRentalCountriesParamsSchema,
  locationQuerySchema,
  type Agency,
  type Airport,
  type AirportsResponse,
  type CarRentalCountry,
  type CarRentalCountriesResponse,
  type ContinentCode,
  type CountriesResponse,
  type Country,
  type CruisePort,
  type LanguageCode,
  type LanguagesResponse,
  type LocationResponse,
  type ShipLine,
  type ShipLinesResponse,
} from '@travel/contracts';
import { forAgency, queryOf, validated } from './respond';

/*
 * The reference calls (apps/api/src/routes/reference.ts, GET /api/agency/languages and
 * GET /api/user/location) answered from small real fixtures, typed by the contracts and
 * checked against their schemas in packages/contracts/test/mock-reference-fixtures.test.ts.
 * The request rules at the top (agency check, validation, search text) are shared with
 * ./inventory.ts.
 */

// ---------------------------------------------------------------- request rules, as the API's

// ---------------------------------------------------------------- countries

/** Regional indicator symbol A is U+1F1E6; a flag emoji is two of them spelling the region. */
const REGIONAL_INDICATOR_A = 0x1f1e6;

/** The flag fields of a region, built as apps/api/src/reference/flags.ts builds them. */
function flagOf(region: string): Pick<Country, 'emoji' | 'unicode' | 'image'> {
  const points = [...region].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65);
  return {
    emoji: String.fromCodePoint(...points),
    unicode: points.map((p) => `U+${p.toString(16).toUpperCase()}`).join(' '),
    image: `/flags/${region.toLowerCase()}.svg`,
  };
}

const CONTINENT_NAMES: Record<ContinentCode, string> = {
  AF: 'Africa',
  AN: 'Antarctica',
  AS: 'Asia',
  EU: 'Europe',
  NA: 'North America',
  OC: 'Oceania',
  SA: 'South America',
};

type CountryFacts = Pick<Country, 'code' | 'name' | 'nativeName' | 'capital' | 'continent' | 'dialCode' | 'currency' | 'currencyName' | 'symbol'>;

const country = (facts: CountryFacts): Country => ({ ...facts, ...flagOf(facts.code), continentName: CONTINENT_NAMES[facts.continent] });

/** Five of the API's countries (countries-list data, ICU currency names), in its English alphabetical order. */
export const countriesFixture: Country[] = [
  country({ code: 'MX', name: 'Mexico', nativeName: 'México', capital: 'Mexico City', continent: 'NA', dialCode: '+52', currency: 'MXN', currencyName: 'Mexican Peso', symbol: '$' }),
  country({ code: 'NO', name: 'Norway', nativeName: 'Norge', capital: 'Oslo', continent: 'EU', dialCode: '+47', currency: 'NOK', currencyName: 'Norwegian Krone', symbol: 'kr' }),
  country({
    code: 'AE',
    name: 'United Arab Emirates',
    nativeName: 'دولة الإمارات العربية المتحدة',
    capital: 'Abu Dhabi',
    continent: 'AS',
    dialCode: '+971',
    currency: 'AED',
    currencyName: 'United Arab Emirates Dirham',
    symbol: 'AED',
  }),
  country({ code: 'GB', name: 'United Kingdom', nativeName: 'United Kingdom', capital: 'London', continent: 'EU', dialCode: '+44', currency: 'GBP', currencyName: 'British Pound', symbol: '£' }),
  country({ code: 'US', name: 'United States', nativeName: 'United States', capital: 'Washington D.C.', continent: 'NA', dialCode: '+1', currency: 'USD', currencyName: 'US Dollar', symbol: '$' }),
];

// ---------------------------------------------------------------- airports

/** Real airports of the fixture countries as the API seeds them, a city's main airport first. */
export const airportsFixture: Airport[] = [
  { code: 'JFK', name: 'John F. Kennedy International Airport', city: 'New York', countryCode: 'US', countryName: 'United States', latitude: 40.6413, longitude: -73.7781, timeZone: 'America/New_York' },
  { code: 'LGA', name: 'LaGuardia Airport', city: 'New York', countryCode: 'US', countryName: 'United States', latitude: 40.7769, longitude: -73.874, timeZone: 'America/New_York' },
  { code: 'EWR', name: 'Newark Liberty International Airport', city: 'Newark', countryCode: 'US', countryName: 'United States', latitude: 40.6895, longitude: -74.1745, timeZone: 'America/New_York' },
  { code: 'MIA', name: 'Miami International Airport', city: 'Miami', countryCode: 'US', countryName: 'United States', latitude: 25.7959, longitude: -80.287, timeZone: 'America/New_York' },
  { code: 'ORD', name: "O'Hare International Airport", city: 'Chicago', countryCode: 'US', countryName: 'United States', latitude: 41.9742, longitude: -87.9073, timeZone: 'America/Chicago' },
  { code: 'CUN', name: 'Cancún International Airport', city: 'Cancún', countryCode: 'MX', countryName: 'Mexico', latitude: 21.0365, longitude: -86.8771, timeZone: 'America/Cancun' },
  { code: 'MEX', name: 'Benito Juárez International Airport', city: 'Mexico City', countryCode: 'MX', countryName: 'Mexico', latitude: 19.4361, longitude: -99.0719, timeZone: 'America/Mexico_City' },
  { code: 'LHR', name: 'Heathrow Airport', city: 'London', countryCode: 'GB', countryName: 'United Kingdom', latitude: 51.47, longitude: -0.4543, timeZone: 'Europe/London' },
  { code: 'LGW', name: 'Gatwick Airport', city: 'London', countryCode: 'GB', countryName: 'United Kingdom', latitude: 51.1537, longitude: -0.1821, timeZone: 'Europe/London' },
  { code: 'OSL', name: 'Oslo Airport, Gardermoen', city: 'Oslo', countryCode: 'NO', countryName: 'Norway', latitude: 60.1976, longitude: 11.1004, timeZone: 'Europe/Oslo' },
  { code: 'TRF', name: 'Sandefjord Airport, Torp', city: 'Sandefjord', countryCode: 'NO', countryName: 'Norway', latitude: 59.1867, longitude: 10.2586, timeZone: 'Europe/Oslo' },
  { code: 'TOS', name: 'Tromsø Airport', city: 'Tromsø', countryCode: 'NO', countryName: 'Norway', latitude: 69.6833, longitude: 18.9189, timeZone: 'Europe/Oslo' },
  { code: 'DXB', name: 'Dubai International Airport', city: 'Dubai', countryCode: 'AE', countryName: 'United Arab Emirates', latitude: 25.2532, longitude: 55.3657, timeZone: 'Asia/Dubai' },
  { code: 'AUH', name: 'Zayed International Airport', city: 'Abu Dhabi', countryCode: 'AE', countryName: 'United Arab Emirates', latitude: 24.433, longitude: 54.6511, timeZone: 'Asia/Dubai' },
];

/** Other names travellers search an airport by (the seed's `aka`): the metro area, a former name. */
const AIRPORT_ALIASES: Readonly<Record<string, readonly string[]>> = {
  JFK: ['New York City', 'NYC'],
  LGA: ['New York City', 'NYC'],
  EWR: ['New York', 'NYC'],
  CUN: ['Riviera Maya'],
  MEX: ['Ciudad de México', 'CDMX'],
  TRF: ['Oslo Torp'],
};

/** Match ranks, best first (apps/api/src/reference/airport-search.ts); a code matched by its prefix only ranks last. */
const TERM_RANK = { code: 0, city: 1, name: 2, word: 3, country: 4 } as const;
const CODE_PREFIX_RANK = 5;

/** Every search key of one airport at the best rank it earns, as the seed's airport terms. */
function airportTerms(airport: Airport): Map<string, number> {
  const best = new Map<string, number>();
  const add = (term: string, rank: number) => {
    if (term && (best.get(term) ?? Infinity) > rank) best.set(term, rank);
  };
  add(airport.code.toLowerCase(), TERM_RANK.code);
  for (const city of [airport.city, ...(AIRPORT_ALIASES[airport.code] ?? [])]) {
    const phrase = normaliseSearch(city);
    add(phrase, TERM_RANK.city);
    for (const suffix of wordSuffixes(phrase).slice(1)) add(suffix, TERM_RANK.word);
  }
  const name = normaliseSearch(airport.name);
  add(name, TERM_RANK.name);
  for (const suffix of wordSuffixes(name).slice(1)) add(suffix, TERM_RANK.word);
  for (const suffix of wordSuffixes(normaliseSearch(airport.countryName))) add(suffix, TERM_RANK.country);
  return best;
}

/** The seed's search order: by normalised city, then the list's order (a city's main airport first). */
const AIRPORT_TERMS = airportsFixture
  .map((airport, i) => ({ airport, i, city: normaliseSearch(airport.city) }))
  .sort((x, y) => (x.city === y.city ? x.i - y.i : x.city < y.city ? -1 : 1))
  .map(({ airport }, order) => ({ airport, order, terms: airportTerms(airport) }));

/** The API's airport search over the fixture: exact code, city, name, any word, country; ties in city order. */
export function searchAirports(search: string): Airport[] {
  const q = normaliseSearch(search);
  if (!q) return [];
  const scored = AIRPORT_TERMS.flatMap(({ airport, order, terms }) => {
    let score = Infinity;
    for (const [term, rank] of terms) {
      if (term.startsWith(q)) score = Math.min(score, rank === TERM_RANK.code && term !== q ? CODE_PREFIX_RANK : rank);
    }
    return score === Infinity ? [] : [{ airport, order, score }];
  });
  return scored
    .sort((a, b) => a.score - b.score || a.order - b.order)
    .slice(0, AIRPORT_SEARCH_LIMIT)
    .map(({ airport }) => airport);
}

/** The API's nearest airport within NEAREST_AIRPORT_MAX_KM, or null. */
export function nearestAirport(point: Point): Airport | null {
  const [nearest] = airportsFixture
    .map((airport) => ({ airport, km: distanceKm(point, airport) }))
    .filter(({ km }) => km <= NEAREST_AIRPORT_MAX_KM)
    .sort((a, b) => a.km - b.km);
  return nearest?.airport ?? null;
}

/** Countries with an airport (where the built-in car provider rents), named in `lang` and sorted for its readers. */
export function carRentalCountries(lang: LanguageCode, enabled: readonly Country[]): CarRentalCountry[] {
  const list = enabled.filter((c) => airportsFixture.some((a) => a.countryCode === c.code)).map((c) => ({ code: c.code, name: c.name }));
  if (lang === 'en') return list;
  const names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
  const collator = new Intl.Collator(lang);
  return list.map((c) => ({ code: c.code, name: names.of(c.code) ?? c.name })).sort((a, b) => collator.compare(a.name, b.name));
}

// ---------------------------------------------------------------- cruise lines

const port = (id: string, name: string, city: string, countryCode: string, latitude: number, longitude: number): CruisePort => ({
  id,
  name,
  city,
  countryCode,
  latitude,
  longitude,
});

const PORTS = {
  miami: port('miami', 'PortMiami', 'Miami', 'US', 25.7743, -80.1703),
  portCanaveral: port('port-canaveral', 'Port Canaveral', 'Cape Canaveral', 'US', 28.4097, -80.614),
  manhattan: port('manhattan', 'Manhattan Cruise Terminal', 'New York', 'US', 40.769, -73.997),
  brooklyn: port('brooklyn', 'Brooklyn Cruise Terminal', 'New York', 'US', 40.683, -74.013),
  seattle: port('seattle', 'Smith Cove Cruise Terminal (Pier 91)', 'Seattle', 'US', 47.629, -122.382),
  southampton: port('southampton', 'Port of Southampton', 'Southampton', 'GB', 50.897, -1.404),
  barcelona: port('barcelona', 'Port of Barcelona', 'Barcelona', 'ES', 41.354, 2.171),
  civitavecchia: port('civitavecchia', 'Port of Civitavecchia', 'Civitavecchia', 'IT', 42.093, 11.787),
  bergen: port('bergen', 'Port of Bergen', 'Bergen', 'NO', 60.399, 5.315),
  kirkenes: port('kirkenes', 'Kirkenes Harbour', 'Kirkenes', 'NO', 69.728, 30.044),
} as const;

/** Four of the real lines the API seeds, by name as it sends them, each with its home ports in the line's order. */
export const shipLinesFixture: ShipLine[] = [
  {
    id: 'cunard',
    name: 'Cunard',
    headquarters: { city: 'Southampton', countryCode: 'GB' },
    regions: ['Transatlantic', 'Northern Europe', 'Mediterranean'],
    homePorts: [PORTS.southampton, PORTS.brooklyn],
  },
  {
    id: 'havila',
    name: 'Havila Voyages',
    headquarters: { city: 'Fosnavåg', countryCode: 'NO' },
    regions: ['Norwegian Coast', 'Arctic'],
    homePorts: [PORTS.bergen, PORTS.kirkenes],
  },
  {
    id: 'hurtigruten',
    name: 'Hurtigruten',
    headquarters: { city: 'Oslo', countryCode: 'NO' },
    regions: ['Norwegian Coast', 'Arctic'],
    homePorts: [PORTS.bergen, PORTS.kirkenes],
  },
  {
    id: 'norwegian',
    name: 'Norwegian Cruise Line',
    headquarters: { city: 'Miami', countryCode: 'US' },
    regions: ['Caribbean', 'Bahamas', 'Bermuda', 'Alaska', 'Mediterranean'],
    homePorts: [PORTS.miami, PORTS.portCanaveral, PORTS.manhattan, PORTS.seattle, PORTS.barcelona, PORTS.civitavecchia],
  },
];

// ---------------------------------------------------------------- handlers

/** The agency's languages for the picker, in its order (apps/api/src/languages.ts). */
export const languagesFor = (agency: Agency): LanguagesResponse => ({
  languages: agency.languages.map((code) => ({ name: NATIVE_LANGUAGE_NAMES[code], code, value: code })),
});

/**
 * msw handlers for the reference calls of one agency. `enabledCountryCodes` is the agency's
 * country choice; null (the API's default) enables every country.
 */
export function referenceHandlersFor(agency: Agency | null, enabledCountryCodes: readonly string[] | null = null) {
  const enabledCountries = () => (enabledCountryCodes ? countriesFixture.filter((c) => enabledCountryCodes.includes(c.code)) : countriesFixture);
  return [
    http.get('*/api/code', () => forAgency(agency, () => HttpResponse.json({ data: countriesFixture } satisfies CountriesResponse))),
    http.get('*/api/admin/country/enable', () => forAgency(agency, () => HttpResponse.json({ data: enabledCountries() } satisfies CountriesResponse))),
    http.get('*/api/agency/languages', () => forAgency(agency, (active) => HttpResponse.json(languagesFor(active)))),
    http.get('*/api/user/location', ({ request }) => {
      const query = validated('querystring', locationQuerySchema, queryOf(request));
      if (!query.ok) return query.response;
      const { lat, long } = query.data;
      return forAgency(agency, (active) =>
        HttpResponse.json<LocationResponse>(
          lat !== undefined && long !== undefined ? { latitude: lat, longitude: long, source: 'query' } : { ...active.dealsLocation, source: 'agency' },
        ),
      );
    }),
    http.get('*/api/flight/airports', ({ request }) => {
      const query = validated('querystring', airportSearchQuerySchema, queryOf(request));
      if (!query.ok) return query.response;
      return forAgency(agency, () => HttpResponse.json({ airports: searchAirports(query.data.search) } satisfies AirportsResponse));
    }),
    http.get('*/api/flight/airports/nearest', ({ request }) => {
      const query = validated('querystring', nearestAirportQuerySchema, queryOf(request));
      if (!query.ok) return query.response;
      const point = { latitude: query.data.lat, longitude: query.data.long };
      return forAgency(agency, () => HttpResponse.json({ airport: nearestAirport(point) } satisfies NearestAirportResponse));
    }),
    http.get('*/api/car-rental/findCountries/:lang', ({ params }) => {
      const parsed = validated('params', carRentalCountriesParamsSchema, params);
      if (!parsed.ok) return parsed.response;
      return forAgency(agency, () => HttpResponse.json({ countries: carRentalCountries(parsed.data.lang, enabledCountries()) } satisfies CarRentalCountriesResponse));
    }),
    http.get('*/api/cruise/ship-lines', () => forAgency(agency, () => HttpResponse.json({ data: shipLinesFixture } satisfies ShipLinesResponse))),
  ];
}
