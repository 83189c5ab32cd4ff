// The database steps around a booking's money (book.ts, cancel-booking.ts), and the sweep
// that finishes what a crash left between them. Each step is its own short transaction:
// no money moves while one is open.
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { bookingPayments, bookings, type BookingRow } from '../db/schema-bookings';
import type { Db } from '../db/types';
import { paymentGateway } from '../payments/gateways';
import type { Bookable } from './bookable';
import { bookableFor } from './bookables';
import { creditsRefunded } from './wallet';
import { refundToWallet, undoWalletDebit } from './wallet-ledger';

/** The gateway key of a booking's card refund: a refund retried after a crash is paid once. */
export const refundKey = (reference: string): string => `${reference}:refund`;

/** A pending booking that will not complete: its inventory and credits go back, and it is gone (its key free again). */
export async function abandonBooking(db: Db, bookable: Bookable, booking: BookingRow): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'pending')))
      .for('update');
    if (!row) return;
    await bookable.release(tx, row);
    await undoWalletDebit(tx, row.id);
    await tx.delete(bookings).where(eq(bookings.id, row.id));
  });
}

/** A pending booking whose card was charged: the charge recorded, the booking confirmed. Undefined when it was settled meanwhile. */
export async function confirmBooking(db: Db, booking: BookingRow, charge: { chargeId: string; brand: string; last4: string }): Promise<BookingRow | undefined> {
  return db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(bookings)
      .set({ status: 'confirmed', cardBrand: charge.brand, cardLast4: charge.last4 })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'pending')))
      .returning();
    if (!confirmed) return undefined;
    await tx.insert(bookingPayments).values({
      bookingId: confirmed.id,
      kind: 'charge',
      method: 'card',
      amount: confirmed.cardAmount,
      currency: confirmed.currency,
      gateway: confirmed.cardGateway,
      gatewayReference: charge.chargeId,
    });
    return confirmed;
  });
}

/**
 * A cancellation whose card refund (if any) was paid: the inventory and the wallet credits
 * back, the refunds recorded, the booking cancelled. Runs once: the row is locked and must
 * still be cancelling.
 */
export async function finishCancellation(db: Db, bookable: Bookable, booking: BookingRow, cardRefundId: string | null): Promise<BookingRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'cancelling')))
      .for('update');
    if (!row) throw new Error(`booking ${booking.reference} is no longer being cancelled`);
    const refundWallet = row.refundWallet ?? 0;
    const credits = creditsRefunded(row.walletCredits, row.walletAmount, refundWallet);
    if (credits > 0 && row.userId && row.walletCreditsCurrency) await refundToWallet(tx, row.userId, credits, row.walletCreditsCurrency, row.id);
    await bookable.release(tx, row);
    const refunds = [
      ...(refundWallet > 0 ? [{ method: 'wallet' as const, amount: refundWallet, gateway: null, gatewayReference: null }] : []),
      ...((row.refundCard ?? 0) > 0 && cardRefundId
        ? [{ method: 'card' as const, amount: row.refundCard ?? 0, gateway: row.cardGateway, gatewayReference: cardRefundId }]
        : []),
    ];
    if (refunds.length > 0) await tx.insert(bookingPayments).values(refunds.map((r) => ({ ...r, bookingId: row.id, kind: 'refund' as const, currency: row.currency })));
    const [cancelled] = await tx.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, row.id)).returning();
    if (!cancelled) throw new Error(`booking ${row.reference} vanished under its row lock`);
    return cancelled;
  });
}

/** The card charge a booking's payment went through, looked up by its key (the reference). */
async function chargeOf(booking: BookingRow) {
  return paymentGateway(booking.cardGateway ?? '').findCharge(booking.reference);
}

/**
 * The gateway's id of a confirmed booking's card charge: as recorded when it was confirmed
 * (a gateway need not remember charges across restarts: the demo one keeps them in memory),
 * else found at the gateway by its key.
 */
async function cardChargeId(db: Db, booking: BookingRow): Promise<string | undefined> {
  const [recorded] = await db
    .select({ chargeId: bookingPayments.gatewayReference })
    .from(bookingPayments)
    .where(and(eq(bookingPayments.bookingId, booking.id), eq(bookingPayments.kind, 'charge'), eq(bookingPayments.method, 'card')))
    .limit(1);
  return recorded?.chargeId ?? (await chargeOf(booking))?.chargeId;
}

/** Pays the card refund of a booking being cancelled; the key makes a second call pay nothing more. */
export async function payCardRefund(db: Db, booking: BookingRow): Promise<string | null> {
  const amount = booking.refundCard ?? 0;
  if (amount === 0) return null;
  const chargeId = await cardChargeId(db, booking);
  if (!chargeId) throw new Error(`booking ${booking.reference} has no card charge to refund`);
  const gateway = paymentGateway(booking.cardGateway ?? '');
  const { refundId } = await gateway.refund({ chargeId, amount, currency: booking.currency, idempotencyKey: refundKey(booking.reference) });
  return refundId;
}

/** Finishes one booking a crash left half done: a pending one is confirmed if its card was charged, else undone; a cancellation is completed. */
async function settle(db: Db, booking: BookingRow): Promise<void> {
  const bookable = bookableFor(booking.service);
  if (booking.status === 'cancelling') {
    await finishCancellation(db, bookable, booking, await payCardRefund(db, booking));
    return;
  }
  const charge = booking.cardAmount > 0 ? await chargeOf(booking) : null;
  if (charge && !charge.refunded) await confirmBooking(db, booking, charge);
  else await abandonBooking(db, bookable, booking);
}

/**
 * Settles the bookings left pending or cancelling for longer than `olderThanMs` (a live
 * request finishes its steps well within it). Run at start-up and then every minute. One
 * that fails is logged and tried again on the next run.
 */
export async function settleUnfinishedBookings(db: Db, olderThanMs: number, log: FastifyBaseLogger): Promise<number> {
  const before = sql`now() - make_interval(secs => ${olderThanMs / 1000})`;
  const stale = await db
    .select()
    .from(bookings)
    .where(
      or(
        and(eq(bookings.status, 'pending'), lt(bookings.createdAt, before)),
        and(eq(bookings.status, 'cancelling'), lt(bookings.cancelledAt, before)),
      ),
    );
  let settled = 0;
  for (const booking of stale) {
    try {
      await settle(db, booking);
      settled += 1;
    } catch (err) {
      log.error({ err, reference: booking.reference }, 'settling an unfinished booking failed; it is tried again on the next sweep');
    }
  }
  return settled;
}
