import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { apiErrorSchema, MAX_DB_ID, TOO_FAR_AHEAD_MESSAGE, UNSAFE_TEXT_MESSAGE } from '@travel/contracts';
import { freshAddress } from './accounts-helpers';
import { day } from './bookings-helpers';
import { DB_TIMEOUT_MS, startTestServer, type TestServer } from './helpers';
import { postExamples, type RequestExample } from './request-examples';
import { collectRouteSchemas, fieldName, fieldsOf, REQUEST_PARTS, type RequestField, type RequestPart, type RouteSchemas, withValueAt } from './request-schemas';

// Every field of every route, found from the schemas the routes register: a new route or
// field is held to the request rules of packages/contracts/src/request-fields.schema.ts
// without anyone listing it here.

let server: TestServer;
let routes: RouteSchemas[] = [];
let examples: Record<string, RequestExample>;
beforeAll(async () => {
  server = await startTestServer({}, (app) => {
    routes = collectRouteSchemas(app);
  });
  examples = await postExamples(server);
}, DB_TIMEOUT_MS);
afterAll(() => server.close());

/**
 * Fastify stops at the first part of a request that fails (params, body, query string,
 * headers), so the parts before the one under test must be valid: a path parameter by its
 * name, a body from the route's example.
 */
const PARAM_SAMPLES: Record<string, string> = { reference: 'H-ABCDEFGH', hotelId: '2', lang: 'en', kind: 'hotels', file: '1.svg', clientId: '00000000-0000-4000-8000-000000000000', proposalId: '00000000-0000-4000-8000-000000000000', itemId: '00000000-0000-4000-8000-000000000000',
  userId: '00000000-0000-4000-8000-000000000000', invitationId: '00000000-0000-4000-8000-000000000000', dealLinkId: 'AbCdEf0123', token: 'a'.repeat(43),
};

const routeKey = (route: RouteSchemas) => `${route.method} ${route.url}`;
const before = (a: RequestPart, b: RequestPart) => REQUEST_PARTS.indexOf(a) < REQUEST_PARTS.indexOf(b);

/** The route's request with `value` in `field`, every part before it valid and every other part empty. */
function send(route: RouteSchemas, field: RequestField, value: unknown): Promise<LightMyRequestResponse> {
  const [first] = field.path;
  const url = route.url.replace(/:(\w+)/g, (_, name: string) => {
    if (field.part === 'params' && name === first) return encodeURIComponent(String(value));
    const sample = PARAM_SAMPLES[name];
    if (sample === undefined) throw new Error(`add a sample for the path parameter :${name} of ${routeKey(route)} to PARAM_SAMPLES`);
    return sample;
  });
  const query = field.part === 'querystring' ? `?${String(first)}=${encodeURIComponent(String(value))}` : '';
  let body: unknown;
  if (field.part === 'body') body = (field.alongside ?? []).reduce((built, tag) => withValueAt(built, tag.path, tag.value), withValueAt({}, field.path, value));
  else if (route.parts.body && before('body', field.part)) {
    body = examples[routeKey(route)]?.body;
    if (body === undefined) throw new Error(`add an example of ${routeKey(route)} to request-examples.ts`);
  }
  return server.app.inject({
    method: route.method as HTTPMethods,
    url: `${url}${query}`,
    remoteAddress: freshAddress(),
    headers: {
      host: 'wayfarer.localhost',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(field.part === 'headers' ? { [String(first)]: String(value) } : {}),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

const messageOf = (res: LightMyRequestResponse): string => {
  const parsed = apiErrorSchema.safeParse(res.json());
  return parsed.success ? parsed.data.error.message : res.body;
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Null when the route answers 400 naming the field or an item of it (with `says`, when given, as the reason); else what it did. */
async function refusal(route: RouteSchemas, field: RequestField, value: unknown, says = ''): Promise<string | null> {
  const res = await send(route, field, value);
  const naming = new RegExp(`(?:^|; )${escaped(fieldName(field))}(\\.\\d+)*: ${escaped(says)}`);
  if (res.statusCode === 400 && naming.test(messageOf(res))) return null;
  return `${routeKey(route)} ${fieldName(field)} = ${JSON.stringify(value)}: ${res.statusCode} ${res.body}`;
}

const everyField = () => routes.flatMap((route) => fieldsOf(route).map((field) => ({ route, field })));

test('the walk reaches every kind of field: bodies, nested and in arrays, query strings, path parameters and headers', () => {
  const names = everyField().map(({ route, field }) => `${routeKey(route)} ${fieldName(field)}`);
  expect(names).toEqual(
    expect.arrayContaining([
      'POST /api/hotels/bookings body.specialRequests',
      'POST /api/hotels/bookings body.leadTraveller.email',
      'POST /api/hotels/bookings body.guests.0.lastName',
      'POST /api/hotels/bookings headers.idempotency-key',
      'GET /api/bookings/:reference querystring.email',
      'GET /api/bookings/:reference params.reference',
      'PUT /api/agency/website body.metaData.keywords.0',
      'POST /api/user/signup body.firstName',
      'GET /api/resort/auto-suggest querystring.key',
      'POST /api/resort/search body.regionIds.0',
      'POST /api/dealray/deals/hotel-search body.stayPeriod.start',
      'GET /api/hotels/:hotelId params.hotelId',
      'GET /images/:kind/:file params.file',
    ]),
  );
});

/** What reaches the API unchanged: JSON and headers carry any UTF-16, a URL only decodes to well-formed text. */
const UNSAFE_TEXT = { anywhere: ['a\u0000b', 'a\u001bb'], inJsonOrHeaders: ['a\ud800b', 'b\udc00'] };

test('every text field of every route refuses NUL, control characters and lone surrogates with a 400 naming it', async () => {
  const failures: string[] = [];
  for (const { route, field } of everyField().filter(({ field }) => field.kind !== 'number')) {
    const values = field.part === 'body' || field.part === 'headers' ? [...UNSAFE_TEXT.anywhere, ...UNSAFE_TEXT.inJsonOrHeaders] : UNSAFE_TEXT.anywhere;
    for (const value of values) {
      const failure = await refusal(route, field, value);
      if (failure) failures.push(failure);
    }
  }
  expect(failures).toEqual([]);
}, 60_000);

test('free text says why it was refused', async () => {
  const website = routes.find((route) => routeKey(route) === 'PUT /api/agency/website');
  const field: RequestField = { part: 'body', path: ['metaData', 'title'], kind: 'text' };
  expect(website && (await refusal(website, field, 'Wayfarer\u0000', UNSAFE_TEXT_MESSAGE))).toBeNull();
});

/**
 * An id field by its name: id, ids, cityId, regionIds... but a deal link's id, a short code of
 * letters and digits of which 2^31 written out is a well-formed one.
 */
const isIdField = ({ path }: RequestField) => {
  const name = String(path.filter((key) => typeof key === 'string').at(-1));
  return /^ids?$|Ids?$/.test(name) && name !== 'dealLinkId';
};

test('every id of every route refuses 2^31, one above the largest PostgreSQL integer, with a 400 naming it', async () => {
  const ids = everyField().filter(({ field }) => isIdField(field));
  expect(ids.map(({ route, field }) => `${routeKey(route)} ${fieldName(field)}`)).toEqual(
    expect.arrayContaining([
      'POST /api/resort/properties/availability body.propertyId',
      'POST /api/resort/properties/hold body.roomId',
      'POST /api/resort/search body.subregionIds.0',
      'GET /api/resort/regions querystring.ids',
      'POST /api/hotels/quote body.hotelId',
      'POST /api/hotels/search body.destination.cityId',
      'GET /api/hotels/:hotelId params.hotelId',
    ]),
  );
  const failures: string[] = [];
  for (const { route, field } of ids) {
    const tooBig = MAX_DB_ID + 1;
    const failure = await refusal(route, field, field.kind === 'number' ? tooBig : String(tooBig));
    if (failure) failures.push(failure);
  }
  expect(failures).toEqual([]);
});

/** The last day of a stay, rental or trip: the first day's rule bounds it (and each service caps a stay's length). */
const isEndField = ({ path }: RequestField) => ['checkOut', 'checkout', 'end', 'returnDateTime', 'return'].includes(String(path.at(-1)));
/** Dates about a person, not the trip: a birthday, a passport's expiry. */
const isPersonalDate = ({ path }: RequestField) => ['dateOfBirth', 'passportExpiry'].includes(String(path.at(-1)));
/** A list's filter bounds and a report's period (the Command Center's bookedFrom, travelTo, the dashboard's from and to): they find trips, they start none. */
const isFilterBound = ({ part, path }: RequestField) => part === 'querystring' && /^(from|to)$|(From|To)$/.test(String(path.at(-1)));
/** Until when an agent's offer holds (a proposal's, a deal link's): each has its own bound, checked with the request. */
const isExpiry = ({ path }: RequestField) => path.at(-1) === 'expiresAt';
const asKind = (field: RequestField, date: string) => (field.kind === 'dateTime' ? `${date}T10:00:00` : date);

test('every start date of every route is refused more than 365 days ahead, naming the field', async () => {
  const starts = everyField().filter(({ field }) => (field.kind === 'date' || field.kind === 'dateTime') && !isEndField(field) && !isPersonalDate(field) && !isFilterBound(field) && !isExpiry(field));
  expect(starts.map(({ route, field }) => `${routeKey(route)} ${fieldName(field)}`)).toEqual(expect.arrayContaining([
    'GET /api/hotels/:hotelId querystring.checkIn',
    'POST /api/dealray/deals/car-search body.pickUpDateTime',
    'POST /api/dealray/deals/hotel-search body.stayPeriod.start',
    'POST /api/hotels/bookings body.checkIn',
    'POST /api/hotels/quote body.checkIn',
    'POST /api/hotels/search body.checkIn',
    'POST /api/resort/properties/availability body.checkin',
    'POST /api/resort/properties/hold body.checkin',
    'POST /api/resort/search body.checkin',
  ]));
  const failures: string[] = [];
  for (const { route, field } of starts) {
    for (const far of ['9999-12-01', day(366)]) {
      const failure = await refusal(route, field, asKind(field, far), TOO_FAR_AHEAD_MESSAGE);
      if (failure) failures.push(failure);
    }
    // The last day within reach is not refused for its date (the request may lack other fields).
    const res = await send(route, field, asKind(field, day(365)));
    if (messageOf(res).includes(`${fieldName(field)}:`)) failures.push(`${routeKey(route)} ${fieldName(field)} refused ${day(365)}: ${res.body}`);
  }
  expect(failures).toEqual([]);
});
