import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { bookingSchema } from '@travel/contracts';
import { bookingView } from '../src/bookings/booking-view';
import { walletBalance } from '../src/bookings/wallet-ledger';
import { openDatabase, type Database } from '../src/db';
import { bookingPayments, bookings, walletTransactions } from '../src/db/schema';
import { seedDatabase } from '../src/seed';
import { DB_TIMEOUT_MS, freshDatabaseTarget, type TestDatabaseTarget } from './helpers';

/** The migrations as they were before the booking core (0000-0005): a copy whose journal stops there. */
function migrationsBeforeBookingCore(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'travel-migrations-'));
  cpSync(path.resolve(__dirname, '../drizzle'), dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < '0006');
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Hotel bookings as the old `bookings` table held them: confirmed and cancelled, paid by
 * card, by credits and by both, one without an account; and the accounts' credits after them.
 */
async function writeOldBookings(database: Database): Promise<void> {
  const { db } = database;
  const [agency] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into agencies (subdomain, agency_name, settings, deals_city, deals_latitude, deals_longitude)
      values ('migrated', 'Migrated Travel', '{}'::jsonb, 'New York', 40.7, -74.0) returning id`),
  );
  const [room] = rowsOf<{ id: number; hotel_id: number }>(await db.execute(sql`select id, hotel_id from hotel_rooms order by id limit 1`));
  if (!agency || !room) throw new Error('the catalogue has no room');
  const users = rowsOf<{ id: string; email: string }>(
    await db.execute(sql`insert into users (agency_id, email, password_hash, user_type, first_name, last_name, is_reward_wallet_enable, credits_minor, credits_currency)
      values (${agency.id}, 'tara@migrated.test', 'x', 'Customer', 'Tara', 'Quinn', true, 5000, 'USD'),
             (${agency.id}, 'omar@migrated.test', 'x', 'Customer', 'Omar', 'Haddad', true, 0, 'USD')
      returning id, email`),
  );
  const tara = users.find((u) => u.email.startsWith('tara'))?.id;
  const hotel = { id: room.hotel_id, name: 'Grand House', stars: 4, address: '1 Main St', city: 'New York', countryCode: 'US', heroImage: '/images/h.svg' };
  const insert = (values: {
    reference: string;
    userId: string | null;
    status: 'confirmed' | 'cancelled';
    card: number;
    wallet: number;
    walletCredits?: number;
    cancelled?: { penalty: number; card: number; wallet: number };
  }) =>
    db.execute(sql`insert into bookings (agency_id, user_id, reference, idempotency_key, request_hash, status, hotel_id, room_id, hotel, room,
        check_in, check_out, rooms, lead_traveller, guests, lead_email, special_requests, currency, base_rate, tax_and_fee, total_rate, display_currency,
        card_gateway, card_brand, card_last4, card_amount, card_charge_id, wallet_amount, wallet_credits, wallet_credits_currency, free_cancellation_days,
        cancelled_at, penalty, refund_card, refund_wallet, refund_id, created_at)
      values (${agency.id}, ${values.userId}, ${values.reference}, ${`key-${values.reference}`}, 'hash', ${values.status}, ${room.hotel_id}, ${room.id},
        ${JSON.stringify(hotel)}::jsonb, ${JSON.stringify({ roomId: room.id, name: 'Standard Double Room', board: 'RO' })}::jsonb,
        '2027-03-10', '2027-03-13', ${JSON.stringify([{ adults: 2, childAges: [7] }])}::jsonb,
        ${JSON.stringify({ firstName: 'Tara', lastName: 'Quinn', email: 'Tara@Migrated.test', phone: '+1 212 555 0100' })}::jsonb,
        ${JSON.stringify([{ firstName: 'Tara', lastName: 'Quinn' }])}::jsonb, 'tara@migrated.test', 'Late arrival', 'USD', 25000, 5000, 30000, 'EUR',
        ${values.card > 0 ? 'stripe' : null}, ${values.card > 0 ? 'visa' : null}, ${values.card > 0 ? '4242' : null}, ${values.card},
        ${values.card > 0 ? `ch_${values.reference}` : null}, ${values.wallet}, ${values.walletCredits ?? 0}, ${values.wallet > 0 ? 'USD' : null}, 3,
        ${values.cancelled ? sql`'2027-01-05T10:00:00Z'` : null}, ${values.cancelled?.penalty ?? null}, ${values.cancelled?.card ?? null},
        ${values.cancelled?.wallet ?? null}, ${values.cancelled && values.cancelled.card > 0 ? `re_${values.reference}` : null}, '2027-01-02T09:00:00Z')`);
  await insert({ reference: 'H-CARD2345', userId: tara ?? null, status: 'confirmed', card: 30000, wallet: 0 });
  await insert({ reference: 'H-REFUND23', userId: tara ?? null, status: 'cancelled', card: 30000, wallet: 0, cancelled: { penalty: 0, card: 30000, wallet: 0 } });
  await insert({ reference: 'H-WALLET23', userId: tara ?? null, status: 'confirmed', card: 0, wallet: 30000, walletCredits: 30000 });
  await insert({ reference: 'H-BTHW2345', userId: tara ?? null, status: 'cancelled', card: 10000, wallet: 20000, walletCredits: 20000, cancelled: { penalty: 15000, card: 0, wallet: 15000 } });
  await insert({ reference: 'H-ANYM2345', userId: null, status: 'confirmed', card: 30000, wallet: 0 });
}

let target: TestDatabaseTarget;
let database: Database;
let oldMigrations: string;

beforeAll(async () => {
  target = await freshDatabaseTarget();
  oldMigrations = migrationsBeforeBookingCore();
  const before = await openDatabase({ ...target.options, migrationsFolder: oldMigrations, afterMigrate: (db) => seedDatabase(db, { demo: false }) });
  try {
    await writeOldBookings(before);
  } finally {
    await before.close();
  }
  database = await openDatabase(target.options);
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await database?.close();
  target?.cleanup();
  rmSync(oldMigrations, { recursive: true, force: true });
});

describe('the booking core migration (0006) on existing hotel bookings', () => {
  it('keeps every reference, status, stay and amount, as hotel bookings', async () => {
    const rows = await database.db.select().from(bookings).orderBy(asc(bookings.reference));
    expect(rows.map((r) => [r.reference, r.service, r.status, r.startDate, r.endDate, r.totalRate, r.cardAmount, r.walletAmount])).toEqual([
      ['H-ANYM2345', 'hotels', 'confirmed', '2027-03-10', '2027-03-13', 30000, 30000, 0],
      ['H-BTHW2345', 'hotels', 'cancelled', '2027-03-10', '2027-03-13', 30000, 10000, 20000],
      ['H-CARD2345', 'hotels', 'confirmed', '2027-03-10', '2027-03-13', 30000, 30000, 0],
      ['H-REFUND23', 'hotels', 'cancelled', '2027-03-10', '2027-03-13', 30000, 30000, 0],
      ['H-WALLET23', 'hotels', 'confirmed', '2027-03-10', '2027-03-13', 30000, 0, 30000],
    ]);
    const both = rows.find((r) => r.reference === 'H-BTHW2345');
    expect(both && [both.penalty, both.refundCard, both.refundWallet]).toEqual([15000, 0, 15000]);
  });

  it('answers them as before, with a summary My Trips can show', async () => {
    const rows = await database.db.select().from(bookings).where(eq(bookings.reference, 'H-BTHW2345'));
    const view = bookingSchema.parse(bookingView(rows[0] ?? (undefined as never)));
    expect(view).toMatchObject({
      reference: 'H-BTHW2345',
      status: 'cancelled',
      service: 'hotels',
      summary: { title: 'Grand House', subtitle: 'Standard Double Room', places: ['New York'], start: '2027-03-10', end: '2027-03-13', travellers: 3, thumbnail: '/images/h.svg' },
      hotel: { name: 'Grand House', city: 'New York' },
      room: { name: 'Standard Double Room', board: 'RO' },
      stay: { start: '2027-03-10', end: '2027-03-13', nights: 3 },
      rooms: [{ adults: 2, childAges: [7] }],
      guests: [{ firstName: 'Tara', lastName: 'Quinn' }],
      specialRequests: 'Late arrival',
      price: { currency: 'USD', baseRate: 25000, taxAndFee: 5000, totalRate: 30000 },
      displayCurrency: 'EUR',
      payment: { currency: 'USD', card: { brand: 'visa', last4: '4242', amount: 10000 }, walletAmount: 20000 },
      cancelled: { penalty: 15000, refund: { card: 0, wallet: 15000, total: 15000 } },
    });
  });

  it('writes each charge and refund as a payment row, with the gateway ids', async () => {
    const rows = await database.db
      .select({ reference: bookings.reference, kind: bookingPayments.kind, method: bookingPayments.method, amount: bookingPayments.amount, id: bookingPayments.gatewayReference })
      .from(bookingPayments)
      .innerJoin(bookings, eq(bookings.id, bookingPayments.bookingId))
      .orderBy(asc(bookings.reference), asc(bookingPayments.kind), asc(bookingPayments.method));
    expect(rows.map((r) => [r.reference, r.kind, r.method, r.amount, r.id])).toEqual([
      ['H-ANYM2345', 'charge', 'card', 30000, 'ch_H-ANYM2345'],
      ['H-BTHW2345', 'charge', 'card', 10000, 'ch_H-BTHW2345'],
      ['H-BTHW2345', 'charge', 'wallet', 20000, null],
      ['H-BTHW2345', 'refund', 'wallet', 15000, null],
      ['H-CARD2345', 'charge', 'card', 30000, 'ch_H-CARD2345'],
      ['H-REFUND23', 'charge', 'card', 30000, 'ch_H-REFUND23'],
      ['H-REFUND23', 'refund', 'card', 30000, 're_H-REFUND23'],
      ['H-WALLET23', 'charge', 'wallet', 30000, null],
    ]);
  });

  it('turns the credits into a ledger whose sum is each balance as it was', async () => {
    const accounts = rowsOf<{ id: string; email: string }>(await database.db.execute(sql`select id, email from users where email like '%@migrated.test' order by email`));
    const balances = await Promise.all(accounts.map(async (a) => [a.email, await walletBalance(database.db, a.id)]));
    expect(balances).toEqual([
      ['omar@migrated.test', 0],
      ['tara@migrated.test', 5000],
    ]);
    const tara = accounts.find((a) => a.email.startsWith('tara'))?.id ?? '';
    const ledger = await database.db.select().from(walletTransactions).where(eq(walletTransactions.userId, tara)).orderBy(asc(walletTransactions.id));
    // Given 40000, spent 30000 and 20000 on two bookings, 15000 back from a cancellation: 5000 left.
    expect(ledger.map((t) => [t.kind, t.amount])).toEqual(
      expect.arrayContaining([
        ['booking', -30000],
        ['booking', -20000],
        ['refund', 15000],
        ['opening', 40000],
      ]),
    );
    expect(ledger).toHaveLength(4);
  });
});
