import fc from 'fast-check';
import { DB_TIMEOUT_MS, startTestServer, type TestServer } from './helpers';
import { ACTIVITY_SEARCH, CAR_SEARCH, HOTEL_SEARCH } from './inventory-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, DB_TIMEOUT_MS);
afterAll(() => server.close());

const POST_ROUTES = [
  HOTEL_SEARCH,
  ACTIVITY_SEARCH,
  CAR_SEARCH,
  '/api/v2/hotel/auto-suggest',
  '/api/activities/destinations',
  '/api/car-rental/auto-suggest',
  '/api/resort/properties/deals?currency=USD',
  '/api/resort/search',
  '/api/resort/properties/availability',
  '/api/resort/properties/hold',
];

/** Bodies near the real ones (right keys, wrong values) and arbitrary JSON or bytes. */
const fieldNames = fc.constantFrom(
  'occupancies', 'stayPeriod', 'latitude', 'longitude', 'radius', 'currency', 'searchString', 'age', 'pickUpDateTime',
  'returnDateTime', 'pickupLatitude', 'text', 'lat', 'lon', 'checkin', 'checkout', 'propertyId', 'roomId', 'adults',
  'children', 'regionIds', '__proto__', 'constructor',
);
const nearlyValid = fc.dictionary(fieldNames, fc.jsonValue({ maxDepth: 3 }), { maxKeys: 6 }).map((o) => JSON.stringify(o));
const anyJson = fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v));
const junk = fc.string({ maxLength: 200 });

describe('malformed bodies never produce a 5xx', () => {
  test.each(POST_ROUTES)('%s', async (url) => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(nearlyValid, anyJson, junk), async (payload) => {
        const res = await server.app.inject({ method: 'POST', url, headers: { host: 'wayfarer.localhost', 'content-type': 'application/json' }, payload });
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json()).toBeDefined();
      }),
      { numRuns: 60, seed: 20261122 },
    );
  }, DB_TIMEOUT_MS);
});
