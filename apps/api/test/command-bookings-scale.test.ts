import { eq, sql } from 'drizzle-orm';
import { agencyBookingListSchema } from '@travel/contracts';
import { agencies, users } from '../src/db/schema-agencies';
import { tokensFor, withToken } from './accounts-helpers';
import { day, WAYFARER } from './bookings-helpers';
import { fillAgencyBookings } from './command-scale-data';
import { adminUrl, startTestServer, type TestServer } from './helpers';

// The Command Center's bookings list must answer within 50 ms with 100,000 bookings in one
// agency on PostgreSQL, newest first with any filter or search, and by travel date or
// traveller (src/command/booking-list.ts says how). Measured through the API, each query
// warmed once and then timed 20 times: the median is held to the target, the slowest to three
// times it, as this machine also runs the other test files. The orders no index keeps (total,
// agent, status, service) sort the agency's index entries, and are held to twice the target.
// A missing index (a sequential scan of the agency's bookings) costs 150 to 300 ms every time.
const TARGET_MS = 50;
const RUNS = 20;

const onPostgres = adminUrl ? describe : describe.skip;

onPostgres('the bookings list with 100,000 bookings in one agency (PostgreSQL)', () => {
  let server: TestServer;
  let as: (email: string) => Record<string, string>;
  let sales: string;

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.database.db;
    const [wayfarer] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.subdomain, 'wayfarer'));
    const staff = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.isTravelAgent, true));
    sales = staff.find((user) => user.email === 'sales@wayfarer.test')!.id;
    await fillAgencyBookings(db, wayfarer!.id, 100_000, staff.filter((user) => user.email.endsWith('@wayfarer.test')).map((user) => user.id), 2000);
    // As autovacuum would have by now: the visibility map lets counts read the index alone.
    await db.execute(sql`vacuum analyze bookings`);
    const token = await tokensFor(server.app, ['owner@wayfarer.test', 'sales@wayfarer.test']);
    as = (email) => withToken(token(email));
  }, 180_000);
  afterAll(() => server?.close());

  const cases: [string, string, () => Record<string, string | number>, number?][] = [
    ['the first page, newest first', 'owner@wayfarer.test', () => ({})],
    ['page 40', 'owner@wayfarer.test', () => ({ page: 40 })],
    ['the last page', 'owner@wayfarer.test', () => ({ page: 4000 })],
    ['a service', 'owner@wayfarer.test', () => ({ service: 'flights' })],
    ['cancelled', 'owner@wayfarer.test', () => ({ status: 'cancelled' })],
    ['booked in the last 30 days', 'owner@wayfarer.test', () => ({ bookedFrom: day(-30), bookedTo: day(0) })],
    ['travelling next month', 'owner@wayfarer.test', () => ({ travelFrom: day(30), travelTo: day(60) })],
    ['an agent', 'owner@wayfarer.test', () => ({ agentId: sales })],
    ['a name', 'owner@wayfarer.test', () => ({ q: 'quinn' })],
    ['one letter', 'owner@wayfarer.test', () => ({ q: 't' })],
    ['an email', 'owner@wayfarer.test', () => ({ q: 'amara.okafor1' })],
    ['a name, a service and a status', 'owner@wayfarer.test', () => ({ q: 'quinn', service: 'hotels', status: 'confirmed' })],
    ["a sales agent's own", 'sales@wayfarer.test', () => ({})],
    ["a sales agent's own, searched", 'sales@wayfarer.test', () => ({ q: 'ch' })],
    ['by travel start', 'owner@wayfarer.test', () => ({ sort: 'travelStart', dir: 'asc' })],
    ['by traveller', 'owner@wayfarer.test', () => ({ sort: 'traveller', dir: 'asc' })],
    ['by total', 'owner@wayfarer.test', () => ({ sort: 'total' }), 2],
    ['by agent', 'owner@wayfarer.test', () => ({ sort: 'agent', dir: 'asc' }), 2],
    ['by status', 'owner@wayfarer.test', () => ({ sort: 'status' }), 2],
  ];

  it.each(cases)('answers %s (as %s) in time', async (_name, email, query, times = 1) => {
    const target = times * TARGET_MS;
    const url = `/api/agency/bookings?${new URLSearchParams(Object.entries(query()).map(([k, v]) => [k, String(v)]))}`;
    const send = () => server.app.inject({ method: 'GET', url, headers: { host: WAYFARER, ...as(email) } });
    const warm = await send();
    expect(warm.statusCode).toBe(200);
    expect(agencyBookingListSchema.parse(warm.json()).total).toBeGreaterThan(0);
    const took: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      await send();
      took.push(performance.now() - started);
    }
    took.sort((a, b) => a - b);
    expect(took[RUNS / 2]).toBeLessThan(target);
    expect(took[RUNS - 1]).toBeLessThan(3 * target);
  });
});
