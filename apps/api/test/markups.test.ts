import { ERROR_CODES, apiErrorSchema, hotelDealsResponseSchema, markupAmount, markupsResponseSchema } from '@travel/contracts';
import { call, tokensFor, withToken } from './accounts-helpers';
import { DB_TIMEOUT_MS, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let token: (email: string) => string;
beforeAll(async () => {
  server = await startTestServer();
  token = await tokensFor(server.app, [
    'owner@wayfarer.test',
    'admin@wayfarer.test',
    'sales@wayfarer.test',
    'agent@wayfarer.test',
    'traveller@wayfarer.test',
    ['owner@sunny.test', 'sunny.localhost'],
  ]);
}, DB_TIMEOUT_MS);
afterAll(() => server.close());

const MARKUPS = '/api/agency/markups';
const WAYFARER_SEEDED = [
  { service: 'Hotels', basisPoints: 1200 },
  { service: 'Air Travel', basisPoints: 500 },
  { service: 'Resorts', basisPoints: 1000 },
  { service: 'Cars', basisPoints: 800 },
  { service: 'Activities', basisPoints: 1000 },
  { service: 'Cruise', basisPoints: 600 },
];

const markupsAs = async (bearer: string, host = 'wayfarer.localhost') => {
  const res = await call(server.app, MARKUPS, { host, headers: withToken(bearer) });
  expect(res.statusCode).toBe(200);
  return markupsResponseSchema.parse(res.json()).markups;
};
const put = (bearer: string, body: unknown) => call(server.app, MARKUPS, { method: 'PUT', body, headers: withToken(bearer) });

/** The first New York deal's price before taxes, as an anonymous visitor sees it. */
async function firstDealBaseRate(): Promise<{ hotelId: number; baseRate: number }> {
  const res = await call(server.app, '/api/dealray/deals/hotel-search', {
    method: 'POST',
    body: { latitude: 40.7128, longitude: -74.006, stayPeriod: { start: '2027-03-12', end: '2027-03-14' } },
  });
  expect(res.statusCode).toBe(200);
  const [deal] = hotelDealsResponseSchema.parse(res.json()).response;
  if (!deal) throw new Error('no deal in New York');
  return { hotelId: deal.hotel.hotelId, baseRate: deal.rates.baseRate };
}

test("an owner reads every service's markup, in the nav order", async () => {
  expect(await markupsAs(token('owner@wayfarer.test'))).toEqual(WAYFARER_SEEDED);
});

test('an admin changes one markup; the others stay, and prices follow at once', async () => {
  const before = await firstDealBaseRate();
  const admin = token('admin@wayfarer.test');
  const res = await put(admin, { markups: [{ service: 'Hotels', basisPoints: 0 }] });
  expect(res.statusCode).toBe(200);
  const expected = WAYFARER_SEEDED.map((markup) => (markup.service === 'Hotels' ? { ...markup, basisPoints: 0 } : markup));
  expect(markupsResponseSchema.parse(res.json()).markups).toEqual(expected);
  expect(await markupsAs(admin)).toEqual(expected);

  // With no markup the price before taxes is the wholesale rate: the old price was it plus 12 %.
  const after = await firstDealBaseRate();
  expect(after.hotelId).toBe(before.hotelId);
  expect(before.baseRate).toBe(after.baseRate + markupAmount(after.baseRate, 1200));

  await put(admin, { markups: [{ service: 'Hotels', basisPoints: 1200 }] });
  expect(await firstDealBaseRate()).toEqual(before);
});

test("one agency's change leaves another's markups alone", async () => {
  const sunnyBefore = await markupsAs(token('owner@sunny.test'), 'sunny.localhost');
  await put(token('owner@wayfarer.test'), { markups: [{ service: 'Cars', basisPoints: 950 }] });
  expect(await markupsAs(token('owner@sunny.test'), 'sunny.localhost')).toEqual(sunnyBefore);
  await put(token('owner@wayfarer.test'), { markups: [{ service: 'Cars', basisPoints: 800 }] });
});

test.each(['sales@wayfarer.test', 'agent@wayfarer.test', 'traveller@wayfarer.test'])('%s may neither read nor change markups (403)', async (email) => {
  const mine = token(email);
  for (const res of [await call(server.app, MARKUPS, { headers: withToken(mine) }), await put(mine, { markups: [{ service: 'Hotels', basisPoints: 1 }] })]) {
    expect(res.statusCode).toBe(403);
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('FORBIDDEN');
  }
  expect(await markupsAs(token('owner@wayfarer.test'))).toEqual(WAYFARER_SEEDED);
});

test('an anonymous visitor gets 401', async () => {
  expect((await call(server.app, MARKUPS)).statusCode).toBe(401);
  expect((await call(server.app, MARKUPS, { method: 'PUT', body: { markups: [{ service: 'Hotels', basisPoints: 1 }] } })).statusCode).toBe(401);
});

test.each([
  [{ markups: [{ service: 'Hotels', basisPoints: 10_001 }] }, /^body\.markups\.0\.basisPoints/],
  [{ markups: [{ service: 'Hotels', basisPoints: 12.5 }] }, /^body\.markups\.0\.basisPoints/],
  [{ markups: [{ service: 'Trains', basisPoints: 100 }] }, /^body\.markups\.0\.service/],
  [{ markups: [{ service: 'Hotels', basisPoints: 100 }, { service: 'Hotels', basisPoints: 200 }] }, /each service at most once/],
  [{ markups: [] }, /^body\.markups/],
])('a refused body (%j) is a 400 naming the field, and changes nothing', async (body, message) => {
  const owner = token('owner@wayfarer.test');
  const res = await put(owner, body);
  expect(res.statusCode).toBe(400);
  const { error } = apiErrorSchema.parse(res.json());
  expect(error.code).toBe(ERROR_CODES.validation);
  expect(error.message).toMatch(message);
  expect(await markupsAs(owner)).toEqual(WAYFARER_SEEDED);
});
