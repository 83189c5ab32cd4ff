import {
  activityDestinationsResponseSchema,
  AGENCY_NOT_FOUND_TEXT,
  carAutoSuggestResponseSchema,
  hotelAutoSuggestResponseSchema,
  resortAutoSuggestResponseSchema,
  resortAvailabilityResponseSchema,
  resortHoldResponseSchema,
  resortOffersResponseSchema,
  resortRegionsResponseSchema,
} from '@travel/contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerErrorHandler } from '../src/errors';
import { catalogueProviders } from '../src/inventory/catalogue';
import { registerTenantResolution } from '../src/plugins/tenant';
import { inventoryRoutes } from '../src/routes/inventory';
import { day } from './bookings-helpers';
import { tokenFor, withToken } from './accounts-helpers';
import { DB_TIMEOUT_MS, startTestServer, type TestServer } from './helpers';
import { sender } from './inventory-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, DB_TIMEOUT_MS);
afterAll(() => server.close());
const send = sender(() => server);

const HOTEL = '/api/v2/hotel/auto-suggest';
const ACTIVITY = '/api/activities/destinations';
const CAR = '/api/car-rental/auto-suggest';

const hotelSuggest = async (text: string) => hotelAutoSuggestResponseSchema.parse((await send('POST', HOTEL, { text, isManageLocation: false })).json());
const cityNames = async (text: string) => activityDestinationsResponseSchema.parse((await send('POST', ACTIVITY, { text })).json()).suggestions.map((s) => s.name);

describe('autosuggest', () => {
  test.each([
    ['sao', ['São Paulo']],
    ['SÃO P', ['São Paulo']],
    ['canc', ['Cancún']],
    ['cancún', ['Cancún']],
    ['paulo', ['São Paulo']], // word prefix
    ['janeiro', ['Rio de Janeiro']],
    ['york', ['New York City']],
    ['zur', ['Zürich']],
    ['krakow', ['Kraków']],
    ['montreal', ['Montréal']],
    ['jfk', ['New York City']], // airport code
    ['lo', ['London', 'Los Angeles']], // whole-name matches, alphabetically
    ['qqqq', []],
    ['!!', []],
  ])('%j finds %j', async (text, expected) => {
    expect(await cityNames(text)).toEqual(expected);
  });

  it('ranks a name that starts with the text before one with a later word that does', async () => {
    expect((await cityNames('san'))[0]).toBe('San Francisco');
    expect(await cityNames('c')).toEqual(expect.arrayContaining(['Cairo', 'Cancún', 'Cape Town', 'Chicago', 'Copenhagen']));
    expect((await cityNames('c')).length).toBeLessThanOrEqual(10);
  });

  it('hotel suggest gives cities as locations and cities then hotels in allData', async () => {
    const body = await hotelSuggest('lisb');
    expect(body.locationSuggestions.map((c) => c.name)).toEqual(['Lisbon']);
    expect(body.allData[0]).toMatchObject({ type: 'city', name: 'Lisbon', countryCode: 'PT' });
    expect(body.allData.slice(1).every((item) => item.type === 'hotel' && item.city === 'Lisbon')).toBe(true);
    expect(body.allData.length).toBeGreaterThan(1);
    expect(body.allData.length).toBeLessThanOrEqual(10);
  });

  it('finds hotels by a word of their name, accents ignored', async () => {
    const body = await hotelSuggest('grunerlokka');
    expect(body.locationSuggestions).toEqual([]);
    expect(body.allData.length).toBeGreaterThan(0);
    for (const item of body.allData) expect(item).toMatchObject({ type: 'hotel', city: 'Oslo', name: expect.stringContaining('Grünerløkka') });
  });

  it('car suggest gives each city its airport and downtown pick-up points', async () => {
    const body = carAutoSuggestResponseSchema.parse((await send('POST', CAR, { text: 'oslo' })).json());
    expect(body.locations.map((l) => [l.type, l.code, l.name])).toEqual([
      ['airport', 'OSL', 'Oslo Airport Gardermoen'],
      ['downtown', 'OSL-downtown', 'Oslo downtown'],
    ]);
    expect(body.allData).toHaveLength(1);
    expect(body.allData[0]?.locations).toEqual(body.locations);
  });

  test.each([HOTEL, ACTIVITY, CAR])('%s answers 400 naming text for empty, blank, long or missing text', async (url) => {
    for (const body of [{ text: '' }, { text: '   ' }, { text: 'x'.repeat(61) }, {}, { text: 5 }]) {
      const res = await send('POST', url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain('body.text');
    }
    expect((await send('POST', url, { text: 'x'.repeat(60) })).statusCode).toBe(200);
    expect((await send('POST', url, { text: 'oslo' }, 'nowhere.localhost')).json().error.message).toBe(AGENCY_NOT_FOUND_TEXT);
    expect((await send('POST', url, { text: 'oslo' }, 'closed.localhost')).statusCode).toBe(403);
  });
});

describe('resort', () => {
  // A hold needs an account where the agency does not take bookings without login (wayfarer).
  let token: string;
  beforeAll(async () => {
    token = await tokenFor(server.app, 'traveller@wayfarer.test');
  }, DB_TIMEOUT_MS);
  const hold = (body: object) =>
    server.app.inject({ method: 'POST', url: '/api/resort/properties/hold', headers: { host: 'wayfarer.localhost', ...withToken(token) }, payload: body });

  it('lists regions, then their subregions with parent_id', async () => {
    const all = resortRegionsResponseSchema.parse((await send('GET', '/api/resort/regions')).json()).data;
    expect(all.map((r) => r.name)).toEqual(['Caribbean', 'Indian Ocean', 'Mediterranean', 'Southeast Asia', 'South Pacific', 'Mexican Pacific']);
    expect(all.every((r) => r.parent_id === null && !('children' in r))).toBe(true);

    const res = await send('GET', '/api/resort/regions?ids=1,2&children=true');
    expect(res.json()).toEqual({
      data: [
        {
          id: 1,
          name: 'Caribbean',
          parent_id: null,
          children: [
            { id: 7, name: 'Riviera Maya', parent_id: 1 },
            { id: 8, name: 'Punta Cana', parent_id: 1 },
            { id: 9, name: 'Jamaica', parent_id: 1 },
            { id: 10, name: 'Aruba', parent_id: 1 },
          ],
        },
        {
          id: 2,
          name: 'Indian Ocean',
          parent_id: null,
          children: [
            { id: 11, name: 'Maldives', parent_id: 2 },
            { id: 12, name: 'Mauritius', parent_id: 2 },
            { id: 13, name: 'Seychelles', parent_id: 2 },
          ],
        },
      ],
    });
    const bad = await send('GET', '/api/resort/regions?ids=1;drop');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('querystring.ids');
  });

  it('echoes the correlation id, or makes one, on success and on error', async () => {
    const echoed = await server.app.inject({ method: 'GET', url: '/api/resort/regions', headers: { host: 'wayfarer.localhost', 'x-correlation-id': 'abc-123' } });
    expect(echoed.headers['x-correlation-id']).toBe('abc-123');
    const made = await send('GET', '/api/resort/regions');
    expect(made.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
    const failed = await server.app.inject({ method: 'GET', url: '/api/resort/auto-suggest?key=x', headers: { host: 'nowhere.localhost', 'x-correlation-id': 'req-9' } });
    expect(failed.statusCode).toBe(404);
    expect(failed.headers['x-correlation-id']).toBe('req-9');
    const odd = await server.app.inject({ method: 'GET', url: '/api/resort/regions', headers: { host: 'wayfarer.localhost', 'x-correlation-id': 'a b<script>' } });
    expect(odd.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('suggests regions, subregions and resorts', async () => {
    const data = resortAutoSuggestResponseSchema.parse((await send('GET', '/api/resort/auto-suggest?key=punta')).json()).data;
    expect(data[0]).toEqual({ type: 'subregion', id: 8, name: 'Punta Cana', parentName: 'Caribbean' });
    const carib = resortAutoSuggestResponseSchema.parse((await send('GET', '/api/resort/auto-suggest?key=carib')).json()).data;
    expect(carib).toEqual([{ type: 'region', id: 1, name: 'Caribbean', parentName: null }]);
    const resorts = resortAutoSuggestResponseSchema.parse((await send('GET', '/api/resort/auto-suggest?key=spa')).json()).data;
    expect(resorts.length).toBeGreaterThan(0);
    expect(resorts.every((s) => s.type === 'resort' && s.name.includes('Spa'))).toBe(true);
    expect((await send('GET', '/api/resort/auto-suggest?key=')).statusCode).toBe(400);
  });

  it('gives deals nearest the point, priced with the resort markup', async () => {
    const res = await send('POST', '/api/resort/properties/deals?currency=USD', { lat: 21.1619, lon: -86.8515 }, 'club.localhost');
    expect(res.statusCode).toBe(200);
    const { data } = resortOffersResponseSchema.parse(res.json());
    expect(data.length).toBe(12);
    expect(data[0]?.subregion).toBe('Riviera Maya');
    const distances = data.map((d) => d.distance ?? 0);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect(JSON.stringify(data)).not.toMatch(/wholesaleRate|"markup"/);
    expect((await send('POST', '/api/resort/properties/deals', { lat: 100, lon: 0 })).json().error.message).toContain('body.lat');
  });

  it('searches by region and subregion', async () => {
    const stay = { checkin: '2027-02-01', checkout: '2027-02-06', adults: 2 };
    const maldives = resortOffersResponseSchema.parse((await send('POST', '/api/resort/search', { ...stay, subregionIds: [11] })).json()).data;
    expect(maldives.length).toBe(3);
    expect(maldives.every((r) => r.subregion === 'Maldives' && r.region === 'Indian Ocean')).toBe(true);
    const indianOcean = resortOffersResponseSchema.parse((await send('POST', '/api/resort/search', { ...stay, regionIds: [2] })).json()).data;
    expect(indianOcean.length).toBe(9);
    const bad = await send('POST', '/api/resort/search', { checkin: '2027-02-06', checkout: '2027-02-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('body.checkout');
  });

  it('holds a room, reports the hold, and releases it with PUT /itineraries?status=RELEASE and an empty body', async () => {
    const stay = { propertyId: 1, checkin: '2027-02-01', checkout: '2027-02-04', adults: 2 };
    const before = resortAvailabilityResponseSchema.parse((await send('POST', '/api/resort/properties/availability', stay)).json()).data.rooms;
    const room = before[0];
    if (!room) throw new Error('no room');

    const held = await hold({ ...stay, roomId: room.roomId });
    expect(held.statusCode).toBe(201);
    const created = resortHoldResponseSchema.parse(held.json()).data;
    expect(created).toMatchObject({ status: 'HELD', propertyId: 1, roomId: room.roomId, checkin: '2027-02-01', checkout: '2027-02-04', guests: 2 });

    const during = resortAvailabilityResponseSchema.parse((await send('POST', '/api/resort/properties/availability', stay)).json()).data.rooms;
    expect(during[0]?.available).toBe(room.available - 1);

    const check = await send('GET', `/api/resort/properties/hold-check?reference_number=${created.referenceNumber}`);
    expect(check.json().data.status).toBe('HELD');
    // Another agency cannot see or release it.
    expect((await send('GET', `/api/resort/properties/hold-check?reference_number=${created.referenceNumber}`, undefined, 'club.localhost')).statusCode).toBe(404);

    const release = await server.app.inject({
      method: 'PUT',
      url: `/api/resort/itineraries?reference_number=${created.referenceNumber}&status=RELEASE`,
      headers: { host: 'wayfarer.localhost', 'content-type': 'application/json' },
      payload: '',
    });
    expect(release.statusCode).toBe(200);
    expect(release.json().data.status).toBe('RELEASED');
    expect((await send('GET', `/api/resort/properties/hold-check?reference_number=${created.referenceNumber}`)).json().data.status).toBe('RELEASED');
    const after = resortAvailabilityResponseSchema.parse((await send('POST', '/api/resort/properties/availability', stay)).json()).data.rooms;
    expect(after[0]?.available).toBe(room.available);

    const wrongStatus = await send('PUT', `/api/resort/itineraries?reference_number=${created.referenceNumber}&status=CONFIRM`);
    expect(wrongStatus.statusCode).toBe(400);
    expect(wrongStatus.json().error.message).toContain('querystring.status');
    expect((await send('GET', '/api/resort/properties/hold-check?reference_number=RS0000000000')).statusCode).toBe(404);
  });

  it("answers the resort module's failure texts when the provider fails (SPEC 8)", async () => {
    const failing = catalogueProviders(server.database.db);
    const broken = async (): Promise<never> => {
      throw new Error('supplier down');
    };
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    registerTenantResolution(app, { db: server.database.db, defaultTenant: 'wayfarer' });
    app.register(inventoryRoutes, { db: server.database.db, providers: { ...failing, resort: { ...failing.resort, suggest: broken, regions: broken, properties: broken } } });
    await app.ready();
    try {
      const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'wayfarer.localhost', 'x-correlation-id': 'c-1' } });
      const suggest = await get('/api/resort/auto-suggest?key=bali');
      expect(suggest.statusCode).toBe(500);
      expect(suggest.json()).toEqual({ error: { code: 'INTERNAL', message: 'Failed to fetch suggestions' } });
      expect(suggest.headers['x-correlation-id']).toBe('c-1');
      expect((await get('/api/resort/regions')).json()).toEqual({ error: { code: 'INTERNAL', message: 'Failed to fetch regions and subregions' } });
      const deals = await app.inject({ method: 'POST', url: '/api/resort/properties/deals', headers: { host: 'wayfarer.localhost' }, payload: { lat: 0, lon: 0 } });
      expect(deals.json()).toEqual({ error: { code: 'INTERNAL', message: 'Internal Server Error' } });
    } finally {
      await app.close();
    }
  });

  it('refuses a hold the room cannot take', async () => {
    const res = await hold({ propertyId: 1, roomId: 1, checkin: '2027-02-01', checkout: '2027-02-04', adults: 6 });
    expect(res.statusCode).toBe(409);
    expect((await send('POST', '/api/resort/properties/availability', { propertyId: 9999, checkin: '2027-02-01', checkout: '2027-02-04' })).statusCode).toBe(404);
  });

  it('holds and prices a stay over 60 nights for 60 nights after checkin (SPEC 9), however far its checkout', async () => {
    const stay = { propertyId: 1, checkin: day(20), checkout: '9999-12-01' };
    const capped = { checkin: day(20), checkout: day(80) };
    expect(resortAvailabilityResponseSchema.parse((await send('POST', '/api/resort/properties/availability', stay)).json()).data.property).toMatchObject(capped);
    const offers = resortOffersResponseSchema.parse((await send('POST', '/api/resort/search', { ...stay, subregionIds: [11] })).json()).data;
    expect(offers.map(({ checkin, checkout }) => ({ checkin, checkout }))).toEqual(offers.map(() => capped));
    const held = await hold({ ...stay, roomId: 1 });
    expect(held.statusCode).toBe(201);
    expect(resortHoldResponseSchema.parse(held.json()).data).toMatchObject(capped);
  });
});
