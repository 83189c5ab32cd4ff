import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Database } from '../src/db';
import { bookingRequest, bookingsClient, day, GRAND_HOUSE, SUNNY, twoAdults } from './bookings-helpers';
import { DB_TIMEOUT_MS, openTestDatabase, testConfig } from './helpers';

/**
 * What an operator reads in the logs when things fail: the error's code and message, never
 * the traveller's personal data. The app logs at info into `lines`.
 */
let database: Database;
let app: FastifyInstance;
let production: FastifyInstance;
const lines: string[] = [];
const capture = { write: (line: string) => void lines.push(line) };
const client = bookingsClient(() => ({ app, database, close: async () => undefined }));

const PERSON = {
  leadTraveller: { firstName: 'Zelda', lastName: 'Quixote-Marsh', email: 'Zelda.QM@example.org', phone: '+44 20 7946 0958' },
  guests: [{ firstName: 'Zelda', lastName: 'Quixote-Marsh' }],
  specialRequests: 'Allergic to feathers',
};
const CARD_HOLDER = 'Zelda Card-Holder';
/** CARD_HOLDER on our route's card, bookingRequest's holder on the booking's. */
const PERSONAL_VALUES = ['Zelda', 'Quixote', 'zelda.qm@example.org', '7946 0958', '442079460958', 'Allergic to feathers', 'Card-Holder', 'Tara Quinn', '4242424242424242'];

/** The captured lines from `from` on, and the personal values found in them (none expected). */
function logsSince(from: number): { text: string; leaked: string[] } {
  const text = lines.slice(from).join('');
  return { text, leaked: PERSONAL_VALUES.filter((value) => text.toLowerCase().includes(value.toLowerCase())) };
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = buildApp({ database, config: testConfig({ logLevel: 'info' }), logStream: capture });
  // Stand-ins for code that handles personal data carelessly: a route that logs its body, and
  // a failing call whose error carries the request it sent (as HTTP clients' errors do).
  app.post('/api/test/supplier', async (request) => {
    request.log.warn({ body: request.body }, 'supplier call failed');
    throw Object.assign(new Error('supplier refused the booking'), { code: 'SUPPLIER_REFUSED', config: { data: request.body } });
  });
  app.get('/api/test/headers', async (request) => {
    request.log.info({ headers: request.headers }, 'headers seen');
    return {};
  });
  production = buildApp({ database, config: testConfig({ logLevel: 'info', nodeEnv: 'production', mailOutbox: false }), logStream: capture });
  await Promise.all([app.ready(), production.ready()]);
}, DB_TIMEOUT_MS);
afterAll(async () => {
  await Promise.all([app.close(), production.close()]);
  await database.close();
});

it('a booking whose insert fails logs the database error, not the traveller', async () => {
  await database.db.execute(sql`alter table bookings add constraint test_refuses_bookings check (false) not valid`);
  try {
    const selection = { hotelId: GRAND_HOUSE, roomId: await client.roomId(GRAND_HOUSE, 'Standard Double Room'), checkIn: day(140), checkOut: day(142), rooms: twoAdults() };
    const quote = await client.quote(selection, {}, SUNNY);
    const from = lines.length;
    const res = await client.book(bookingRequest(selection, quote.charge.totalRate, PERSON), { host: SUNNY });

    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('INTERNAL');
    const { text, leaked } = logsSince(from);
    expect(leaked).toEqual([]);
    expect(text).toContain('unhandled error');
    expect(text).toContain('violates check constraint');
    expect(text).toContain('"constraint":"test_refuses_bookings"');
    expect(text).toContain('"code":"23514"');
    expect(text).toContain('insert into \\"bookings\\"');
  } finally {
    await database.db.execute(sql`alter table bookings drop constraint test_refuses_bookings`);
  }
}, DB_TIMEOUT_MS);

it('an unhandled error in a route whose body has a name, email, phone and card logs its code and message only', async () => {
  const from = lines.length;
  const res = await app.inject({
    method: 'POST',
    url: '/api/test/supplier',
    headers: { host: 'wayfarer.localhost' },
    payload: { hotelId: 424242, ...PERSON, payment: { card: { number: '4242424242424242', cvc: '987', holderName: CARD_HOLDER } } },
  });
  expect(res.statusCode).toBe(500);
  const { text, leaked } = logsSince(from);
  expect(leaked).toEqual([]);
  expect(text).toContain('"code":"SUPPLIER_REFUSED"');
  expect(text).toContain('supplier refused the booking');
  // Redacted by key: the rest of what was logged is still there.
  expect(text).toContain('"hotelId":424242');
  expect(text).toContain('"leadTraveller":"[redacted]"');
});

it('request lines hide personal query values, and credentials in logged headers', async () => {
  const from = lines.length;
  const token = 'eyJhbGciOiJIUzI1NiJ9.secret-token-value.signature';
  await app.inject({ method: 'GET', url: '/api/bookings/WF-AAAAAA?email=zelda.qm%40example.org', headers: { host: 'sunny.localhost' } });
  await app.inject({
    method: 'GET',
    url: '/api/test/headers',
    headers: { host: 'wayfarer.localhost', 'x-access-token': token, cookie: `x-access-token=${token}`, authorization: `Bearer ${token}` },
  });
  const { text, leaked } = logsSince(from);
  expect(leaked).toEqual([]);
  expect(text).toContain('/api/bookings/WF-AAAAAA?email=[redacted]');
  expect(text).toContain('"authorization":"[redacted]"');
  expect(text).toContain('"host":"wayfarer.localhost"');
  expect(text).not.toContain('secret-token-value');
});

it('in production, a mail with no transport is logged without its recipient', async () => {
  const from = lines.length;
  const res = await production.inject({
    method: 'POST',
    url: '/api/user/forgot-password',
    headers: { host: 'wayfarer.localhost' },
    payload: { email: 'traveller@wayfarer.test' },
  });
  expect(res.statusCode).toBe(202);
  const { text } = logsSince(from);
  expect(text).toContain('no mail transport configured');
  expect(text).toContain('"kind":"reset-password"');
  expect(text).not.toContain('traveller@wayfarer.test');
});
