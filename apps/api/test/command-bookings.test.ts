import { and, eq, ne, sql } from 'drizzle-orm';
import {
  ACCOUNT_ERROR_CODES,
  AGENCY_BOOKING_SORTS,
  type AgencyBookingRow,
  BOOKING_ERROR_CODES,
  bookingSchema,
  cancellationQuoteSchema,
  ERROR_CODES,
  isoDay,
  PAGE_SIZE_MAX,
} from '@travel/contracts';
import { agencies, users } from '../src/db/schema-agencies';
import { bookings } from '../src/db/schema-bookings';
import { clients } from '../src/db/schema-command';
import { bookingRequest, bookingsClient, day, GRAND_HOUSE, parseBooking, soldByNight, SUNNY, twoAdults, userIdOf } from './bookings-helpers';
import { clientInput, commandClient, errorOf, startCommandServer } from './command-helpers';
import { DB_TIMEOUT_MS, type TestServer } from './helpers';

let server: TestServer;
let as: (email: string) => Record<string, string>;
let wayfarerId: number;
const api = commandClient(() => server);
const hotels = bookingsClient(() => server);
const db = () => server.database.db;
const owner = () => as('owner@wayfarer.test');

beforeAll(async () => {
  ({ server, as } = await startCommandServer());
  const [wayfarer] = await db().select({ id: agencies.id }).from(agencies).where(eq(agencies.subdomain, 'wayfarer'));
  wayfarerId = wayfarer!.id;
}, DB_TIMEOUT_MS);
afterAll(() => server.close());

const userId = (email: string) => userIdOf(db(), email);

/** How many of wayfarer's shown bookings match `where`, counted straight from the table. */
async function shown(where?: ReturnType<typeof sql>): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.agencyId, wayfarerId), ne(bookings.status, 'pending'), where && sql`(${where})`));
  return row?.n ?? 0;
}

/** Every row of the list for `query`, page after page. */
async function everyRow(query: Record<string, string | number>, headers = owner()): Promise<AgencyBookingRow[]> {
  const rows: AgencyBookingRow[] = [];
  for (let page = 1; ; page += 1) {
    const list = await api.listBookings({ ...query, page, pageSize: PAGE_SIZE_MAX }, headers);
    rows.push(...list.bookings);
    if (rows.length >= list.total) return rows;
  }
}

describe('the bookings list', () => {
  it('lists every shown booking of the agency, newest first, 25 a page by default', async () => {
    const list = await api.listBookings({}, owner());
    expect(list).toMatchObject({ page: 1, pageSize: 25, total: await shown() });
    expect(list.total).toBeGreaterThan(200);
    const bookedAt = list.bookings.map((row) => row.bookedAt);
    expect(bookedAt).toEqual([...bookedAt].sort().reverse());
  });

  it('pages on the server: pages continue without overlap, past the end is empty, and a page holds at most 100', async () => {
    const first = await api.listBookings({ pageSize: 10 }, owner());
    const second = await api.listBookings({ pageSize: 10, page: 2 }, owner());
    const twenty = await api.listBookings({ pageSize: 20 }, owner());
    expect([...first.bookings, ...second.bookings]).toEqual(twenty.bookings);
    const last = Math.ceil(first.total / 10);
    expect((await api.listBookings({ pageSize: 10, page: last + 1 }, owner())).bookings).toEqual([]);
    const tooBig = await api.listBookingsResponse({ pageSize: PAGE_SIZE_MAX + 1 }, owner());
    expect(tooBig.statusCode).toBe(400);
    expect(errorOf(tooBig).message).toMatch(/^querystring\.pageSize: /);
  });

  it('never shows a pending booking, in the list or by reference', async () => {
    const booking = await api.bookHotel(as('agent@wayfarer.test'), 40);
    await db().update(bookings).set({ status: 'pending' }).where(eq(bookings.reference, booking.reference));
    expect((await api.listBookings({ q: booking.reference }, owner())).total).toBe(0);
    expect((await api.detailResponse(booking.reference, owner())).statusCode).toBe(404);
    await db().update(bookings).set({ status: 'confirmed' }).where(eq(bookings.reference, booking.reference));
    expect((await api.listBookings({ q: booking.reference }, owner())).total).toBe(1);
  });

  it.each([
    ['service', { service: 'flights' }, sql`${bookings.service} = 'flights'`, (row: AgencyBookingRow) => row.service === 'flights'],
    ['status', { status: 'cancelled' }, sql`${bookings.status} in ('cancelling', 'cancelled')`, (row: AgencyBookingRow) => row.status === 'cancelled'],
    [
      'booked range',
      { bookedFrom: day(-90), bookedTo: day(-31) },
      sql`${bookings.createdAt} >= ${day(-90)}::timestamp at time zone 'UTC' and ${bookings.createdAt} < ${day(-30)}::timestamp at time zone 'UTC'`,
      (row: AgencyBookingRow) => row.bookedAt >= day(-90) && row.bookedAt < day(-30),
    ],
    [
      'travel range',
      { travelFrom: day(1), travelTo: day(60) },
      sql`${bookings.startDate} between ${day(1)} and ${day(60)}`,
      (row: AgencyBookingRow) => row.travelStart >= day(1) && row.travelStart <= day(60),
    ],
  ])('filters by %s', async (_name, query, where, holds) => {
    const rows = await everyRow(query);
    expect(rows.length).toBe(await shown(where));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every(holds)).toBe(true);
  });

  it('filters by agent and by client', async () => {
    const sales = await userId('sales@wayfarer.test');
    const byAgent = await everyRow({ agentId: sales });
    expect(byAgent.length).toBe(await shown(sql`${bookings.agentId} = ${sales}`));
    expect(byAgent.every((row) => row.agent?.id === sales && row.agent.name === 'Sam Patel')).toBe(true);
    const [amara] = await db().select().from(clients).where(eq(clients.email, 'amara.okafor@example.com'));
    const byClient = await everyRow({ clientId: amara!.id });
    expect(byClient.length).toBe(await shown(sql`${bookings.clientId} = ${amara!.id}`));
    expect(byClient.length).toBeGreaterThan(0);
    expect(byClient.every((row) => row.client?.name === 'Amara Okafor' && row.traveller.email === 'amara.okafor@example.com')).toBe(true);
  });

  it('searches a reference exactly, or the start of the lead traveller\'s name or email, in any case', async () => {
    const [some] = (await api.listBookings({ pageSize: 1 }, owner())).bookings;
    const byReference = await api.listBookings({ q: ` ${some!.reference.toLowerCase()} ` }, owner());
    expect(byReference.bookings.map((row) => row.reference)).toEqual([some!.reference]);
    expect((await api.listBookings({ q: some!.reference.slice(0, 6) }, owner())).bookings.map((row) => row.reference)).not.toContain(some!.reference);

    const amara = await everyRow({ q: 'AMARA' });
    expect(amara.length).toBe(await shown(sql`lower(${bookings.leadTraveller} ->> 'firstName') like 'amara%' or ${bookings.leadEmail} like 'amara%'`));
    expect(amara.length).toBeGreaterThan(0);
    expect((await everyRow({ q: 'okaf' })).map((row) => row.reference).sort()).toEqual(amara.map((row) => row.reference).sort());
    expect((await everyRow({ q: 'amara oka' })).length).toBe(amara.length);
    expect((await everyRow({ q: 'amara.okafor@ex' })).length).toBe(amara.length);
    expect((await api.listBookings({ q: 'mara' }, owner())).bookings.filter((row) => row.traveller.name.startsWith('Amara'))).toEqual([]);
    expect((await api.listBookings({ q: '%' }, owner())).total).toBe(0);
  });

  it.each(AGENCY_BOOKING_SORTS.flatMap((sort) => [[sort, 'asc'] as const, [sort, 'desc'] as const]))('sorts by %s %s', async (sort, dir) => {
    const rows = (await api.listBookings({ sort, dir, pageSize: PAGE_SIZE_MAX }, owner())).bookings;
    const key: Record<typeof sort, (row: AgencyBookingRow) => string | number | boolean | null> = {
      reference: (row) => row.reference,
      service: (row) => row.service,
      traveller: (row) => row.traveller.name.toLowerCase(),
      travelStart: (row) => row.travelStart,
      bookedAt: (row) => row.bookedAt,
      total: (row) => row.total.amount,
      status: (row) => row.status === 'confirmed',
      agent: (row) => row.agent?.name.toLowerCase() ?? null,
    };
    const keys = rows.map(key[sort]);
    // No agent comes last either way.
    const named = keys.filter((k) => k !== null);
    const sorted = [...named].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(keys).toEqual([...(dir === 'asc' ? sorted : sorted.reverse()), ...keys.filter((k) => k === null)]);
  });

  it('refuses bad filters with a 400 naming them, and reads year 0 as the earliest day', async () => {
    for (const [query, field] of [
      [{ service: 'trains' }, 'querystring.service'],
      [{ status: 'pending' }, 'querystring.status'],
      [{ bookedFrom: '2026-02-30' }, 'querystring.bookedFrom'],
      [{ clientId: 'x' }, 'querystring.clientId'],
      [{ sort: 'wholesale' }, 'querystring.sort'],
      [{ q: 'a\u0000' }, 'querystring.q'],
    ] as const) {
      const res = await api.listBookingsResponse(query, owner());
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
    }
    expect((await api.listBookings({ travelFrom: '0000-01-01', bookedTo: '9999-12-31' }, owner())).total).toBe(await shown());
    expect((await api.listBookings({ travelTo: '0000-01-01' }, owner())).total).toBe(0);
  });
});

describe('who sees which bookings', () => {
  it('shows owners and admins every booking, and any other agent the ones they made or that were made for their clients', async () => {
    const all = await shown();
    expect((await api.listBookings({}, owner())).total).toBe(all);
    expect((await api.listBookings({}, as('admin@wayfarer.test'))).total).toBe(all);
    for (const agent of ['agent@wayfarer.test', 'sales@wayfarer.test', 'restricted@wayfarer.test']) {
      const id = await userId(agent);
      const theirs = await shown(sql`(${bookings.agentId} = ${id} or ${bookings.clientId} in (select ${clients.id} from ${clients} where ${clients.agentId} = ${id}))`);
      const rows = await everyRow({}, as(agent));
      expect(rows.length).toBe(theirs);
      expect(rows.length).toBeLessThan(all);
    }
  });

  it('shows a sales agent a booking the owner made for one of their clients, but not the owner\'s other bookings', async () => {
    const [lars] = await db().select().from(clients).where(eq(clients.email, 'lars.nilsen@example.no'));
    const forLars = await api.bookHotel(owner(), 41, lars!.id);
    const forNobody = await api.bookHotel(owner(), 44);
    expect((await api.detail(forLars.reference, as('sales@wayfarer.test'))).client).toEqual({ id: lars!.id, name: 'Lars Nilsen' });
    expect((await api.listBookings({ q: forLars.reference }, as('sales@wayfarer.test'))).total).toBe(1);
    for (const path of ['', '/cancellation']) {
      const res = await api.inject('GET', `/api/agency/bookings/${forNobody.reference}${path}`, as('sales@wayfarer.test'));
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toEqual({ code: ERROR_CODES.notFound, message: `No booking ${forNobody.reference} among the bookings you may see` });
    }
    expect((await api.listBookings({ q: forNobody.reference }, as('sales@wayfarer.test'))).total).toBe(0);
  });

  it('never lists or opens another agency\'s bookings', async () => {
    const sunnyBooking = await (async () => {
      const selection = { hotelId: GRAND_HOUSE, roomId: await hotels.roomId(GRAND_HOUSE, 'Standard Double Room'), checkIn: day(45), checkOut: day(47), rooms: twoAdults() };
      const quote = await hotels.quote(selection, {}, SUNNY);
      return parseBooking(await hotels.book(bookingRequest(selection, quote.charge.totalRate), { host: SUNNY }));
    })();
    expect((await api.listBookings({ q: sunnyBooking.reference }, owner())).total).toBe(0);
    expect((await api.detailResponse(sunnyBooking.reference, owner())).statusCode).toBe(404);
    expect((await api.cancelResponse(sunnyBooking.reference, 0, owner())).statusCode).toBe(404);
    // Sunny's owner sees it on Sunny.
    expect((await api.listBookings({ q: sunnyBooking.reference }, as('owner@sunny.test'), SUNNY)).total).toBe(1);
    // A wayfarer token on Sunny's site is refused before anything is read.
    expect((await api.listBookingsResponse({}, owner(), SUNNY)).statusCode).toBe(401);
  });

  it('refuses a traveller (403) and an anonymous visitor (401) on every call', async () => {
    const [some] = (await api.listBookings({ pageSize: 1 }, owner())).bookings;
    const calls = [
      (headers: Record<string, string>) => api.listBookingsResponse({}, headers),
      (headers: Record<string, string>) => api.exportResponse({}, headers),
      (headers: Record<string, string>) => api.detailResponse(some!.reference, headers),
      (headers: Record<string, string>) => api.cancellationResponse(some!.reference, headers),
      (headers: Record<string, string>) => api.cancelResponse(some!.reference, 0, headers),
    ];
    for (const send of calls) {
      const traveller = await send(as('traveller@wayfarer.test'));
      expect(traveller.statusCode).toBe(403);
      expect(errorOf(traveller).code).toBe(ACCOUNT_ERROR_CODES.forbidden);
      expect((await send({})).statusCode).toBe(401);
    }
  });
});

describe('the CSV export', () => {
  const parseCsv = (text: string): string[][] => {
    const records: string[][] = [];
    let record: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < text.length; i += 1) {
      const char = text[i]!;
      if (quoted) {
        if (char === '"' && text[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else if (char === '"') quoted = false;
        else cell += char;
      } else if (char === '"') quoted = true;
      else if (char === ',') {
        record.push(cell);
        cell = '';
      } else if (char === '\r' && text[i + 1] === '\n') {
        record.push(cell);
        records.push(record);
        record = [];
        cell = '';
        i += 1;
      } else cell += char;
    }
    return records;
  };

  it('answers a UTF-8 attachment named for the agency and the day, with a header and every matching booking', async () => {
    const res = await api.exportResponse({}, owner());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="bookings-wayfarer-${isoDay(new Date())}.csv"`);
    expect(res.body.startsWith('\uFEFFReference,Service,Status,Title,Travel start,Travel end,Booked at,Traveller,Email,Total,Currency,Agent,Client\r\n')).toBe(true);
    const [header, ...records] = parseCsv(res.body.slice(1));
    expect(header).toHaveLength(13);
    expect(records).toHaveLength(await shown());
    const list = (await api.listBookings({ pageSize: 3 }, owner())).bookings;
    expect(records.slice(0, 3).map((record) => record[0])).toEqual(list.map((row) => row.reference));
    const first = list[0]!;
    expect(records[0]).toEqual([
      first.reference,
      first.service,
      first.status,
      first.title,
      first.travelStart,
      first.travelEnd,
      first.bookedAt,
      first.traveller.name,
      first.traveller.email,
      (first.total.amount / 100).toFixed(2),
      first.total.currency,
      first.agent?.name ?? '',
      first.client?.name ?? '',
    ]);
  });

  it('applies the filters and the role scope', async () => {
    const flights = parseCsv((await api.exportResponse({ service: 'flights', status: 'confirmed' }, owner())).body.slice(1)).slice(1);
    expect(flights).toHaveLength(await shown(sql`${bookings.service} = 'flights' and ${bookings.status} = 'confirmed'`));
    expect(flights.every((record) => record[1] === 'flights' && record[2] === 'confirmed')).toBe(true);
    const sales = parseCsv((await api.exportResponse({}, as('sales@wayfarer.test'))).body.slice(1)).slice(1);
    expect(sales.map((record) => record[0]).sort()).toEqual((await everyRow({}, as('sales@wayfarer.test'))).map((row) => row.reference).sort());
  });

  it('quotes what needs quoting and keeps a spreadsheet from running a cell as a formula', async () => {
    const selection = { hotelId: GRAND_HOUSE, roomId: await hotels.roomId(GRAND_HOUSE, 'Standard Double Room'), checkIn: day(50), checkOut: day(52), rooms: twoAdults() };
    const quote = await hotels.quote(selection, as('agent@wayfarer.test'));
    const email = '=HYPERLINK("http://evil.example","x")@evil.example';
    const leadTraveller = { firstName: 'Mallory', lastName: "D'Arcy", email, phone: '+1 212 555 0100' };
    const booked = parseBooking(await hotels.book(bookingRequest(selection, quote.charge.totalRate, { leadTraveller }), { headers: as('agent@wayfarer.test') }));
    const res = await api.exportResponse({ q: booked.reference }, owner());
    const lines = res.body.slice(1).split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,Mallory D'Arcy,"'=HYPERLINK(""http://evil.example"",""x"")@evil.example",`);
    expect(parseCsv(res.body.slice(1))[1]![8]).toBe(`'${email}`);
  });
});

describe('one booking, and cancelling it for the traveller', () => {
  it('opens a booking as its traveller sees it, with who sold it and the money it moved', async () => {
    const [priya] = await db().select().from(clients).where(eq(clients.email, 'priya.sharma@example.in'));
    const booked = await api.bookHotel(as('agent@wayfarer.test'), 60, priya!.id);
    const detail = await api.detail(booked.reference, owner());
    expect(detail.booking).toEqual(bookingSchema.parse((await hotels.inject('GET', `/api/bookings/${booked.reference}`, undefined, as('agent@wayfarer.test'))).json()));
    expect(detail.agent).toEqual({ id: await userId('agent@wayfarer.test'), name: 'Alex Rivera' });
    expect(detail.client).toEqual({ id: priya!.id, name: 'Priya Sharma' });
    expect(detail.payments).toEqual([
      { kind: 'charge', method: 'card', amount: booked.price.totalRate, currency: 'USD', gatewayReference: expect.stringMatching(/^ch_demo_/), at: expect.any(String) },
    ]);
  });

  it('cancels on the traveller\'s behalf by the very quote My Trips gives, and refuses a stale refund without changing anything', async () => {
    const traveller = as('traveller@wayfarer.test');
    const booked = await api.bookHotel(traveller, 70);
    const roomId = await hotels.roomId(GRAND_HOUSE, 'Standard Double Room');
    const nightsBefore = await soldByNight(db(), roomId);

    const mine = cancellationQuoteSchema.parse((await hotels.inject('GET', `/api/bookings/${booked.reference}/cancellation`, undefined, traveller)).json());
    const onBehalf = await api.cancellationResponse(booked.reference, owner());
    expect(onBehalf.statusCode).toBe(200);
    expect(onBehalf.json()).toEqual(mine);
    expect(mine).toMatchObject({ cancellable: true, penalty: 0, refund: { total: booked.price.totalRate } });

    const stale = await api.cancelResponse(booked.reference, mine.refund.total - 1, owner());
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe(BOOKING_ERROR_CODES.refundChanged);
    expect((await api.detail(booked.reference, owner())).booking.status).toBe('confirmed');
    expect(await soldByNight(db(), roomId)).toEqual(nightsBefore);

    const res = await api.cancelResponse(booked.reference, mine.refund.total, owner());
    expect(res.statusCode).toBe(200);
    const cancelled = await api.detail(booked.reference, owner());
    expect(res.json()).toEqual(cancelled.booking);
    expect(cancelled.booking).toMatchObject({ status: 'cancelled', cancelled: { penalty: 0, refund: mine.refund } });
    expect(cancelled.payments.map((payment) => [payment.kind, payment.method, payment.amount])).toEqual([
      ['charge', 'card', booked.price.totalRate],
      ['refund', 'card', booked.price.totalRate],
    ]);
    // The traveller's My Trips says so too, and the nights are for sale again.
    expect(bookingSchema.parse((await hotels.inject('GET', `/api/bookings/${booked.reference}`, undefined, traveller)).json()).status).toBe('cancelled');
    const after = await soldByNight(db(), roomId);
    expect(Object.values(after).reduce((a, b) => a + b, 0)).toBe(Object.values(nightsBefore).reduce((a, b) => a + b, 0) - 2);
    const again = await api.cancelResponse(booked.reference, 0, owner());
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe(BOOKING_ERROR_CODES.notCancellable);
  });

  it('refunds a seeded booking\'s card, whose charge this process never made', async () => {
    const seeded = await db()
      .select({ reference: bookings.reference })
      .from(bookings)
      .where(and(eq(bookings.agencyId, wayfarerId), eq(bookings.status, 'confirmed'), sql`${bookings.startDate} > current_date + 5`, sql`${bookings.idempotencyKey} like 'demo-seed-%'`));
    const quotes = await Promise.all(seeded.map(async ({ reference }) => cancellationQuoteSchema.parse((await api.cancellationResponse(reference, owner())).json())));
    const refundable = quotes.find((quote) => quote.refund.card > 0);
    const res = await api.cancelResponse(refundable!.reference, refundable!.refund.total, owner());
    expect(res.statusCode).toBe(200);
    const { booking, payments } = await api.detail(refundable!.reference, owner());
    expect(booking.status).toBe('cancelled');
    expect(payments.map((payment) => [payment.kind, payment.amount])).toEqual([
      ['charge', booking.price.totalRate],
      ['refund', refundable!.refund.card],
    ]);
  });

  it('lets an agent cancel only what they may see', async () => {
    const clientOfAgent = await api.createClient(clientInput(), as('agent@wayfarer.test'));
    const booked = await api.bookHotel(as('agent@wayfarer.test'), 80, clientOfAgent.id);
    const quote = cancellationQuoteSchema.parse((await api.cancellationResponse(booked.reference, as('agent@wayfarer.test'))).json());
    expect((await api.cancelResponse(booked.reference, quote.refund.total, as('sales@wayfarer.test'))).statusCode).toBe(404);
    expect((await api.detail(booked.reference, owner())).booking.status).toBe('confirmed');
    expect((await api.cancelResponse(booked.reference, quote.refund.total, as('agent@wayfarer.test'))).statusCode).toBe(200);
  });
});
