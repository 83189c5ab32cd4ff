import { and, eq } from 'drizzle-orm';
import { bookingSchema, cancellationQuoteSchema } from '@travel/contracts';
import { settleUnfinishedBookings } from '../src/bookings/settle';
import { type BookingStep, bookingSteps } from '../src/bookings/steps';
import { bookingPayments, bookings } from '../src/db/schema-bookings';
import { paymentGateway } from '../src/payments/gateways';
import { tokenFor, withToken } from './accounts-helpers';
import { bookingRequest, bookingsClient, creditsOf, day, GRAND_HOUSE, type Selection, setCredits, soldByNight, twoAdults } from './bookings-helpers';
import { DB_TIMEOUT_MS, startTestServer, type TestServer } from './helpers';

// The process dying between a booking's steps (bookingSteps.reached never returning), then
// the settlement sweep run as the next start-up would: no charge is ever left without a
// booking, nothing held without one, and no refund is paid twice.

let server: TestServer;
let standardRoom: number;
let traveller: Record<string, string>;
const client = bookingsClient(() => server);
const db = () => server.database.db;
const gateway = paymentGateway('stripe');
const TARA = 'traveller@wayfarer.test';

beforeAll(async () => {
  server = await startTestServer();
  standardRoom = await client.roomId(GRAND_HOUSE, 'Standard Double Room');
  traveller = withToken(await tokenFor(server.app, TARA));
}, DB_TIMEOUT_MS);
afterAll(() => server.close());
afterEach(() => jest.restoreAllMocks());

const selection = (offset: number): Selection => ({ hotelId: GRAND_HOUSE, roomId: standardRoom, checkIn: day(offset), checkOut: day(offset + 2), rooms: twoAdults() });

/** Makes the process "die" at `step`: the call never returns. Resolves with the booking's reference once it got there, and lets later calls live again. */
function dieAt(step: BookingStep): Promise<string> {
  return new Promise((reached) => {
    const steps = jest.spyOn(bookingSteps, 'reached').mockImplementation(async (at, reference) => {
      if (at !== step) return;
      steps.mockRestore();
      reached(reference);
      await new Promise<never>(() => undefined);
    });
  });
}

/** Books with 50.00 of credits and the card for the rest; the request is left hanging where the process died. */
async function bookUntilDeath(offset: number, step: BookingStep): Promise<{ reference: string; total: number }> {
  await setCredits(db(), TARA, 5000);
  const quote = await client.quote(selection(offset), traveller);
  const died = dieAt(step);
  void client.book(bookingRequest(selection(offset), quote.charge.totalRate, { payment: { ...bookingRequest(selection(offset), 0).payment, useWallet: true } }), { headers: traveller });
  return { reference: await died, total: quote.charge.totalRate };
}

const rowOf = async (reference: string) => (await db().select().from(bookings).where(eq(bookings.reference, reference)))[0];
const paymentsOf = async (reference: string) => {
  const row = await rowOf(reference);
  return row ? db().select().from(bookingPayments).where(eq(bookingPayments.bookingId, row.id)) : [];
};
const settle = () => settleUnfinishedBookings(db(), 0, server.app.log);

describe('a booking whose process dies', () => {
  it('before the card is charged is undone by the sweep: nothing charged, the night and the credits back', async () => {
    const { reference } = await bookUntilDeath(300, 'held');
    expect((await rowOf(reference))?.status).toBe('pending');
    expect((await soldByNight(db(), standardRoom))[day(300)]).toBe(1);
    expect(await creditsOf(db(), TARA)).toBe(0);

    expect(await settle()).toBe(1);
    expect(await rowOf(reference)).toBeUndefined();
    expect(await gateway.findCharge(reference)).toBeNull();
    expect((await soldByNight(db(), standardRoom))[day(300)]).toBe(0);
    expect(await creditsOf(db(), TARA)).toBe(5000);
  });

  it('after the card is charged is confirmed by the sweep: the charge has its booking', async () => {
    const { reference, total } = await bookUntilDeath(304, 'charged');
    const charge = await gateway.findCharge(reference);
    expect(charge).toMatchObject({ amount: total - 5000, refunded: false });

    expect(await settle()).toBe(1);
    const row = await rowOf(reference);
    expect(row).toMatchObject({ status: 'confirmed', cardAmount: total - 5000, walletAmount: 5000, cardLast4: '4242' });
    expect((await paymentsOf(reference)).map((p) => [p.kind, p.method, p.amount, p.gatewayReference]).sort()).toEqual(
      [
        ['charge', 'card', total - 5000, charge?.chargeId],
        ['charge', 'wallet', 5000, null],
      ].sort(),
    );
    const found = await client.inject('GET', `/api/bookings/${reference}`, undefined, traveller);
    expect(bookingSchema.parse(found.json())).toMatchObject({ reference, status: 'confirmed' });
    expect(await settle()).toBe(0);
  });
});

describe('a cancellation whose process dies', () => {
  /** A confirmed booking paid by card and 50.00 of credits, free to cancel. */
  async function confirmedBooking(offset: number): Promise<string> {
    const { reference } = await bookUntilDeath(offset, 'charged');
    await settle();
    return reference;
  }

  async function cancelUntilDeath(reference: string, step: BookingStep): Promise<void> {
    const quote = cancellationQuoteSchema.parse((await client.inject('GET', `/api/bookings/${reference}/cancellation`, undefined, traveller)).json());
    const died = dieAt(step);
    void client.inject('POST', `/api/bookings/${reference}/cancel`, { expectedRefund: quote.refund.total }, traveller);
    await died;
  }

  it.each(['cancelling', 'refunded'] as const)('at "%s" is finished by the sweep: refunded once, the night and the credits back', async (step) => {
    const offset = step === 'cancelling' ? 310 : 314;
    const reference = await confirmedBooking(offset);
    const refund = jest.spyOn(gateway, 'refund');
    await cancelUntilDeath(reference, step);
    expect((await rowOf(reference))?.status).toBe('cancelling');

    expect(await settle()).toBe(1);
    const row = await rowOf(reference);
    expect(row?.status).toBe('cancelled');
    const cardRefunds = (await paymentsOf(reference)).filter((p) => p.kind === 'refund' && p.method === 'card');
    expect(cardRefunds).toHaveLength(1);
    expect(refund.mock.calls.length).toBeGreaterThan(0);
    const refundIds = await Promise.all(refund.mock.results.map(async (r) => ((await r.value) as { refundId: string }).refundId));
    // However often the refund was asked for, the gateway paid one: every answer names the same refund.
    expect(new Set(refundIds)).toEqual(new Set([cardRefunds[0]?.gatewayReference]));
    expect((await soldByNight(db(), standardRoom))[day(offset)]).toBe(0);
    expect(await creditsOf(db(), TARA)).toBe(5000);
    expect(await settle()).toBe(0);
    const pending = await db()
      .select()
      .from(bookings)
      .where(and(eq(bookings.reference, reference), eq(bookings.status, 'cancelling')));
    expect(pending).toEqual([]);
  });
});
