import type { LightMyRequestResponse } from 'fastify';
import { and, eq, gte, sql } from 'drizzle-orm';
import { agencies, resortHolds, resortRooms } from '../src/db/schema';
import { MAX_LIVE_HOLDS } from '../src/routes/inventory/resort';
import { tokenFor, withToken } from './accounts-helpers';
import { day } from './bookings-helpers';
import { DB_TIMEOUT_MS, startTestServer, type TestServer } from './helpers';

/**
 * Who may use the resort module and how much of it: only agencies whose Resorts item is
 * active answer; a hold needs an account unless the agency takes bookings without login;
 * one visitor (client address, session id or account) has at most 3 live holds.
 */
let server: TestServer;
let traveller: string;
/** A room type of resort 2 that sleeps two (read from the catalogue, not assumed). */
let roomOfProperty2: number;

beforeAll(async () => {
  server = await startTestServer();
  // Sunny Escapes takes bookings without login; here it offers Resorts too.
  await server.database.db
    .update(agencies)
    .set({ settings: sql`jsonb_set(${agencies.settings}, '{bookingMenuItemOptions}', ${agencies.settings}->'bookingMenuItemOptions' || '[{"title":"Resorts","active":true}]'::jsonb)` })
    .where(eq(agencies.subdomain, 'sunny'));
  server.app.tenants.invalidate('sunny');
  traveller = await tokenFor(server.app, 'traveller@wayfarer.test');
  const [room] = await server.database.db.select({ id: resortRooms.id }).from(resortRooms).where(and(eq(resortRooms.resortId, 2), gte(resortRooms.maxGuests, 2))).orderBy(resortRooms.id).limit(1);
  if (!room) throw new Error('resort 2 has no room for two');
  roomOfProperty2 = room.id;
}, DB_TIMEOUT_MS);
afterAll(() => server.close());

let dayOffset = 10;
/** A stay of its own for each hold, so rooms never run out and only the visitor limit speaks. */
function stay(): { propertyId: number; roomId: number; checkin: string; checkout: string } {
  dayOffset += 2;
  return { propertyId: 2, roomId: roomOfProperty2, checkin: day(dayOffset), checkout: day(dayOffset + 2) };
}

interface Visitor {
  address: string;
  session?: string;
  token?: string;
}

function holdAs(visitor: Visitor, host = 'sunny.localhost'): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method: 'POST',
    url: '/api/resort/properties/hold',
    remoteAddress: visitor.address,
    headers: {
      host,
      ...(visitor.session && { 'x-session-id': visitor.session }),
      ...(visitor.token && withToken(visitor.token)),
    },
    payload: stay(),
  });
}

describe('an agency whose Resorts item is off (sol)', () => {
  it.each([
    ['GET', '/api/resort/auto-suggest?key=punta', undefined],
    ['GET', '/api/resort/regions', undefined],
    ['POST', '/api/resort/properties/deals', { lat: 21.16, lon: -86.85 }],
    ['POST', '/api/resort/search', { checkin: '2027-02-01', checkout: '2027-02-04' }],
    ['POST', '/api/resort/properties/availability', { propertyId: 1, checkin: '2027-02-01', checkout: '2027-02-04' }],
    ['POST', '/api/resort/properties/hold', { propertyId: 1, roomId: 1, checkin: '2027-02-01', checkout: '2027-02-04' }],
    ['GET', '/api/resort/properties/hold-check?reference_number=RS0000000000', undefined],
    ['PUT', '/api/resort/itineraries?reference_number=RS0000000000&status=RELEASE', undefined],
    ['GET', '/api/resort/regions?ids=not-a-number', undefined],
  ] as const)('%s %s answers 404 "Resorts are not offered by this agency"', async (method, url, payload) => {
    const res = await server.app.inject({ method, url, headers: { host: 'sol.localhost', 'x-correlation-id': 'c-7' }, ...(payload && { payload }) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Resorts are not offered by this agency' } });
    expect(res.headers['x-correlation-id']).toBe('c-7');
  });

  it('leaves the agency’s other calls alone', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/agency/navigations', headers: { host: 'sol.localhost' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('who may hold', () => {
  it('anonymous on an agency that needs login to book: 401 "Log in to book", nothing held', async () => {
    const res = await holdAs({ address: '198.51.100.1' }, 'wayfarer.localhost');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({ code: 'UNAUTHORIZED', message: 'Log in to book' });
    expect(await server.database.db.select().from(resortHolds).where(eq(resortHolds.clientAddress, '198.51.100.1'))).toEqual([]);
  });

  it('a failed token is a 401 even where anonymous booking is allowed', async () => {
    const res = await holdAs({ address: '198.51.100.2', token: 'not-a-token' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('TOKEN_INVALID');
  });

  it('anonymous on an agency that takes bookings without login, and signed in anywhere: 201', async () => {
    expect((await holdAs({ address: '198.51.100.3' })).statusCode).toBe(201);
    expect((await holdAs({ address: '198.51.100.4', token: traveller }, 'wayfarer.localhost')).statusCode).toBe(201);
  });
});

describe(`at most ${MAX_LIVE_HOLDS} live holds per visitor`, () => {
  it('counts by address: the 4th is 429 with Retry-After until the first expires; a release frees a place', async () => {
    const visitor = { address: '203.0.113.10' };
    const held = [];
    for (let i = 0; i < MAX_LIVE_HOLDS; i += 1) {
      const res = await holdAs({ ...visitor, session: `session-${i}` });
      expect(res.statusCode).toBe(201);
      held.push(res.json().data.referenceNumber as string);
    }
    const refused = await holdAs(visitor);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'You already hold 3 rooms; release one or wait for one to expire before holding another',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);

    await server.app.inject({ method: 'PUT', url: `/api/resort/itineraries?reference_number=${held[0]}&status=RELEASE`, headers: { host: 'sunny.localhost' } });
    expect((await holdAs(visitor)).statusCode).toBe(201);
  });

  it('counts by session: another address with the same session id is refused; a new address and session is not', async () => {
    for (let i = 0; i < MAX_LIVE_HOLDS; i += 1) expect((await holdAs({ address: `203.0.113.${20 + i}`, session: 'shared-session' })).statusCode).toBe(201);
    expect((await holdAs({ address: '203.0.113.30', session: 'shared-session' })).statusCode).toBe(429);
    expect((await holdAs({ address: '203.0.113.31', session: 'fresh-session' })).statusCode).toBe(201);
  });

  it('counts by account: a signed-in traveller is refused from a new address and session too', async () => {
    const token = await tokenFor(server.app, 'plain@wayfarer.test');
    for (let i = 0; i < MAX_LIVE_HOLDS; i += 1) {
      expect((await holdAs({ address: `203.0.113.${40 + i}`, session: `account-${i}`, token }, 'wayfarer.localhost')).statusCode).toBe(201);
    }
    expect((await holdAs({ address: '203.0.113.50', session: 'account-new', token }, 'wayfarer.localhost')).statusCode).toBe(429);
  });

  it('cannot be raced: 10 holds at once from one visitor, exactly 3 are made', async () => {
    const visitor = { address: '203.0.113.60', session: 'racing-session' };
    const responses = await Promise.all(Array.from({ length: 10 }, () => holdAs(visitor)));
    const statuses = responses.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429, 429, 429]);
  }, DB_TIMEOUT_MS);
});
