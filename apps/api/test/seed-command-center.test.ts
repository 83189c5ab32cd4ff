import { asc, eq, like, sql } from 'drizzle-orm';
import { TransactionRollbackError } from 'drizzle-orm/errors';
import { agencyBookingRowSchema, bookingSchema, isoDay } from '@travel/contracts';
import { bookingView } from '../src/bookings/booking-view';
import { listBookings } from '../src/command/booking-list';
import { commandScope } from '../src/command/scope';
import type { Database } from '../src/db';
import { agencies, users } from '../src/db/schema-agencies';
import { bookingPayments, bookings, hotelRoomNights } from '../src/db/schema-bookings';
import { clients } from '../src/db/schema-command';
import { flightSeats } from '../src/db/schema-flights';
import { seedDemoCommandCenter } from '../src/seed/demo-bookings';
import { DB_TIMEOUT_MS, openTestDatabase } from './helpers';

let database: Database;
const db = () => database.db;

beforeAll(async () => {
  database = await openTestDatabase();
}, DB_TIMEOUT_MS);
afterAll(() => database.close());

const rowsOf = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => ((await db().execute(query)) as unknown as { rows: T[] }).rows;

async function seededBookings() {
  return db().select().from(bookings).where(like(bookings.idempotencyKey, 'demo-seed-%')).orderBy(asc(bookings.id));
}

describe("Wayfarer's demo clients and bookings", () => {
  it('has twelve clients, kept by the agent, the sales agent and the owner', async () => {
    const kept = await db()
      .select({ keeper: users.email, n: sql<number>`count(*)::int` })
      .from(clients)
      .innerJoin(users, eq(users.id, clients.agentId))
      .innerJoin(agencies, eq(agencies.id, clients.agencyId))
      .where(eq(agencies.subdomain, 'wayfarer'))
      .groupBy(users.email)
      .orderBy(users.email);
    expect(kept).toEqual([
      { keeper: 'agent@wayfarer.test', n: 7 },
      { keeper: 'owner@wayfarer.test', n: 2 },
      { keeper: 'sales@wayfarer.test', n: 3 },
    ]);
  });

  it('has a few hundred hotel and flight bookings over the last year and the next four months, by agents, for clients and by travellers', async () => {
    const seeded = await seededBookings();
    expect(seeded.length).toBeGreaterThan(250);
    expect(new Set(seeded.map((b) => b.service))).toEqual(new Set(['hotels', 'flights']));
    const share = (test: (b: (typeof seeded)[number]) => boolean) => seeded.filter(test).length / seeded.length;
    expect(share((b) => b.status === 'cancelled')).toBeGreaterThan(0.05);
    expect(share((b) => b.agentId !== null)).toBeGreaterThan(0.5);
    expect(share((b) => b.clientId !== null)).toBeGreaterThan(0.25);
    const today = isoDay(new Date());
    const yearAgo = Date.now() - 366 * 86_400_000;
    expect(seeded.every((b) => b.createdAt.getTime() > yearAgo && b.createdAt.getTime() < Date.now())).toBe(true);
    expect(seeded.every((b) => b.startDate > isoDay(b.createdAt) && b.startDate <= isoDay(new Date(Date.now() + 120 * 86_400_000)))).toBe(true);
    expect(seeded.some((b) => b.startDate > today && b.status === 'confirmed')).toBe(true);
    expect(seeded.some((b) => b.endDate < today)).toBe(true);
  });

  it('never puts one on a traveller\'s account: an agent\'s own, or none', async () => {
    const owners = await rowsOf<{ userType: string | null; agentIsUser: boolean }>(
      sql`select u.user_type as "userType", b.user_id = b.agent_id as "agentIsUser" from bookings b left join users u on u.id = b.user_id where b.idempotency_key like 'demo-seed-%' group by 1, 2`,
    );
    expect(owners.every((row) => (row.userType === null ? true : row.userType !== 'Customer' && row.agentIsUser))).toBe(true);
  });

  it('makes every booking a valid one of its service, as the API and the Command Center show it', async () => {
    for (const row of await seededBookings()) bookingSchema.parse(bookingView(row));
    const [owner] = await db().select().from(users).where(eq(users.email, 'owner@wayfarer.test'));
    const list = await listBookings(db(), commandScope(owner!), { page: 1, pageSize: 100, sort: 'bookedAt', dir: 'desc' });
    for (const row of list.bookings) agencyBookingRowSchema.parse(row);
  });

  it('records payments that add up: a card charge of the total, and a card refund of what a cancellation gave back', async () => {
    const seeded = await seededBookings();
    const payments = await db().select().from(bookingPayments);
    for (const booking of seeded) {
      const mine = payments.filter((payment) => payment.bookingId === booking.id);
      const charge = mine.find((payment) => payment.kind === 'charge');
      expect(charge).toMatchObject({ method: 'card', amount: booking.totalRate, currency: booking.currency, gateway: 'stripe' });
      expect(booking.cardAmount).toBe(booking.totalRate);
      const refund = mine.find((payment) => payment.kind === 'refund');
      expect(refund?.amount ?? 0).toBe(booking.refundCard ?? 0);
      if (refund) expect(refund.createdAt).toEqual(booking.cancelledAt);
      expect(charge?.createdAt).toEqual(booking.createdAt);
    }
  });

  it('holds exactly the nights and seats of its confirmed bookings, as real ones do', async () => {
    const [nights] = await rowsOf<{ booked: number; sold: number }>(sql`
      select (select coalesce(sum(jsonb_array_length(detail -> 'rooms') * (end_date - start_date)), 0)::int from bookings where status = 'confirmed' and service = 'hotels') as booked,
             (select coalesce(sum(sold), 0)::int from ${hotelRoomNights}) as sold`);
    expect(nights!.booked).toBeGreaterThan(0);
    expect(nights!.sold).toBe(nights!.booked);
    const [seats] = await rowsOf<{ booked: number; sold: number }>(sql`
      select (select coalesce(sum((detail ->> 'seatCount')::int * jsonb_array_length(detail -> 'seats')), 0)::int from bookings where status = 'confirmed' and service = 'flights') as booked,
             (select coalesce(sum(sold), 0)::int from ${flightSeats}) as sold`);
    expect(seats!.booked).toBeGreaterThan(0);
    expect(seats!.sold).toBe(seats!.booked);
  });

  it('is written once, and the same on every database for a given day', async () => {
    const before = (await seededBookings()).length;
    await db().transaction((tx) => seedDemoCommandCenter(tx));
    expect((await seededBookings()).length).toBe(before);

    // Twice from the same start (no demo bookings, nothing sold), undone each time.
    const day = new Date();
    async function seedAfresh() {
      let made: unknown[] = [];
      try {
        await db().transaction(async (tx) => {
          await tx.delete(bookings).where(like(bookings.idempotencyKey, 'demo-seed-%'));
          await tx.delete(hotelRoomNights);
          await tx.delete(flightSeats);
          await seedDemoCommandCenter(tx, day);
          made = await tx
            .select({ reference: bookings.reference, status: bookings.status, total: bookings.totalRate, start: bookings.startDate, detail: bookings.detail, agent: bookings.agentId, client: bookings.clientId })
            .from(bookings)
            .where(like(bookings.idempotencyKey, 'demo-seed-%'))
            .orderBy(asc(bookings.reference));
          tx.rollback();
        });
      } catch (err) {
        if (!(err instanceof TransactionRollbackError)) throw err;
      }
      return made;
    }
    const first = await seedAfresh();
    expect(first.length).toBeGreaterThan(250);
    expect(await seedAfresh()).toEqual(first);
  }, DB_TIMEOUT_MS);
});
