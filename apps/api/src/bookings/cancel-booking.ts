import { and, eq } from 'drizzle-orm';
import { isoDay } from '@travel/contracts';
import { bookings, type BookingRow } from '../db/schema-bookings';
import type { Db } from '../db/types';
import { bookableFor } from './bookables';
import { bookingErrors } from './booking-errors';
import { cancellationQuote } from './cancellation-quote';
import { finishCancellation, payCardRefund } from './settle';
import { bookingSteps } from './steps';

/**
 * Cancels in three steps, no money moving inside a transaction: the booking row locked and
 * marked cancelling with the quoted figures (two cancellations queue on the lock and the
 * second finds it cancelling: one refund); the card refund paid at the gateway (keyed, so a
 * retry pays it once); then the credits and the inventory back and the booking cancelled.
 * A refund the gateway refuses puts the booking back as it was. A crash between the steps
 * is finished by the sweep (settle.ts).
 */
export async function cancelBooking(db: Db, bookingId: number, expectedRefund: number): Promise<BookingRow> {
  const cancelling = await db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!booking) throw new Error(`booking ${bookingId} vanished`);
    const quote = cancellationQuote(bookableFor(booking.service), booking, isoDay(new Date()));
    if (!quote.cancellable) throw bookingErrors.notCancellable(quote.reason ?? 'This booking cannot be cancelled.');
    if (quote.refund.total !== expectedRefund) throw bookingErrors.refundChanged(expectedRefund, quote.refund.total, quote.currency);
    const [marked] = await tx
      .update(bookings)
      .set({ status: 'cancelling', cancelledAt: new Date(), penalty: quote.penalty, refundCard: quote.refund.card, refundWallet: quote.refund.wallet })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'confirmed')))
      .returning();
    if (!marked) throw new Error(`booking ${booking.reference} changed under its row lock`);
    return marked;
  });

  await bookingSteps.reached('cancelling', cancelling.reference);
  let refundId: string | null;
  try {
    refundId = await payCardRefund(db, cancelling);
  } catch (err) {
    await db
      .update(bookings)
      .set({ status: 'confirmed', cancelledAt: null, penalty: null, refundCard: null, refundWallet: null })
      .where(and(eq(bookings.id, cancelling.id), eq(bookings.status, 'cancelling')));
    throw err;
  }
  await bookingSteps.reached('refunded', cancelling.reference);
  return finishCancellation(db, bookableFor(cancelling.service), cancelling, refundId);
}
