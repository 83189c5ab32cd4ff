import fc from 'fast-check';
import { MAX_DAYS_AHEAD, MAX_DB_ID } from '@travel/contracts';
import { freshAddress } from './accounts-helpers';
import { day, WAYFARER } from './bookings-helpers';
import { DB_TIMEOUT_MS, startTestServer, type TestServer } from './helpers';
import { postExamples, type RequestExample } from './request-examples';
import { collectRouteSchemas, type FieldKind, type FieldPath, leavesOf, type RouteSchemas, withValueAt } from './request-schemas';

/** Every route the app registers, found as they are registered: a new route is fuzzed too. */
let routes: RouteSchemas[] = [];
let examples: Record<string, RequestExample>;
const postRoutes = () => routes.filter((route) => route.method === 'POST');
/** The API's GET routes that read a query string or path parameters. */
const getRoutes = () => routes.filter((route) => route.method === 'GET' && route.url.startsWith('/api/') && (route.parts.querystring ?? route.parts.params));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, (app) => {
    routes = collectRouteSchemas(app);
  });
  examples = await postExamples(server);
}, DB_TIMEOUT_MS);
afterAll(() => server.close());

// What once got past the schemas and failed in the database with a 500: text with NUL or an
// unpaired surrogate, ids of 2^31 and more; and stays starting in year 9999, which were booked.
const FAR = day(MAX_DAYS_AHEAD + 1);
/** The first values of each kind tried in every field of every example. */
const FIRST_TRIED: Record<FieldKind, unknown[]> = {
  text: ['Tara\u0000', 'Quinn\ud800'],
  number: [MAX_DB_ID + 1, -(2 ** 31) - 1],
  date: ['9999-12-01', FAR],
  dateTime: ['9999-12-01T10:00:00', `${FAR}T10:00:00`],
};
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));
const unsafeText = fc.oneof(
  fc.constantFrom('\u0000', 'Tara\u0000', '\ud800', 'Quinn\udfff', '\udc00\ud83d', '\u001b[31m', 'a\r\nb\tc'),
  fc.string({ unit: anyCodeUnit, maxLength: 20 }),
);
const hugeNumbers = fc.oneof(
  fc.constantFrom(MAX_DB_ID, MAX_DB_ID + 1, 2 ** 32, 2 ** 53, -(2 ** 31) - 1, -1, 0, 1e308),
  fc.integer({ min: MAX_DB_ID + 1, max: Number.MAX_SAFE_INTEGER }),
);
const numberLikeText = fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e309', '2147483648', '-2147483649', '0x10', ' 1 ', '1.5', '');
const farDates = fc.constantFrom('9999-12-01', '9999-12-31', FAR, '0000-01-01', '2027-02-30', '99999-01-01');
const farDateTimes = fc.constantFrom('9999-12-01T10:00:00', '9999-12-31T23:59:59Z', `${FAR}T10:00:00`, `${day(30)}T10:00:00+14:00`);
const hostileFor: Record<FieldKind, fc.Arbitrary<unknown>> = {
  text: fc.oneof(unsafeText, numberLikeText),
  number: fc.oneof(hugeNumbers, numberLikeText),
  date: fc.oneof(farDates, unsafeText),
  dateTime: fc.oneof(farDateTimes, unsafeText),
};
const hostile = fc.oneof(unsafeText, hugeNumbers, numberLikeText, farDates);

/** Bodies near the real ones (right keys, wrong values), and arbitrary JSON or bytes. */
const fieldNames = fc.constantFrom(
  'occupancies', 'stayPeriod', 'latitude', 'longitude', 'radius', 'currency', 'searchString', 'age', 'pickUpDateTime',
  'returnDateTime', 'pickupLatitude', 'text', 'lat', 'lon', 'checkin', 'checkout', 'propertyId', 'roomId', 'adults',
  'children', 'regionIds', 'email', 'password', 'firstName', 'lastName', 'language', 'token', '__proto__', 'constructor',
  'destination', 'checkIn', 'checkOut', 'rooms', 'radiusKm', 'filters', 'sort', 'page', 'pageSize',
  'hotelId', 'expectedTotal', 'leadTraveller', 'guests', 'payment', 'acceptTerms', 'expectedRefund',
);
const nearlyValid = fc.dictionary(fieldNames, fc.oneof(fc.jsonValue({ maxDepth: 3 }), hostile), { maxKeys: 6 }).map((o) => JSON.stringify(o));
const anyJson = fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v));
const junk = fc.string({ maxLength: 200 });

/** A route's example, which reaches the database, with one field hostile: each field once with each FIRST_TRIED value, then at random. */
function oneFieldChanged(route: RouteSchemas, example: RequestExample): { firstTried: [string][]; random: fc.Arbitrary<string> } {
  const leaves = route.parts.body ? leavesOf(route.parts.body) : [];
  const changed = (path: FieldPath, value: unknown) => JSON.stringify(withValueAt(example.body, path, value));
  const firstTried = leaves.flatMap(({ path, kind }) => FIRST_TRIED[kind].map((value): [string] => [changed(path, value)]));
  if (leaves.length === 0) return { firstTried, random: nearlyValid };
  const random = fc.constantFrom(...leaves).chain(({ path, kind }) => hostileFor[kind].map((value) => changed(path, value)));
  return { firstTried, random };
}

/** Query strings and path parameters as a URL carries them: NUL encoded, an unpaired surrogate as the invalid UTF-8 bytes it would be. */
const urlEncoded = (value: unknown) =>
  [...String(value)].map((char) => (/^[\uD800-\uDFFF]$/.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join('');
const queryValue = fc.oneof(hostile, fc.string({ maxLength: 20 }));
/** The route's own query fields, each hostile or arbitrary. */
function queryOf(route: RouteSchemas): fc.Arbitrary<string> {
  const names = route.parts.querystring ? leavesOf(route.parts.querystring).map(({ path }) => String(path[0])) : [];
  if (names.length === 0) return fc.constant('');
  return fc.dictionary(fc.constantFrom(...names), queryValue, { maxKeys: names.length }).map((o) =>
    Object.entries(o)
      .map(([name, value]) => `${name}=${urlEncoded(value)}`)
      .join('&'),
  );
}

test('the app has the POST routes of SPEC 7', () => {
  const urls = postRoutes().map((route) => route.url);
  expect(urls).toHaveLength(39);
  expect(urls).toEqual(
    expect.arrayContaining([
      '/api/user/login', '/api/user/signup', '/api/user/forgot-password', '/api/user/new-password', '/api/user/verify',
      '/api/user/change-password',
      '/api/dealray/deals/hotel-search', '/api/dealray/deals/activity-search', '/api/dealray/deals/car-search',
      '/api/v2/hotel/auto-suggest', '/api/activities/destinations', '/api/car-rental/auto-suggest', '/api/resort/properties/deals',
      '/api/hotels/search', '/api/hotels/quote', '/api/hotels/bookings', '/api/bookings/:reference/cancel',
      '/api/flights/quote', '/api/flights/bookings',
      '/api/agency/clients', '/api/agency/bookings/:reference/cancel',
      '/api/agency/agents/invitations', '/api/agency/agents/invitations/:invitationId/resend', '/api/agency/agents/:userId/deactivate',
      '/api/agency/agents/:userId/reactivate', '/api/agent-invitations/accept',
      '/api/agency/subscription', '/api/agency/clients/:clientId/wallet-grants',
      '/api/agency/deal-links',
      '/api/agency/proposals', '/api/agency/proposals/:proposalId/items', '/api/agency/proposals/:proposalId/send',
      '/api/agency/proposals/:proposalId/requote', '/api/proposals/:proposalId/approve', '/api/proposals/:proposalId/decline',
    ]),
  );
});

const inject = (method: 'GET' | 'POST', url: string, payload?: string, example?: RequestExample) =>
  server.app.inject({
    method,
    url,
    // Each request from an address of its own: the per-address limits are not what is fuzzed here.
    remoteAddress: freshAddress(),
    headers: {
      host: example?.host ?? WAYFARER,
      ...example?.headers?.(),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload }),
  });

function expectNo5xx(res: Awaited<ReturnType<typeof inject>>, what: string): void {
  if (res.statusCode >= 500) throw new Error(`${what} answered ${res.statusCode}: ${res.body}`);
}

test('malformed and hostile bodies on every POST route never produce a 5xx, and always answer JSON', async () => {
  for (const route of postRoutes()) {
    const example = examples[`POST ${route.url}`] ?? { body: {} };
    const { firstTried, random } = oneFieldChanged(route, example);
    await fc.assert(
      fc.asyncProperty(fc.oneof(random, random, nearlyValid, anyJson, junk), async (payload) => {
        const res = await inject('POST', route.url.replace(/:\w+/g, 'H-ABCDEFGH'), payload, example);
        expectNo5xx(res, `${route.url} with ${payload}`);
        if (res.statusCode !== 204) expect(res.json()).toBeDefined();
      }),
      { numRuns: 40, seed: 20261122, examples: firstTried },
    );
  }
}, 180_000);

test('hostile query strings and path parameters on every GET route never produce a 5xx, and answer JSON', async () => {
  expect(getRoutes().map((route) => route.url)).toEqual(expect.arrayContaining(['/api/bookings/:reference', '/api/hotels/:hotelId', '/api/resort/regions', '/api/flight/airports']));
  for (const route of getRoutes()) {
    await fc.assert(
      fc.asyncProperty(queryValue, queryOf(route), async (param, search) => {
        const res = await inject('GET', `${route.url.replace(/:\w+/g, urlEncoded(param))}?${search}`);
        expectNo5xx(res, `${route.url} with ${JSON.stringify({ param, search })}`);
        expect(res.json()).toBeDefined();
      }),
      { numRuns: 25, seed: 20261124 },
    );
  }
}, 120_000);
