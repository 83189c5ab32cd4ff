import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { DB_TIMEOUT_MS, startTestServer, type TestServer } from './helpers';

/** Every POST route the app registers, found as they are registered: a new route is fuzzed too. */
const postRoutes: string[] = [];
const isPost = (route: RouteOptions) => ([] as string[]).concat(route.method).includes('POST');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, (app) => {
    app.addHook('onRoute', (route) => {
      if (isPost(route)) postRoutes.push(route.url);
    });
  });
}, DB_TIMEOUT_MS);
afterAll(() => server.close());

/** Bodies near the real ones (right keys, wrong values) and arbitrary JSON or bytes. */
const fieldNames = fc.constantFrom(
  'occupancies', 'stayPeriod', 'latitude', 'longitude', 'radius', 'currency', 'searchString', 'age', 'pickUpDateTime',
  'returnDateTime', 'pickupLatitude', 'text', 'lat', 'lon', 'checkin', 'checkout', 'propertyId', 'roomId', 'adults',
  'children', 'regionIds', 'email', 'password', 'firstName', 'lastName', 'language', 'token', '__proto__', 'constructor',
  'destination', 'checkIn', 'checkOut', 'rooms', 'radiusKm', 'filters', 'sort', 'page', 'pageSize',
  'hotelId', 'expectedTotal', 'leadTraveller', 'guests', 'payment', 'acceptTerms', 'expectedRefund',
);
const nearlyValid = fc.dictionary(fieldNames, fc.jsonValue({ maxDepth: 3 }), { maxKeys: 6 }).map((o) => JSON.stringify(o));
const anyJson = fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v));
const junk = fc.string({ maxLength: 200 });

test('the app has the POST routes of SPEC 7', () => {
  expect(postRoutes).toHaveLength(20);
  expect(postRoutes).toEqual(
    expect.arrayContaining([
      '/api/user/login', '/api/user/signup', '/api/user/forgot-password', '/api/user/new-password', '/api/user/verify',
      '/api/dealray/deals/hotel-search', '/api/dealray/deals/activity-search', '/api/dealray/deals/car-search',
      '/api/v2/hotel/auto-suggest', '/api/activities/destinations', '/api/car-rental/auto-suggest', '/api/resort/properties/deals',
      '/api/hotels/search', '/api/hotels/quote', '/api/hotels/bookings', '/api/bookings/:reference/cancel',
    ]),
  );
});

test('malformed bodies on every POST route never produce a 5xx, and always answer JSON', async () => {
  for (const url of postRoutes) {
    await fc.assert(
      fc.asyncProperty(fc.oneof(nearlyValid, anyJson, junk), async (payload) => {
        const res = await server.app.inject({ method: 'POST', url, headers: { host: 'wayfarer.localhost', 'content-type': 'application/json' }, payload });
        if (res.statusCode >= 500) throw new Error(`${url} answered ${res.statusCode} to ${payload}: ${res.body}`);
        if (res.statusCode !== 204) expect(res.json()).toBeDefined();
      }),
      { numRuns: 40, seed: 20261122 },
    );
  }
}, 120_000);
