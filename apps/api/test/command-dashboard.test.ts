import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { ACCOUNT_ERROR_CODES, DASHBOARD_UPCOMING_MAX, type Dashboard, dashboardSchema, ERROR_CODES, type ServiceKey } from '@travel/contracts';
import { fillAgencyBookings } from '../src/bench/agency-bookings-data';
import { newBookingReference } from '../src/bookings/reference';
import { dashboardQueries } from '../src/command/dashboard';
import { commandScope, visibleBookings } from '../src/command/scope';
import { visibleProposals } from '../src/command/proposal-view';
import { agencies } from '../src/db/schema-agencies';
import { bookings, type NewBookingRow } from '../src/db/schema-bookings';
import { clients } from '../src/db/schema-command';
import { type ProposalRow, proposals } from '../src/db/schema-proposals';
import { hotelRooms } from '../src/db/schema-inventory';
import { bookingRequest, bookingsClient, day, GRAND_HOUSE, parseBooking, SUNNY, twoAdults, userIdOf, WAYFARER } from './bookings-helpers';
import { commandClient, errorOf, startCommandServer } from './command-helpers';
import { adminUrl, DB_TIMEOUT_MS, type TestServer } from './helpers';

let server: TestServer;
let as: (email: string) => Record<string, string>;
let wayfarerId: number;
let sunnyId: number;
const api = commandClient(() => server);
const hotels = bookingsClient(() => server);
const db = () => server.database.db;
const owner = () => as('owner@wayfarer.test');

beforeAll(async () => {
  ({ server, as } = await startCommandServer());
  const rows = await db().select({ id: agencies.id, subdomain: agencies.subdomain }).from(agencies);
  wayfarerId = rows.find((row) => row.subdomain === 'wayfarer')!.id;
  sunnyId = rows.find((row) => row.subdomain === 'sunny')!.id;
}, DB_TIMEOUT_MS);
afterAll(() => server.close());

const dashboardResponse = (query: Record<string, string>, headers: Record<string, string>, host = WAYFARER): Promise<LightMyRequestResponse> =>
  api.inject('GET', `/api/agency/dashboard?${new URLSearchParams(query)}`, headers, undefined, host);

async function dashboardOf(query: { from: string; to: string }, headers: Record<string, string>, host = WAYFARER): Promise<Dashboard> {
  const res = await dashboardResponse(query, headers, host);
  if (res.statusCode !== 200) throw new Error(`dashboard: ${res.statusCode} ${res.body}`);
  return dashboardSchema.parse(res.json());
}

interface Made {
  agencyId?: number;
  service: ServiceKey & ('hotels' | 'flights');
  status: NewBookingRow['status'];
  bookedAt: string;
  total: number;
  markup: number;
  agent?: string | null;
  start?: string;
  freeUntil?: string | null;
  title?: string;
}

/** A booking written straight into the ledger, paid by card, with the figures the dashboard reads. */
async function made(booking: Made): Promise<string> {
  const start = booking.start ?? booking.bookedAt.slice(0, 10);
  const agentId = booking.agent ? await userIdOf(db(), booking.agent) : null;
  const cancelled = booking.status === 'cancelled' || booking.status === 'cancelling';
  const reference = newBookingReference(booking.service === 'hotels' ? 'H' : 'F');
  await db()
    .insert(bookings)
    .values({
      agencyId: booking.agencyId ?? wayfarerId,
      userId: agentId,
      agentId,
      service: booking.service,
      reference,
      idempotencyKey: `dashboard-${reference}`,
      requestHash: reference,
      status: booking.status,
      startDate: start,
      endDate: start,
      summary: { title: booking.title ?? 'Test trip', subtitle: '', places: [], start, end: start, travellers: 1, thumbnail: '' },
      detail: {},
      terms: {},
      freeCancellationUntil: booking.freeUntil ?? null,
      leadTraveller: { firstName: 'Dana', lastName: 'Scully', email: 'dana@example.com', phone: '+1 202 555 0100' },
      leadEmail: 'dana@example.com',
      currency: 'USD',
      baseRate: booking.total,
      taxAndFee: 0,
      totalRate: booking.total,
      markup: booking.markup,
      displayCurrency: 'USD',
      cardAmount: booking.total,
      cardGateway: 'stripe',
      ...(cancelled ? { cancelledAt: new Date(booking.bookedAt), penalty: 0, refundCard: booking.total, refundWallet: 0 } : {}),
      createdAt: new Date(booking.bookedAt),
    });
  return reference;
}

const figures = (bookingCount: number, sales: number, markup: number, cancellations: number) => ({ bookings: bookingCount, sales, markup, cancellations });

// 2019: years before the demo bookings, so the figures are exactly these.
describe('the figures of a period and of the one before it', () => {
  const march = { from: '2019-03-01', to: '2019-03-10' };

  beforeAll(async () => {
    // The period: its first instant, a cancellation, its last instant; a pending booking never counts.
    await made({ service: 'hotels', status: 'confirmed', bookedAt: '2019-03-01T00:00:00Z', total: 10_000, markup: 900, agent: 'sales@wayfarer.test' });
    await made({ service: 'hotels', status: 'cancelled', bookedAt: '2019-03-05T12:00:00Z', total: 20_000, markup: 1_500, agent: 'agent@wayfarer.test' });
    await made({ service: 'flights', status: 'confirmed', bookedAt: '2019-03-10T23:59:59Z', total: 30_000, markup: 2_000 });
    await made({ service: 'flights', status: 'pending', bookedAt: '2019-03-04T09:00:00Z', total: 99_999, markup: 9_999, agent: 'sales@wayfarer.test' });
    // The ten days before: its last hour, and its first day's booking being cancelled.
    await made({ service: 'hotels', status: 'confirmed', bookedAt: '2019-02-28T23:00:00Z', total: 5_000, markup: 400, agent: 'sales@wayfarer.test' });
    await made({ service: 'flights', status: 'cancelling', bookedAt: '2019-02-19T08:00:00Z', total: 7_000, markup: 600, agent: 'agent@wayfarer.test' });
    // Outside both, and another agency's.
    await made({ service: 'hotels', status: 'confirmed', bookedAt: '2019-03-11T00:00:00Z', total: 1_000, markup: 100 });
    await made({ service: 'hotels', status: 'confirmed', bookedAt: '2019-02-18T23:59:59Z', total: 2_000, markup: 200 });
    await made({ agencyId: sunnyId, service: 'hotels', status: 'confirmed', bookedAt: '2019-03-03T10:00:00Z', total: 50_000, markup: 5_000 });
  });

  it('counts bookings, sales and markup of what was not cancelled, and cancellations, for the period and the ten days before', async () => {
    const board = await dashboardOf(march, owner());
    expect(board.period).toEqual(march);
    expect(board.previousPeriod).toEqual({ from: '2019-02-19', to: '2019-02-28' });
    expect(board.currency).toBe('USD');
    expect(board.current).toEqual(figures(3, 40_000, 2_900, 1));
    expect(board.previous).toEqual(figures(2, 5_000, 400, 1));
    expect(board.byService).toEqual([
      { service: 'hotels', current: figures(2, 10_000, 900, 1), previous: figures(1, 5_000, 400, 0) },
      { service: 'flights', current: figures(1, 30_000, 2_000, 0), previous: figures(1, 0, 0, 1) },
    ]);
  });

  it('draws a bar a day up to 31 days, zero where nothing was booked', async () => {
    const { series } = await dashboardOf(march, owner());
    expect(series.unit).toBe('day');
    expect(series.points.map((point) => point.start)).toEqual(Array.from({ length: 10 }, (_, i) => `2019-03-${String(i + 1).padStart(2, '0')}`));
    expect(series.points.filter((point) => point.bookings > 0)).toEqual([
      { start: '2019-03-01', bookings: 1, sales: 10_000 },
      { start: '2019-03-05', bookings: 1, sales: 0 },
      { start: '2019-03-10', bookings: 1, sales: 30_000 },
    ]);
  });

  it('draws seven-day bars up to 120 days, from the period’s first day', async () => {
    const board = await dashboardOf({ from: '2019-01-01', to: '2019-04-30' }, owner());
    expect(board.series.unit).toBe('week');
    expect(board.series.points).toHaveLength(18);
    expect(board.series.points[8]).toEqual({ start: '2019-02-26', bookings: 2, sales: 15_000 });
    expect(board.series.points[9]).toEqual({ start: '2019-03-05', bookings: 3, sales: 31_000 });
    expect(board.series.points.reduce((sum, point) => sum + point.bookings, 0)).toBe(board.current.bookings);
    expect(board.current).toEqual(figures(7, 48_000, 3_600, 2));
  });

  it('draws calendar months beyond 120 days, the first from the period’s first day', async () => {
    const { series } = await dashboardOf({ from: '2019-01-15', to: '2019-06-30' }, owner());
    expect(series.unit).toBe('month');
    expect(series.points.map((point) => point.start)).toEqual(['2019-01-15', '2019-02-01', '2019-03-01', '2019-04-01', '2019-05-01', '2019-06-01']);
    expect(series.points[2]).toEqual({ start: '2019-03-01', bookings: 4, sales: 41_000 });
  });

  it('compares a month with as many days before it, across a leap day', async () => {
    const board = await dashboardOf({ from: '2020-03-01', to: '2020-03-31' }, owner());
    expect(board.previousPeriod).toEqual({ from: '2020-01-30', to: '2020-02-29' });
    expect(board.current).toEqual(figures(0, 0, 0, 0));
    expect(board.byService).toEqual([]);
  });

  it('gives an agent the figures of their own bookings, and an owner of another agency only theirs', async () => {
    expect((await dashboardOf(march, as('sales@wayfarer.test'))).current).toEqual(figures(1, 10_000, 900, 0));
    expect((await dashboardOf(march, as('sales@wayfarer.test'))).previous).toEqual(figures(1, 5_000, 400, 0));
    expect((await dashboardOf(march, as('agent@wayfarer.test'))).current).toEqual(figures(1, 0, 0, 1));
    expect((await dashboardOf(march, as('restricted@wayfarer.test'))).current).toEqual(figures(0, 0, 0, 0));
    expect((await dashboardOf(march, as('admin@wayfarer.test'))).current).toEqual(figures(3, 40_000, 2_900, 1));
    expect((await dashboardOf(march, as('owner@sunny.test'), SUNNY)).current).toEqual(figures(1, 50_000, 5_000, 0));
  });
});

describe('who may read the dashboard', () => {
  const period = { from: '2019-03-01', to: '2019-03-10' };

  it('is 401 without a sign-in, 403 for a traveller, and 401 for a token of another agency', async () => {
    const anonymous = await dashboardResponse(period, {});
    expect(anonymous.statusCode).toBe(401);
    const traveller = await dashboardResponse(period, as('traveller@wayfarer.test'));
    expect(traveller.statusCode).toBe(403);
    expect(errorOf(traveller).code).toBe(ACCOUNT_ERROR_CODES.forbidden);
    expect((await dashboardResponse(period, owner(), SUNNY)).statusCode).toBe(401);
  });

  it.each([
    [{ from: '2019-03-01' }, /^querystring\.to: /],
    [{ from: '2019-03-10', to: '2019-03-01' }, /^querystring\.to: the period must end on or after its start/],
    [{ from: '2019-01-01', to: '2020-01-02' }, /^querystring\.to: the period can be at most 366 days/],
    [{ from: '2019-02-29', to: '2019-03-10' }, /^querystring\.from: /],
    [{ from: '1999-12-01', to: '1999-12-31' }, /^querystring\.from: the period cannot start before 2000-01-01/],
  ])('refuses the period %j with a 400 saying why', async (query, message) => {
    const res = await dashboardResponse(query as Record<string, string>, owner());
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: ERROR_CODES.validation, message: expect.stringMatching(message) });
  });
});

// Sunny has no demo bookings: its trips and deadlines are exactly these.
describe('upcoming trips and deadlines', () => {
  let due: Record<string, string>;

  beforeAll(async () => {
    const sunny = { agencyId: sunnyId, bookedAt: new Date(Date.now() - 20 * 86_400_000).toISOString(), total: 10_000, markup: 1_000 };
    due = {
      today: await made({ ...sunny, service: 'hotels', status: 'confirmed', start: day(0), title: 'Today' }),
      flex: await made({ ...sunny, service: 'flights', status: 'confirmed', start: day(3), freeUntil: day(2), title: 'Flex' }),
      cancelled: await made({ ...sunny, service: 'hotels', status: 'cancelled', start: day(1), freeUntil: day(0) }),
      pending: await made({ ...sunny, service: 'hotels', status: 'pending', start: day(1), freeUntil: day(0) }),
      later: await made({ ...sunny, service: 'hotels', status: 'confirmed', start: day(20), freeUntil: day(10), title: 'Later' }),
      far: await made({ ...sunny, service: 'hotels', status: 'confirmed', start: day(40), freeUntil: day(29), title: 'Far' }),
      beyond: await made({ ...sunny, service: 'hotels', status: 'confirmed', start: day(45), freeUntil: day(30) }),
      past: await made({ ...sunny, service: 'hotels', status: 'confirmed', start: day(-1), freeUntil: day(-3) }),
    };
  });

  it('lists confirmed trips of the next 14 days, soonest first', async () => {
    const board = await dashboardOf({ from: day(-30), to: day(0) }, as('owner@sunny.test'), SUNNY);
    expect(board.upcoming.map((row) => [row.reference, row.travelStart, row.title])).toEqual([
      [due.today, day(0), 'Today'],
      [due.flex, day(3), 'Flex'],
    ]);
  });

  it('puts free-cancellation ends and departures of the next 30 days in one calendar, soonest first', async () => {
    const board = await dashboardOf({ from: day(-30), to: day(0) }, as('owner@sunny.test'), SUNNY);
    const booking = (reference: string | undefined, service: ServiceKey) => ({ type: 'booking', reference, service });
    expect(board.deadlines).toEqual([
      { kind: 'departure', date: day(0), subject: booking(due.today, 'hotels'), title: 'Today', traveller: 'Dana Scully' },
      { kind: 'freeCancellationEnds', date: day(2), subject: booking(due.flex, 'flights'), title: 'Flex', traveller: 'Dana Scully' },
      { kind: 'departure', date: day(3), subject: booking(due.flex, 'flights'), title: 'Flex', traveller: 'Dana Scully' },
      { kind: 'freeCancellationEnds', date: day(10), subject: booking(due.later, 'hotels'), title: 'Later', traveller: 'Dana Scully' },
      { kind: 'departure', date: day(20), subject: booking(due.later, 'hotels'), title: 'Later', traveller: 'Dana Scully' },
      { kind: 'freeCancellationEnds', date: day(29), subject: booking(due.far, 'hotels'), title: 'Far', traveller: 'Dana Scully' },
    ]);
  });

  it('shows an agent the trips of the bookings list they see, and never another agency’s', async () => {
    for (const email of ['owner@wayfarer.test', 'sales@wayfarer.test', 'agent@wayfarer.test']) {
      const board = await dashboardOf({ from: day(-30), to: day(0) }, as(email));
      const list = await api.listBookings({ status: 'confirmed', travelFrom: day(0), travelTo: day(13), sort: 'travelStart', dir: 'asc', pageSize: DASHBOARD_UPCOMING_MAX }, as(email));
      expect(board.upcoming).toEqual(list.bookings);
      expect(board.deadlines.map((deadline) => deadline.subject)).not.toEqual(expect.arrayContaining([expect.objectContaining({ reference: due.today })]));
    }
  });
});

/** A client of the agency, kept by `keeper` (an email) or by no one. */
async function clientOf(agencyId: number, keeper: string | null, firstName: string, lastName: string): Promise<string> {
  const agentId = keeper ? await userIdOf(db(), keeper) : null;
  const email = `${firstName}.${lastName}.${agencyId}@dashboard.example`.toLowerCase();
  const [row] = await db().insert(clients).values({ agencyId, agentId, firstName, lastName, email }).returning({ id: clients.id });
  return row!.id;
}

interface Proposed {
  agencyId: number;
  clientId: string;
  agent: string | null;
  status: ProposalRow['status'];
  expiresAt: Date;
  title: string;
}

/** A proposal written straight into its table, with what the dashboard reads. */
async function proposed({ agent, ...proposal }: Proposed): Promise<string> {
  const agentId = agent ? await userIdOf(db(), agent) : null;
  const [made] = await db()
    .insert(proposals)
    .values({ ...proposal, agentId })
    .returning({ id: proposals.id });
  return made!.id;
}

/** `hhmm` UTC on the day `offset` days from today. */
const at = (offset: number, hhmm: string): Date => new Date(`${day(offset)}T${hhmm}:00Z`);

describe('proposal expiries in the calendar', () => {
  let sunnyProposal: Record<string, string>;
  let wayfarerProposal: Record<string, string>;

  /** The viewer's proposal deadlines among this describe's proposals (Wayfarer's demo ones left out). */
  async function proposalDeadlinesOf(headers: Record<string, string>, host = WAYFARER) {
    const ours = new Set([...Object.values(sunnyProposal), ...Object.values(wayfarerProposal)]);
    const board = await dashboardOf({ from: day(-30), to: day(0) }, headers, host);
    return board.deadlines.filter((deadline) => deadline.subject.type === 'proposal' && ours.has(deadline.subject.id));
  }

  beforeAll(async () => {
    const ada = await clientOf(sunnyId, null, 'Ada', 'Lovelace');
    const sunny = (status: Proposed['status'], expiresAt: Date, title: string) => proposed({ agencyId: sunnyId, clientId: ada, agent: 'owner@sunny.test', status, expiresAt, title });
    sunnyProposal = {
      // Late on its UTC day: the calendar shows that day.
      sent: await sunny('sent', at(1, '23:30'), 'Sent'),
      viewed: await sunny('viewed', at(5, '00:15'), 'Viewed'),
      approved: await sunny('approved', at(29, '12:00'), 'Approved'),
      draft: await sunny('draft', at(2, '12:00'), 'Draft'),
      declined: await sunny('declined', at(2, '12:00'), 'Declined'),
      expired: await sunny('expired', at(2, '12:00'), 'Expired'),
      booked: await sunny('booked', at(2, '12:00'), 'Booked'),
      beyond: await sunny('sent', at(30, '00:00'), 'Beyond'),
      // Open as written, but past its expiry: it reads as expired.
      lapsed: await sunny('sent', new Date(Date.now() - 60_000), 'Lapsed'),
    };
    const samsClient = await clientOf(wayfarerId, 'sales@wayfarer.test', 'Grace', 'Hopper');
    const alexsClient = await clientOf(wayfarerId, 'agent@wayfarer.test', 'Alan', 'Turing');
    wayfarerProposal = {
      sales: await proposed({ agencyId: wayfarerId, clientId: samsClient, agent: 'sales@wayfarer.test', status: 'sent', expiresAt: at(2, '09:00'), title: 'Sam’s offer' }),
      agent: await proposed({ agencyId: wayfarerId, clientId: alexsClient, agent: 'agent@wayfarer.test', status: 'viewed', expiresAt: at(2, '10:00'), title: 'Alex’s offer' }),
    };
  });

  it('lists the open proposals expiring in the next 30 days on their UTC day, opening the proposal', async () => {
    const proposal = (id: string | undefined) => ({ type: 'proposal', id });
    expect(await proposalDeadlinesOf(as('owner@sunny.test'), SUNNY)).toEqual([
      { kind: 'proposalExpires', date: day(1), subject: proposal(sunnyProposal.sent), title: 'Sent', traveller: 'Ada Lovelace' },
      { kind: 'proposalExpires', date: day(5), subject: proposal(sunnyProposal.viewed), title: 'Viewed', traveller: 'Ada Lovelace' },
      { kind: 'proposalExpires', date: day(29), subject: proposal(sunnyProposal.approved), title: 'Approved', traveller: 'Ada Lovelace' },
    ]);
  });

  it('shows a sales agent only their own proposals’ expiries, owners and admins the agency’s, never another agency’s', async () => {
    const titles = async (email: string, host = WAYFARER) => (await proposalDeadlinesOf(as(email), host)).map((deadline) => deadline.title);
    expect(await titles('sales@wayfarer.test')).toEqual(['Sam’s offer']);
    expect(await titles('agent@wayfarer.test')).toEqual(['Alex’s offer']);
    expect(await titles('restricted@wayfarer.test')).toEqual([]);
    expect(await titles('owner@wayfarer.test')).toEqual(['Sam’s offer', 'Alex’s offer']);
    expect(await titles('admin@wayfarer.test')).toEqual(['Sam’s offer', 'Alex’s offer']);
    expect(await titles('owner@sunny.test', SUNNY)).toEqual(['Sent', 'Viewed', 'Approved']);
  });
});

describe('the markup and free-cancellation day the booking core records', () => {
  it('keeps the agency’s markup of a booking even when the traveller may not see it, and the last free-cancellation day', async () => {
    const roomId = await hotels.roomId(GRAND_HOUSE, 'Standard Double Room');
    const selection = { hotelId: GRAND_HOUSE, roomId, checkIn: day(50), checkOut: day(52), rooms: twoAdults() };
    const [asOwner, asTraveller] = await Promise.all([hotels.quote(selection, owner()), hotels.quote(selection, as('traveller@wayfarer.test'))]);
    expect(asOwner.charge.markup).toBeGreaterThan(0);
    expect(asTraveller.charge.markup).toBeUndefined();
    const booking = parseBooking(await hotels.book(bookingRequest(selection, asTraveller.charge.totalRate), { headers: as('traveller@wayfarer.test') }));
    const [room] = await db().select({ days: hotelRooms.freeCancellationDays }).from(hotelRooms).where(eq(hotelRooms.id, roomId));
    const [row] = await db()
      .select({ markup: bookings.markup, freeUntil: bookings.freeCancellationUntil })
      .from(bookings)
      .where(eq(bookings.reference, booking.reference));
    expect(row).toEqual({ markup: asOwner.charge.markup, freeUntil: room?.days ? day(50 - room.days) : null });
  });

  it('fills both for the demo bookings, as the core books them', async () => {
    const result = (await db().execute(sql`
      select count(*)::int as total, count(*) filter (where markup > 0)::int as marked,
        count(*) filter (where free_cancellation_until is not null)::int as free,
        count(*) filter (where free_cancellation_until >= start_date)::int as late
      from bookings where idempotency_key like 'demo-seed-%'`)) as unknown as { rows: { total: number; marked: number; free: number; late: number }[] };
    const seeded = result.rows[0]!;
    expect(seeded.total).toBeGreaterThan(250);
    // Wayfarer marks up hotels and flights: every booking earned some.
    expect(seeded.marked).toBe(seeded.total);
    expect(seeded.free).toBeGreaterThan(0);
    expect(seeded.late).toBe(0);
  });
});

// On PostgreSQL with another agency of 20,000 bookings and 20,000 proposals (a third of them
// open, expiring over the next eight weeks): each read is a range of an index, never a scan of the table.
const onPostgres = adminUrl ? describe : describe.skip;

onPostgres('the dashboard’s reads (PostgreSQL EXPLAIN)', () => {
  beforeAll(async () => {
    await fillAgencyBookings(db(), sunnyId, 20_000, [await userIdOf(db(), 'owner@sunny.test')], 10);
    await db().execute(sql`
      insert into proposals (agency_id, client_id, title, status, expires_at)
      select ${sunnyId}, (select id from clients where agency_id = ${sunnyId} limit 1), 'Bench ' || i,
        (array['draft', 'sent', 'viewed', 'approved', 'declined', 'expired', 'booked', 'draft', 'declined'])[1 + i % 9],
        now() + make_interval(mins => i * 4)
      from generate_series(1, 20000) as i`);
    await db().execute(sql`vacuum analyze bookings`);
    await db().execute(sql`vacuum analyze proposals`);
  }, 120_000);

  /** Every access of `table` in the plan, by node type and index. */
  async function accesses(query: SQLWrapper, table = 'bookings'): Promise<string[]> {
    const result = (await db().execute(sql`explain (format json) ${query}`)) as unknown as { rows: { 'QUERY PLAN': unknown }[] };
    const found: string[] = [];
    const walk = (node: Record<string, unknown>) => {
      if (node['Relation Name'] === table) found.push(`${String(node['Node Type'])} ${String(node['Index Name'] ?? '')}`.trim());
      for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
    };
    walk((result.rows[0]!['QUERY PLAN'] as { Plan: Record<string, unknown> }[])[0]!.Plan);
    return found;
  }

  it.each(['owner@wayfarer.test', 'sales@wayfarer.test'])('reads only Wayfarer’s index entries for %s', async (email) => {
    const user = { id: await userIdOf(db(), email), agencyId: wayfarerId, userType: email.startsWith('owner') ? 'AgencyOwner' : 'SalesAgent' } as const;
    const scope = await visibleBookings(db(), commandScope(user));
    const year = { from: day(-365), to: day(0) };
    const month = { from: day(0), to: day(29) };
    const reads = [
      await accesses(dashboardQueries.figuresByDay(db(), scope, year)),
      await accesses(dashboardQueries.upcomingTrips(db(), scope, month)),
      await accesses(dashboardQueries.bookingsDueOn(db(), scope, month, bookings.startDate)),
      await accesses(dashboardQueries.bookingsDueOn(db(), scope, month, bookings.freeCancellationUntil)),
      await accesses(dashboardQueries.proposalsExpiringIn(db(), visibleProposals(commandScope(user)), month), 'proposals'),
    ];
    expect(reads.every((read) => read.length > 0)).toBe(true);
    expect(reads.flat().filter((access) => access.startsWith('Seq Scan'))).toEqual([]);
    expect(reads[3]!.join()).toContain('bookings_free_cancellation_idx');
    expect(reads[4]!.join()).toMatch(/proposals_(open_expiry|agency_updated|agency_agent_updated)_idx/);
  });

  // The index holds every agency's open proposals by expiry: the plan filters them by agency.
  it('reads the open proposals by expiry for the agency with thousands of them', async () => {
    const owner = { id: await userIdOf(db(), 'owner@sunny.test'), agencyId: sunnyId, userType: 'AgencyOwner' } as const;
    const read = await accesses(dashboardQueries.proposalsExpiringIn(db(), visibleProposals(commandScope(owner)), { from: day(0), to: day(29) }), 'proposals');
    expect(read).toEqual(['Index Scan proposals_open_expiry_idx']);
  });
});
