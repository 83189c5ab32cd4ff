import { type CancellationQuote, cancellationRefund } from '@travel/contracts';
import type { BookingRow } from '../db/schema-bookings';
import type { Bookable } from './bookable';
import { moneyText } from './money-text';

/** Where a refund goes, in words: "$10.00 to your card and $5.00 to your wallet credits". */
function refundText(refund: { card: number; wallet: number }, currency: string): string {
  const parts = [
    ...(refund.card > 0 ? [`${moneyText(refund.card, currency)} to your card`] : []),
    ...(refund.wallet > 0 ? [`${moneyText(refund.wallet, currency)} to your wallet credits`] : []),
  ];
  return parts.join(' and ');
}

/**
 * What cancelling costs and gives back on `today` (YYYY-MM-DD, UTC): the service's terms as
 * booked give the penalty, kept from the card first, then from the credits. Not
 * cancellable once cancelled (or being cancelled).
 */
export function cancellationQuote(bookable: Bookable, booking: BookingRow, today: string): CancellationQuote {
  const { reference, currency } = booking;
  if (booking.status === 'cancelled' || booking.status === 'cancelling') {
    const refund = { card: booking.refundCard ?? 0, wallet: booking.refundWallet ?? 0 };
    const reason = 'This booking is already cancelled.';
    return { reference, cancellable: false, reason, penalty: booking.penalty ?? 0, refund: { ...refund, total: refund.card + refund.wallet }, currency, explanation: reason };
  }
  const terms = bookable.cancellation(booking, today);
  if (!terms.cancellable) {
    return { reference, cancellable: false, reason: terms.reason, penalty: booking.totalRate, refund: { card: 0, wallet: 0, total: 0 }, currency, explanation: terms.reason };
  }
  const refund = cancellationRefund({ cardAmount: booking.cardAmount, walletAmount: booking.walletAmount }, terms.penalty);
  return { reference, cancellable: true, penalty: terms.penalty, refund, currency, explanation: terms.explain(refundText(refund, currency)) };
}
