import { and, eq, sql } from 'drizzle-orm';
import { isoDay } from '@travel/contracts';
import { users } from '../db/schema';
import { bookings, type BookingRow } from '../db/schema-bookings';
import type { Db } from '../db/types';
import { paymentGateway } from '../payments/gateways';
import { bookingErrors } from './booking-errors';
import { cancellationQuote } from './cancellation-quote';
import { releaseNights } from './room-nights';
import { creditsRefunded } from './wallet';

/**
 * Cancels in one transaction, the booking row locked first so two cancellations queue and
 * the second finds it cancelled (one refund): the status and refund figures, the wallet
 * credits back, the nights back to the inventory, the card part refunded through the
 * gateway that took it. A refund the gateway refuses rolls everything back.
 */
export async function cancelBooking(db: Db, bookingId: number, expectedRefund: number): Promise<BookingRow> {
  return db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!booking) throw new Error(`booking ${bookingId} vanished`);
    const quote = cancellationQuote(booking, isoDay(new Date()));
    if (!quote.cancellable) throw bookingErrors.notCancellable(quote.reason ?? 'This booking cannot be cancelled.');
    if (quote.refund.total !== expectedRefund) throw bookingErrors.refundChanged(expectedRefund, quote.refund.total, quote.currency);

    // Users before nights, the order bookHotel takes them in, so the two cannot deadlock.
    const credits = creditsRefunded(booking.walletCredits, booking.walletAmount, quote.refund.wallet);
    if (credits > 0 && booking.userId) {
      await tx
        .update(users)
        .set({ creditsMinor: sql`${users.creditsMinor} + ${credits}` })
        .where(eq(users.id, booking.userId));
    }
    await releaseNights(tx, booking.roomId, { start: booking.checkIn, end: booking.checkOut }, booking.rooms.length);

    let refundId: string | null = null;
    if (quote.refund.card > 0 && booking.cardChargeId) {
      const gateway = paymentGateway(booking.cardGateway ?? '');
      ({ refundId } = await gateway.refund({ chargeId: booking.cardChargeId, amount: quote.refund.card, currency: booking.currency }));
    }
    const [cancelled] = await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        cancelledAt: new Date(),
        penalty: quote.penalty,
        refundCard: quote.refund.card,
        refundWallet: quote.refund.wallet,
        refundId,
      })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'confirmed')))
      .returning();
    if (!cancelled) throw new Error(`booking ${booking.reference} changed under its row lock`);
    return cancelled;
  });
}
