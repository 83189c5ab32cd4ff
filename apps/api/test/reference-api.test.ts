import {
  AGENCY_INACTIVE_TEXT,
  AGENCY_NOT_FOUND_TEXT,
  airportsResponseSchema,
  nearestAirportResponseSchema,
  apiErrorSchema,
  carRentalCountriesResponseSchema,
  countriesResponseSchema,
  currenciesResponseSchema,
  exchangeRatesResponseSchema,
  shipLinesResponseSchema,
  type Airport,
} from '@travel/contracts';
import { DB_TIMEOUT_MS, startTestServer, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, DB_TIMEOUT_MS);
afterAll(() => server.close());

const get = (host: string, url: string) => server.app.inject({ method: 'GET', url, headers: { host } });
const ok = async (host: string, url: string): Promise<unknown> => {
  const res = await get(host, url);
  expect(res.statusCode).toBe(200);
  return res.json();
};

const REFERENCE_URLS = [
  '/api/code',
  '/api/admin/country/enable',
  '/api/admin/country/enableCurrencies',
  '/api/multi-currency/exchange',
  '/api/car-rental/findCountries/EN',
  '/api/cruise/ship-lines',
  '/api/flight/airports?search=oslo',
  '/api/flight/airports/nearest?lat=59.91&long=10.75',
];

describe('tenant scoping', () => {
  it.each(REFERENCE_URLS)('%s answers 404 for an unknown agency and 403 for an inactive one', async (url) => {
    const unknown = await get('nowhere.localhost', url);
    expect(unknown.statusCode).toBe(404);
    expect(apiErrorSchema.parse(unknown.json())).toEqual({ error: { code: 'AGENCY_NOT_FOUND', message: AGENCY_NOT_FOUND_TEXT } });
    const inactive = await get('closed.localhost', url);
    expect(inactive.statusCode).toBe(403);
    expect(apiErrorSchema.parse(inactive.json())).toEqual({ error: { code: 'AGENCY_INACTIVE', message: AGENCY_INACTIVE_TEXT } });
  });
});

describe('GET /api/code', () => {
  it('lists every ISO 3166-1 country, alphabetically, with its currency and flag', async () => {
    const { data } = countriesResponseSchema.parse(await ok('wayfarer.localhost', '/api/code'));
    expect(data).toHaveLength(249);
    expect(new Set(data.map((c) => c.code)).size).toBe(249);
    expect(data[0]?.name).toBe('Afghanistan');
    expect(data.find((c) => c.code === 'NO')).toEqual({
      name: 'Norway',
      code: 'NO',
      currency: 'NOK',
      currencyName: 'Norwegian Krone',
      symbol: 'kr',
      emoji: '🇳🇴',
      unicode: 'U+1F1F3 U+1F1F4',
      image: '/flags/no.svg',
      nativeName: 'Norge',
      capital: 'Oslo',
      continent: 'EU',
      continentName: 'Europe',
      dialCode: '+47',
    });
    expect(data.find((c) => c.code === 'US')).toMatchObject({ currency: 'USD', symbol: '$', dialCode: '+1', continent: 'NA' });
    // Fund codes never stand for a country's money (countries-list lists CHE first for CH).
    expect(data.find((c) => c.code === 'CH')?.currency).toBe('CHF');
    expect(data.find((c) => c.code === 'MX')).toMatchObject({ currency: 'MXN', symbol: '$' });
    expect(data.some((c) => c.code === 'XK')).toBe(false);
  });

  it('is the same list for every agency', async () => {
    expect(await ok('sunny.localhost', '/api/code')).toEqual(await ok('wayfarer.localhost', '/api/code'));
  });
});

describe('GET /api/admin/country/enable', () => {
  it('gives an agency without a country choice every country', async () => {
    const { data } = countriesResponseSchema.parse(await ok('wayfarer.localhost', '/api/admin/country/enable'));
    expect(data).toHaveLength(249);
  });

  it('gives sunny only the Americas it enables', async () => {
    const { data } = countriesResponseSchema.parse(await ok('sunny.localhost', '/api/admin/country/enable'));
    const codes = data.map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['US', 'MX', 'BR', 'CA', 'JM']));
    expect(codes).not.toContain('NO');
    expect(data.every((c) => c.continent === 'NA' || c.continent === 'SA')).toBe(true);
  });
});

describe('GET /api/admin/country/enableCurrencies', () => {
  it('starts the default list with AED and holds the major currencies', async () => {
    const { data } = currenciesResponseSchema.parse(await ok('wayfarer.localhost', '/api/admin/country/enableCurrencies'));
    expect(data[0]).toMatchObject({ currency: 'AED', code: 'AE', name: 'United Arab Emirates Dirham', emoji: '🇦🇪', decimals: 2 });
    const codes = data.map((c) => c.currency);
    expect(codes.length).toBeGreaterThanOrEqual(30);
    expect(codes).toEqual(expect.arrayContaining(['USD', 'EUR', 'GBP', 'MXN', 'NOK', 'DKK', 'SEK', 'BRL', 'AED']));
    expect(data.find((c) => c.currency === 'EUR')).toEqual({
      name: 'Euro',
      code: 'EU',
      currency: 'EUR',
      symbol: '€',
      decimals: 2,
      emoji: '🇪🇺',
      unicode: 'U+1F1EA U+1F1FA',
      image: '/flags/eu.svg',
    });
    expect(data.find((c) => c.currency === 'JPY')).toMatchObject({ symbol: '¥', decimals: 0 });
  });

  it('serves each agency its own list', async () => {
    const sol = currenciesResponseSchema.parse(await ok('sol.localhost', '/api/admin/country/enableCurrencies'));
    expect(sol.data.map((c) => c.currency)).toContain('MXN');
    const nordic = currenciesResponseSchema.parse(await ok('nordic.localhost', '/api/admin/country/enableCurrencies'));
    expect(nordic.data.map((c) => c.currency)).toEqual(['DKK', 'EUR', 'GBP', 'ISK', 'NOK', 'SEK', 'USD']);
  });
});

describe('flag images', () => {
  it('every country and currency flag path is served as an SVG', async () => {
    const countries = countriesResponseSchema.parse(await ok('wayfarer.localhost', '/api/code')).data;
    const currencies = currenciesResponseSchema.parse(await ok('wayfarer.localhost', '/api/admin/country/enableCurrencies')).data;
    const paths = new Set([...countries, ...currencies].map((item) => item.image));
    const missing: string[] = [];
    for (const image of paths) {
      const res = await get('wayfarer.localhost', image);
      if (res.statusCode !== 200 || !String(res.headers['content-type']).startsWith('image/svg+xml')) missing.push(image);
    }
    expect(missing).toEqual([]);
    const norway = await get('wayfarer.localhost', '/flags/no.svg');
    expect(norway.headers['cache-control']).toBe('public, max-age=604800');
  });

  it('an unknown flag is a JSON 404', async () => {
    const res = await get('wayfarer.localhost', '/flags/zz.svg');
    expect(res.statusCode).toBe(404);
    expect(apiErrorSchema.safeParse(res.json()).success).toBe(true);
  });
});

describe('GET /api/multi-currency/exchange', () => {
  it('has USD as base 1 and the seeded rates as of their day', async () => {
    const body = exchangeRatesResponseSchema.parse(await ok('wayfarer.localhost', '/api/multi-currency/exchange'));
    expect(body.base).toBe('USD');
    expect(body.asOf).toBe('2026-11-01');
    expect(body.rates).toMatchObject({ USD: 1, EUR: 0.86, GBP: 0.761, MXN: 18.46, NOK: 10.08, AED: 3.6725, JPY: 152.4 });
  });

  it('has a rate for every currency a country uses and every enabled one', async () => {
    const { rates } = exchangeRatesResponseSchema.parse(await ok('sol.localhost', '/api/multi-currency/exchange'));
    const countries = countriesResponseSchema.parse(await ok('sol.localhost', '/api/code')).data;
    const enabled = currenciesResponseSchema.parse(await ok('sol.localhost', '/api/admin/country/enableCurrencies')).data;
    const missing = [...countries, ...enabled].map((c) => c.currency).filter((code) => !(code in rates));
    expect(missing).toEqual([]);
  });
});

describe('GET /api/car-rental/findCountries/:lang', () => {
  it('lists the countries with seeded airports, in English', async () => {
    const { countries } = carRentalCountriesResponseSchema.parse(await ok('wayfarer.localhost', '/api/car-rental/findCountries/EN'));
    expect(countries).toEqual(expect.arrayContaining([{ code: 'US', name: 'United States' }, { code: 'NO', name: 'Norway' }, { code: 'MX', name: 'Mexico' }]));
    expect(countries.length).toBeGreaterThan(40);
    expect(countries.some((c) => c.code === 'AQ')).toBe(false);
    expect(await ok('wayfarer.localhost', '/api/car-rental/findCountries/en')).toEqual({ countries });
  });

  it('names and orders them in the requested language', async () => {
    const { countries } = carRentalCountriesResponseSchema.parse(await ok('sol.localhost', '/api/car-rental/findCountries/ES'));
    expect(countries.find((c) => c.code === 'US')?.name).toBe('Estados Unidos');
    expect(countries.find((c) => c.code === 'DE')?.name).toBe('Alemania');
    expect(countries[0]?.name).toBe('Alemania');
  });

  it('keeps to the agency’s countries', async () => {
    const { countries } = carRentalCountriesResponseSchema.parse(await ok('sunny.localhost', '/api/car-rental/findCountries/EN'));
    expect(countries.map((c) => c.code)).toContain('US');
    expect(countries.map((c) => c.code)).not.toContain('NO');
  });

  it.each(['XX', 'english', 'e'])('rejects the language %p with 400 naming the field', async (lang) => {
    const res = await get('wayfarer.localhost', `/api/car-rental/findCountries/${lang}`);
    expect(res.statusCode).toBe(400);
    const { error } = apiErrorSchema.parse(res.json());
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toContain('params.lang');
  });
});

describe('GET /api/cruise/ship-lines', () => {
  it('gives wayfarer every line, by name, with real home ports', async () => {
    const { data } = shipLinesResponseSchema.parse(await ok('wayfarer.localhost', '/api/cruise/ship-lines'));
    expect(data.length).toBeGreaterThanOrEqual(10);
    const names = data.map((l) => l.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names).toEqual(
      expect.arrayContaining([
        'Royal Caribbean International',
        'Carnival Cruise Line',
        'Norwegian Cruise Line',
        'MSC Cruises',
        'Princess Cruises',
        'Celebrity Cruises',
        'Holland America Line',
        'Disney Cruise Line',
        'Hurtigruten',
        'Viking',
      ]),
    );
    const royal = data.find((l) => l.id === 'royal-caribbean');
    expect(royal?.homePorts[0]).toMatchObject({ id: 'miami', name: 'PortMiami', city: 'Miami', countryCode: 'US' });
    expect(royal?.homePorts[0]?.latitude).toBeCloseTo(25.77, 1);
    expect(data.find((l) => l.id === 'hurtigruten')?.homePorts.map((p) => p.city)).toEqual(['Bergen', 'Kirkenes']);
    expect(data.every((l) => l.homePorts.length > 0)).toBe(true);
  });

  it('gives each agency only the lines it enables', async () => {
    const ids = async (host: string) => shipLinesResponseSchema.parse(await ok(host, '/api/cruise/ship-lines')).data.map((l) => l.id).sort();
    const sunny = await ids('sunny.localhost');
    expect(sunny).toEqual(['carnival', 'celebrity', 'disney', 'msc', 'norwegian', 'royal-caribbean', 'virgin']);
    expect(sunny).not.toEqual(await ids('wayfarer.localhost'));
    expect(await ids('nordic.localhost')).toEqual(['havila', 'hurtigruten', 'viking']);
    expect(await ids('sol.localhost')).toEqual(['carnival', 'msc', 'norwegian', 'royal-caribbean']);
  });
});

describe('GET /api/flight/airports', () => {
  const search = async (text: string): Promise<Airport[]> =>
    airportsResponseSchema.parse(await ok('wayfarer.localhost', `/api/flight/airports?search=${encodeURIComponent(text)}`)).airports;
  const codes = async (text: string) => (await search(text)).map((a) => a.code);

  it('ranks the exact IATA code first, in any case', async () => {
    const [jfk] = await search('jfk');
    expect(jfk).toEqual({
      code: 'JFK',
      name: 'John F. Kennedy International Airport',
      city: 'New York',
      countryCode: 'US',
      countryName: 'United States',
      latitude: 40.6413,
      longitude: -73.7781,
      timeZone: 'America/New_York',
    });
    expect((await codes('JFK'))[0]).toBe('JFK');
    // 'lis' is Lisbon's code and the start of its city: listed once, first, before Budapest Ferenc Liszt.
    expect(await codes('LIS')).toEqual(['LIS', 'BUD']);
  });

  it('finds a city without its accents', async () => {
    expect((await codes('sao')).slice(0, 2)).toEqual(['GRU', 'CGH']);
    expect((await codes('São Paulo')).slice(0, 2)).toEqual(['GRU', 'CGH']);
    expect((await codes('zur'))[0]).toBe('ZRH');
    expect((await codes('ZÜRICH'))[0]).toBe('ZRH');
    expect(await codes('reykjavik')).toEqual(['KEF']);
    expect((await codes('cancun'))[0]).toBe('CUN');
  });

  it('matches the start of a phrase across words', async () => {
    expect((await codes('new y')).slice(0, 3)).toEqual(['JFK', 'LGA', 'EWR']);
    expect(await codes('janeiro')).toEqual(['GIG', 'SDU']);
    expect(await codes('gardermoen')).toEqual(['OSL']);
    expect(await codes('ohare')).toEqual(['ORD']);
  });

  it('puts the city’s own airports before those that merely mention it', async () => {
    const oslo = await search('oslo');
    expect(oslo[0]?.code).toBe('OSL');
    expect(oslo.map((a) => a.code)).toContain('TRF');
    expect((await codes('london')).slice(0, 4)).toEqual(['LHR', 'LGW', 'STN', 'LCY']);
  });

  it('returns at most 20', async () => {
    expect(await search('united')).toHaveLength(20);
    expect(await search('a')).toHaveLength(20);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await search('qqqq')).toEqual([]);
    expect(await search('%_')).toEqual([]);
  });

  it.each([
    ['/api/flight/airports', 'missing'],
    ['/api/flight/airports?search=', 'empty'],
    ['/api/flight/airports?search=%20%20', 'blank'],
    [`/api/flight/airports?search=${'a'.repeat(61)}`, 'too long'],
  ])('rejects %s (%s) with 400 naming search', async (url) => {
    const res = await get('wayfarer.localhost', url);
    expect(res.statusCode).toBe(400);
    const { error } = apiErrorSchema.parse(res.json());
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toContain('querystring.search');
  });
});

describe('GET /api/flight/airports/nearest', () => {
  const nearest = async (lat: string, long: string) =>
    nearestAirportResponseSchema.parse(await ok('wayfarer.localhost', `/api/flight/airports/nearest?lat=${lat}&long=${long}`)).airport;

  it.each([
    ['59.9139', '10.7522', 'OSL'],
    ['40.758', '-73.9855', 'LGA'],
    ['-33.8688', '151.2093', 'SYD'],
    ['64.1466', '-21.9426', 'KEF'],
  ])('finds the airport nearest %s,%s (SPEC 2.3 airportLat, airportLong): %s', async (lat, long, code) => {
    expect((await nearest(lat, long))?.code).toBe(code);
  });

  it('answers none in the middle of the Atlantic', async () => {
    expect(await nearest('40', '-40')).toBeNull();
  });

  it.each([
    ['lat=91&long=10', 'querystring.lat'],
    ['lat=59.9&long=181', 'querystring.long'],
    ['lat=1e1&long=10', 'querystring.lat'],
    ['long=10', 'querystring.lat'],
  ])('rejects %s with 400 naming the field', async (query, field) => {
    const res = await get('wayfarer.localhost', `/api/flight/airports/nearest?${query}`);
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).error.message).toContain(field);
  });
});
