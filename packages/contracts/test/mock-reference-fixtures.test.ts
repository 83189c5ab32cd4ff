import { z } from 'zod';
import {
  activityDestinationsResponseSchema,
  airportsResponseSchema,
  apiErrorSchema,
  carAutoSuggestResponseSchema,
  carRentalCountriesResponseSchema,
  citySuggestionSchema,
  countriesResponseSchema,
  hotelAutoSuggestResponseSchema,
  hotelSuggestionSchema,
  languagesResponseSchema,
  locationResponseSchema,
  priceOffer,
  ratesForViewer,
  resortAutoSuggestResponseSchema,
  resortAvailabilityResponseSchema,
  resortHoldResponseSchema,
  resortOffersResponseSchema,
  resortRegionsResponseSchema,
  shipLinesResponseSchema,
} from '@travel/contracts';
import { apiClient } from '@travel/api-client';
import {
  agencyFixture,
  airportsFixture,
  citiesFixture,
  countriesFixture,
  handlersFor,
  hotelSuggestionsFixture,
  inventoryHandlersFor,
  referenceHandlersFor,
  resortRegionsFixture,
  shipLinesFixture,
} from '@travel/mocks';
import { server } from '@travel/mocks/node';

type Method = 'get' | 'post' | 'put';

/** Any status comes back as an answer, not a rejection. */
const call = (method: Method, url: string, data?: unknown, headers?: Record<string, string>) =>
  apiClient.request({ method, url, data, headers, validateStatus: () => true });

/** A 200 answer, read through its contract schema. */
async function ok<T>(schema: z.ZodType<T>, method: Method, url: string, data?: unknown): Promise<T> {
  const response = await call(method, url, data);
  expect(response.status).toBe(200);
  return schema.parse(response.data);
}

/** An error answer: its status, and the API's one error shape. */
async function failure(method: Method, url: string, data?: unknown) {
  const response = await call(method, url, data);
  return { status: response.status, ...apiErrorSchema.parse(response.data).error };
}

const RESORT_STAY = { checkin: '2027-03-12', checkout: '2027-03-14' };

describe('the reference and inventory fixtures parse with their contract schemas', () => {
  test.each([
    ['countries', countriesResponseSchema, { data: countriesFixture }],
    ['airports', airportsResponseSchema, { airports: airportsFixture }],
    ['cruise lines', shipLinesResponseSchema, { data: shipLinesFixture }],
    [
      'cities',
      z.array(
        citySuggestionSchema.strict().extend({
          airport: z.object({ code: z.string(), name: z.string(), latitude: z.number(), longitude: z.number() }),
          districts: z.tuple([z.string(), z.string(), z.string()]),
        }),
      ),
      citiesFixture,
    ],
    ['hotel suggestions', z.array(hotelSuggestionSchema.strict()), hotelSuggestionsFixture],
    ['resort regions', resortRegionsResponseSchema, { data: resortRegionsFixture }],
  ])('%s', (_name, schema, fixture) => {
    expect(schema.safeParse(fixture).error).toBeUndefined();
  });

  test('countries carry the API fields: real currency, dial code and flag', () => {
    expect(countriesFixture.find((c) => c.code === 'NO')).toEqual({
      code: 'NO',
      name: 'Norway',
      nativeName: 'Norge',
      capital: 'Oslo',
      continent: 'EU',
      continentName: 'Europe',
      dialCode: '+47',
      currency: 'NOK',
      currencyName: 'Norwegian Krone',
      symbol: 'kr',
      emoji: '🇳🇴',
      unicode: 'U+1F1F3 U+1F1F4',
      image: '/flags/no.svg',
    });
  });
});

describe('every mocked call answers with its contract response schema', () => {
  test.each<[string, Method, string, unknown, z.ZodType]>([
    ['countries', 'get', '/api/code', undefined, countriesResponseSchema],
    ['enabled countries', 'get', '/api/admin/country/enable', undefined, countriesResponseSchema],
    ['languages', 'get', '/api/agency/languages', undefined, languagesResponseSchema],
    ['location of the agency', 'get', '/api/user/location', undefined, locationResponseSchema],
    ['location from the query', 'get', '/api/user/location?lat=59.9139&long=10.7522', undefined, locationResponseSchema],
    ['airports', 'get', '/api/flight/airports?search=new', undefined, airportsResponseSchema],
    ['car-rental countries', 'get', '/api/car-rental/findCountries/NO', undefined, carRentalCountriesResponseSchema],
    ['cruise lines', 'get', '/api/cruise/ship-lines', undefined, shipLinesResponseSchema],
    ['hotel autosuggest', 'post', '/api/v2/hotel/auto-suggest', { text: 'new' }, hotelAutoSuggestResponseSchema],
    ['activity destinations', 'post', '/api/activities/destinations', { text: 'sao' }, activityDestinationsResponseSchema],
    ['car autosuggest', 'post', '/api/car-rental/auto-suggest', { text: 'osl' }, carAutoSuggestResponseSchema],
    ['resort autosuggest', 'get', '/api/resort/auto-suggest?key=pearl', undefined, resortAutoSuggestResponseSchema],
    ['resort regions with children', 'get', '/api/resort/regions?children=true', undefined, resortRegionsResponseSchema],
    ['resort deals', 'post', '/api/resort/properties/deals?currency=NOK', { lat: 21.1619, lon: -86.8515 }, resortOffersResponseSchema],
    ['resort search', 'post', '/api/resort/search', { regionIds: [1], ...RESORT_STAY }, resortOffersResponseSchema],
    ['resort availability', 'post', '/api/resort/properties/availability', { propertyId: 1, ...RESORT_STAY }, resortAvailabilityResponseSchema],
  ])('%s', async (_name, method, url, data, schema) => {
    const response = await call(method, url, data);
    expect(response.status).toBe(200);
    expect(schema.safeParse(response.data).error).toBeUndefined();
  });

  test('a resort hold answers 201 with the hold', async () => {
    const response = await call('post', '/api/resort/properties/hold', { propertyId: 13, roomId: 37, ...RESORT_STAY });
    expect(response.status).toBe(201);
    expect(resortHoldResponseSchema.safeParse(response.data).error).toBeUndefined();
  });
});

describe('the mocked calls answer the tenant check as the API does', () => {
  test.each([
    ['GET', '/api/code'],
    ['GET', '/api/flight/airports?search=osl'],
    ['POST', '/api/v2/hotel/auto-suggest'],
    ['GET', '/api/resort/regions'],
  ])('%s %s: 404 without an agency, 403 for an inactive one', async (method, url) => {
    const lower = method.toLowerCase() as Method;
    server.use(...handlersFor(null));
    expect(await failure(lower, url, { text: 'osl' })).toEqual({ status: 404, code: 'AGENCY_NOT_FOUND', message: 'Agency not found!' });
    server.use(...handlersFor(agencyFixture({ status: 'Inactive' })));
    expect(await failure(lower, url, { text: 'osl' })).toMatchObject({ status: 403, code: 'AGENCY_INACTIVE' });
  });
});

describe('airport search (GET /api/flight/airports)', () => {
  const codes = async (search: string) =>
    (await ok(airportsResponseSchema, 'get', `/api/flight/airports?search=${encodeURIComponent(search)}`)).airports.map((a) => a.code);

  test.each([
    ['osl', ['OSL', 'TRF']],
    ['OSL', ['OSL', 'TRF']],
    ['new', ['JFK', 'LGA', 'EWR']],
    ['tromso', ['TOS']],
    ['Tromsø', ['TOS']],
    ['ohare', ['ORD']],
    ["O'Hare", ['ORD']],
    ['cancun', ['CUN']],
    ['cdmx', ['MEX']],
    ['norway', ['OSL', 'TRF', 'TOS']],
    // Code prefixes only, so equal ranks: in city order, London before New York.
    ['lg', ['LGW', 'LGA']],
    ['!!', []],
  ])('%s -> %j', async (search, expected) => {
    expect(await codes(search)).toEqual(expected);
  });

  test('an exact code outranks a city that starts with it', async () => {
    expect((await codes('mia'))[0]).toBe('MIA');
  });

  test.each([
    ['/api/flight/airports', 'querystring.search: '],
    ['/api/flight/airports?search=%20%20', 'querystring.search: '],
  ])('%s: 400 VALIDATION_FAILED naming the field', async (url, start) => {
    const error = await failure('get', url);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(error.message.startsWith(start)).toBe(true);
  });
});

describe('countries, languages, location and cruise lines', () => {
  test('countries and enabled countries: every country unless the agency chose some', async () => {
    expect((await ok(countriesResponseSchema, 'get', '/api/code')).data).toEqual(countriesFixture);
    expect((await ok(countriesResponseSchema, 'get', '/api/admin/country/enable')).data).toEqual(countriesFixture);
    server.use(...referenceHandlersFor(agencyFixture(), ['US', 'MX']));
    expect((await ok(countriesResponseSchema, 'get', '/api/admin/country/enable')).data.map((c) => c.code)).toEqual(['MX', 'US']);
    expect((await ok(carRentalCountriesResponseSchema, 'get', '/api/car-rental/findCountries/en')).countries).toEqual([
      { code: 'MX', name: 'Mexico' },
      { code: 'US', name: 'United States' },
    ]);
  });

  test.each([
    ['en', ['Mexico', 'Norway', 'United Arab Emirates', 'United Kingdom', 'United States']],
    ['NO', ['De forente arabiske emirater', 'Mexico', 'Norge', 'Storbritannia', 'USA']],
    ['de', ['Mexiko', 'Norwegen', 'Vereinigte Arabische Emirate', 'Vereinigte Staaten', 'Vereinigtes Königreich']],
  ])('car-rental countries in %s, sorted for its readers', async (lang, names) => {
    expect((await ok(carRentalCountriesResponseSchema, 'get', `/api/car-rental/findCountries/${lang}`)).countries.map((c) => c.name)).toEqual(names);
  });

  test('an unknown language is a 400 naming params.lang', async () => {
    expect(await failure('get', '/api/car-rental/findCountries/xx')).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: expect.stringMatching(/^params\.lang: /) });
  });

  test("languages: the agency's, in its order, named in themselves", async () => {
    server.use(...referenceHandlersFor(agencyFixture({ languages: ['no', 'en', 'ar'] })));
    expect(await ok(languagesResponseSchema, 'get', '/api/agency/languages')).toEqual({
      languages: [
        { name: 'Norsk', code: 'no', value: 'no' },
        { name: 'English', code: 'en', value: 'en' },
        { name: 'العربية', code: 'ar', value: 'ar' },
      ],
    });
  });

  test.each([
    ['', { latitude: 40.7128, longitude: -74.006, city: 'New York', source: 'agency' }],
    ['?lat=&long=', { latitude: 40.7128, longitude: -74.006, city: 'New York', source: 'agency' }],
    ['?lat=59.9139&long=10.7522', { latitude: 59.9139, longitude: 10.7522, source: 'query' }],
  ])('location with query %j', async (query, expected) => {
    expect(await ok(locationResponseSchema, 'get', `/api/user/location${query}`)).toEqual(expected);
  });

  test.each([
    ['?lat=59.9', 'querystring.long: required with lat'],
    ['?lat=north&long=10', 'querystring.lat: must be a decimal number'],
  ])('location with query %s: 400 %s', async (query, message) => {
    expect(await failure('get', `/api/user/location${query}`)).toEqual({ status: 400, code: 'VALIDATION_FAILED', message });
  });

  test('cruise lines come by name, each with its home ports', async () => {
    const { data } = await ok(shipLinesResponseSchema, 'get', '/api/cruise/ship-lines');
    expect(data.map((line) => line.name)).toEqual(['Cunard', 'Havila Voyages', 'Hurtigruten', 'Norwegian Cruise Line']);
    expect(data.find((line) => line.id === 'hurtigruten')?.homePorts.map((p) => p.city)).toEqual(['Bergen', 'Kirkenes']);
  });
});

describe('autosuggest: prefix and word-prefix, accents and case ignored', () => {
  test.each([
    ['sao', ['São Paulo']],
    ['SÃO P', ['São Paulo']],
    ['janeiro', ['Rio de Janeiro']],
    ['montreal', ['Montréal']],
    ['jfk', ['New York City']],
    ['o', ['Oslo']],
    ['!!', []],
  ])('activity destinations for %s', async (text, names) => {
    expect((await ok(activityDestinationsResponseSchema, 'post', '/api/activities/destinations', { text })).suggestions.map((s) => s.name)).toEqual(names);
  });

  test('hotel autosuggest: cities, then hotels by whole-name then word match', async () => {
    const answer = await ok(hotelAutoSuggestResponseSchema, 'post', '/api/v2/hotel/auto-suggest', { text: 'new' });
    expect(answer.locationSuggestions.map((c) => c.name)).toEqual(['New York City']);
    expect(answer.allData.map((item) => `${item.type}:${item.name}`)).toEqual([
      'city:New York City',
      'hotel:New York City Grand House',
      'hotel:The Ivory House New York City',
    ]);
  });

  test('hotel autosuggest finds a hotel by a folded letter (ø)', async () => {
    const answer = await ok(hotelAutoSuggestResponseSchema, 'post', '/api/v2/hotel/auto-suggest', { text: 'grunerlokka' });
    expect(answer.allData.map((item) => item.name)).toEqual(['Hotel Grünerløkka Terrace']);
  });

  test("car autosuggest: each city's airport and downtown office", async () => {
    const answer = await ok(carAutoSuggestResponseSchema, 'post', '/api/car-rental/auto-suggest', { text: 'oslo' });
    expect(answer.locations.map((l) => [l.type, l.code, l.name])).toEqual([
      ['airport', 'OSL', 'Oslo Airport Gardermoen'],
      ['downtown', 'OSL-downtown', 'Oslo downtown'],
    ]);
    expect(answer.allData).toEqual([expect.objectContaining({ type: 'city', id: 3, name: 'Oslo', locations: answer.locations })]);
  });

  test.each([
    ['/api/v2/hotel/auto-suggest', { text: '' }],
    ['/api/activities/destinations', { text: 'x'.repeat(61) }],
    ['/api/car-rental/auto-suggest', {}],
  ])('%s with %j: 400 naming body.text', async (url, body) => {
    expect(await failure('post', url, body)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: expect.stringMatching(/^body\.text: /) });
  });
});

describe('the resort module (/api/resort)', () => {
  // A fresh hold store for every test: holds made by one do not fill another's rooms.
  beforeEach(() => server.use(...inventoryHandlersFor(agencyFixture())));

  test.each([
    ['pearl', ['resort:Pearl Bay Beach Resort:Riviera Maya', 'resort:Pearl Grove Beach Resort:Riviera Maya', 'resort:Pearl Grove Resort & Spa:Punta Cana']],
    ['carib', ['region:Caribbean:null']],
    ['maya', ['subregion:Riviera Maya:Caribbean']],
    ['coral', ['resort:Coral Grove All-Inclusive Resort:Maldives']],
    ['inclusive', ['resort:Coral Grove All-Inclusive Resort:Maldives']],
  ])('auto-suggest %s', async (key, expected) => {
    const { data } = await ok(resortAutoSuggestResponseSchema, 'get', `/api/resort/auto-suggest?key=${key}`);
    expect(data.map((s) => `${s.type}:${s.name}:${s.parentName}`)).toEqual(expected);
  });

  test('regions: top-level ones, optionally by id and with their subregions', async () => {
    const all = await ok(resortRegionsResponseSchema, 'get', '/api/resort/regions');
    expect(all.data.map((r) => r.name)).toEqual(['Caribbean', 'Indian Ocean', 'Mediterranean', 'Southeast Asia', 'South Pacific', 'Mexican Pacific']);
    const picked = await ok(resortRegionsResponseSchema, 'get', '/api/resort/regions?ids=1,2&children=true');
    expect(picked.data.map((r) => [r.name, 'children' in r ? r.children.map((c) => c.name) : []])).toEqual([
      ['Caribbean', ['Riviera Maya', 'Punta Cana', 'Jamaica', 'Aruba']],
      ['Indian Ocean', ['Maldives', 'Mauritius', 'Seychelles']],
    ]);
  });

  test('deals: nearest first, for two adults over the deals weekend, in the asked currency', async () => {
    const { data } = await ok(resortOffersResponseSchema, 'post', '/api/resort/properties/deals?currency=NOK', { lat: 21.1619, lon: -86.8515 });
    expect(data.slice(0, 3).map((offer) => offer.subregion)).toEqual(['Riviera Maya', 'Riviera Maya', 'Riviera Maya']);
    const distances = data.map((offer) => offer.distance ?? Infinity);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const offer of data) {
      expect(new Date(`${offer.checkin}T00:00:00Z`).getUTCDay()).toBe(5);
      expect(Date.parse(offer.checkout) - Date.parse(offer.checkin)).toBe(2 * 86_400_000);
      expect(offer.rates).toEqual(expect.objectContaining({ currency: 'NOK', totalRate: offer.rates.baseRate + offer.rates.taxAndFee }));
      expect(offer.rates).not.toHaveProperty('wholesaleRate');
    }
  });

  test("search: a region's resorts with the cheapest room that fits, priced with wayfarer's 10 % resort markup", async () => {
    const { data } = await ok(resortOffersResponseSchema, 'post', '/api/resort/search', { regionIds: [2], ...RESORT_STAY });
    expect(data.map((offer) => offer.name)).toEqual(['Lagoon Sands Retreat', 'Coral Grove All-Inclusive Resort', 'Breeze Bay Villas']);
    // Lagoon Sands' Beach Villa, two nights.
    const expected = ratesForViewer(priceOffer({ wholesale: 2 * 53000, taxAndFee: 2 * 6360, published: 2 * 73900, markupBasisPoints: 1000, currency: 'USD' }), null);
    expect(data[0]?.rates).toEqual(expected);
    expect(data[0]?.link).toBe('/booknow/resort/details?propertyId=13&checkin=2027-03-12&checkout=2027-03-14&adults=2&children=0');
  });

  test('search: no room fits seven guests', async () => {
    expect((await ok(resortOffersResponseSchema, 'post', '/api/resort/search', { adults: 6, children: 1, ...RESORT_STAY })).data).toEqual([]);
  });

  test.each<[string, Method, string, unknown, number, string, string]>([
    ['checkout before checkin', 'post', '/api/resort/search', { checkin: '2027-03-14', checkout: '2027-03-12' }, 400, 'VALIDATION_FAILED', 'body.checkout: checkout must be after checkin'],
    ['a currency without a rate', 'post', '/api/resort/properties/deals?currency=XYZ', { lat: 0, lon: 0 }, 400, 'VALIDATION_FAILED', 'querystring.currency: no exchange rate for XYZ'],
    ['a search currency without a rate', 'post', '/api/resort/search', { currency: 'JPY', ...RESORT_STAY }, 400, 'VALIDATION_FAILED', 'body.currency: no exchange rate for JPY'],
    ['an unknown resort', 'post', '/api/resort/properties/availability', { propertyId: 999, ...RESORT_STAY }, 404, 'NOT_FOUND', 'No resort with propertyId 999'],
    ['an unknown hold', 'get', '/api/resort/properties/hold-check?reference_number=RS9999999999', undefined, 404, 'NOT_FOUND', 'No hold with reference number RS9999999999'],
    ['a room of another resort', 'post', '/api/resort/properties/hold', { propertyId: 2, roomId: 1, ...RESORT_STAY }, 409, 'ROOM_UNAVAILABLE', 'That room is not available for these dates and guests'],
  ])('%s: the API error', async (_name, method, url, data, status, code, message) => {
    expect(await failure(method, url, data)).toEqual({ status, code, message });
  });

  test.each([
    ['/api/resort/properties/hold-check?reference_number=nope', /^querystring\.reference_number: /],
    ['/api/resort/auto-suggest', /^querystring\.key: /],
    ['/api/resort/regions?ids=one', /^querystring\.ids: /],
  ])('%s: 400 naming the field', async (url, message) => {
    expect(await failure('get', url)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: expect.stringMatching(message) });
  });

  test('availability: the rooms that take the party, with what is left', async () => {
    const { data } = await ok(resortAvailabilityResponseSchema, 'post', '/api/resort/properties/availability', { propertyId: 1, adults: 3, ...RESORT_STAY });
    expect(data.property).toEqual(expect.objectContaining({ id: 1, name: 'Pearl Grove Beach Resort', region: 'Caribbean', subregion: 'Riviera Maya', allInclusive: true }));
    expect(data.rooms.map((room) => [room.name, room.maxGuests, room.available])).toEqual([
      ['Ocean View Junior Suite', 3, 10],
      ['Beachfront Family Suite', 5, 6],
    ]);
  });

  test('hold, check, full room, release: the hold lifecycle', async () => {
    const room = { propertyId: 2, roomId: 6, adults: 2, children: 1, ...RESORT_STAY };
    const available = async () =>
      (await ok(resortAvailabilityResponseSchema, 'post', '/api/resort/properties/availability', { propertyId: 2, ...RESORT_STAY })).data.rooms.find((r) => r.roomId === 6)?.available;
    expect(await available()).toBe(3);

    const holds = [];
    for (let i = 0; i < 3; i++) {
      const response = await call('post', '/api/resort/properties/hold', room);
      expect(response.status).toBe(201);
      holds.push(resortHoldResponseSchema.parse(response.data).data);
    }
    expect(holds[0]).toEqual(expect.objectContaining({ status: 'HELD', propertyId: 2, roomId: 6, guests: 3, ...RESORT_STAY, referenceNumber: expect.stringMatching(/^RS[0-9A-Z]{10}$/) }));
    expect(await available()).toBe(0);
    expect(await failure('post', '/api/resort/properties/hold', room)).toMatchObject({ status: 409, code: 'ROOM_UNAVAILABLE' });
    // Another stay is not affected.
    expect((await call('post', '/api/resort/properties/hold', { ...room, checkin: '2027-03-14', checkout: '2027-03-16' })).status).toBe(201);

    const reference = holds[0]?.referenceNumber ?? '';
    expect((await ok(resortHoldResponseSchema, 'get', `/api/resort/properties/hold-check?reference_number=${reference}`)).data.status).toBe('HELD');
    const released = await ok(resortHoldResponseSchema, 'put', `/api/resort/itineraries?reference_number=${reference}&status=RELEASE`);
    expect(released.data.status).toBe('RELEASED');
    expect((await ok(resortHoldResponseSchema, 'get', `/api/resort/properties/hold-check?reference_number=${reference}`)).data.status).toBe('RELEASED');
    expect(await available()).toBe(1);
    expect(await failure('put', `/api/resort/itineraries?reference_number=${reference}`)).toMatchObject({ status: 400, message: expect.stringMatching(/^querystring\.status: /) });
  });

  test('a hold not checked out within 15 minutes reads EXPIRED and frees its room', async () => {
    const response = await call('post', '/api/resort/properties/hold', { propertyId: 13, roomId: 37, ...RESORT_STAY });
    const { referenceNumber, expiresAt } = resortHoldResponseSchema.parse(response.data).data;
    const available = async () =>
      (await ok(resortAvailabilityResponseSchema, 'post', '/api/resort/properties/availability', { propertyId: 13, ...RESORT_STAY })).data.rooms.find((r) => r.roomId === 37)?.available;
    expect(await available()).toBe(9);
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse(expiresAt) + 1);
    try {
      expect((await ok(resortHoldResponseSchema, 'get', `/api/resort/properties/hold-check?reference_number=${referenceNumber}`)).data.status).toBe('EXPIRED');
      expect(await available()).toBe(10);
    } finally {
      jest.restoreAllMocks();
    }
  });

  test.each([
    ['a plausible id is echoed', 'checkout-42', 'checkout-42'],
    ['text that is no id is replaced', 'not an id!', expect.stringMatching(/^[0-9a-f-]{36}$/)],
  ])('correlation id: %s, on errors too', async (_name, sent, expected) => {
    const okResponse = await call('get', '/api/resort/regions', undefined, { 'x-correlation-id': sent });
    const errorResponse = await call('get', '/api/resort/auto-suggest', undefined, { 'x-correlation-id': sent });
    expect(errorResponse.status).toBe(400);
    expect(okResponse.headers['x-correlation-id']).toEqual(expected);
    expect(errorResponse.headers['x-correlation-id']).toEqual(expected);
  });

  test('correlation id: one is made when none is sent', async () => {
    expect((await call('get', '/api/resort/regions')).headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
