import { type CancellationQuote, cancellationRefund } from '@travel/contracts';
import type { BookingRow } from '../db/schema-bookings';
import { cancellationTerms } from '../inventory/hotel-cancellation';
import { moneyText } from './money-text';

type QuotedBooking = Pick<
  BookingRow,
  'reference' | 'status' | 'checkIn' | 'freeCancellationDays' | 'totalRate' | 'currency' | 'cardAmount' | 'walletAmount' | 'penalty' | 'refundCard' | 'refundWallet'
>;

function refundText(refund: { card: number; wallet: number }, currency: string): string {
  const parts = [
    ...(refund.card > 0 ? [`${moneyText(refund.card, currency)} to your card`] : []),
    ...(refund.wallet > 0 ? [`${moneyText(refund.wallet, currency)} to your wallet credits`] : []),
  ];
  return parts.join(' and ');
}

/**
 * What cancelling costs and gives back on `today` (YYYY-MM-DD, UTC), from the policy as
 * booked: free until its date (penalty 0), then, or for a non-refundable rate, the whole
 * stay. Not cancellable once cancelled, or from the check-in day on.
 */
export function cancellationQuote(booking: QuotedBooking, today: string): CancellationQuote {
  const { reference, currency, totalRate } = booking;
  const paid = { cardAmount: booking.cardAmount, walletAmount: booking.walletAmount };
  if (booking.status === 'cancelled') {
    const refund = { card: booking.refundCard ?? 0, wallet: booking.refundWallet ?? 0 };
    const reason = 'This booking is already cancelled.';
    return { reference, cancellable: false, reason, penalty: booking.penalty ?? 0, refund: { ...refund, total: refund.card + refund.wallet }, currency, explanation: reason };
  }
  if (today >= booking.checkIn) {
    const reason = `The stay began on ${booking.checkIn}: a booking can be cancelled online only before the check-in day.`;
    return { reference, cancellable: false, reason, penalty: totalRate, refund: { card: 0, wallet: 0, total: 0 }, currency, explanation: reason };
  }
  const terms = cancellationTerms(booking.checkIn, booking.freeCancellationDays, today);
  const penalty = terms.kind === 'free' ? 0 : totalRate;
  const refund = cancellationRefund(paid, penalty);
  const total = moneyText(totalRate, currency);
  const explanation =
    terms.kind === 'free'
      ? `Free cancellation until the end of ${terms.freeUntil} (UTC): cancelling now refunds the whole ${total}, ${refundText(refund, currency)}.`
      : terms.kind === 'ended'
        ? `Free cancellation ended on ${terms.freeUntil}: cancelling now costs the full price of the stay (${total}) and refunds nothing.`
        : `This rate is non-refundable: cancelling costs the full price of the stay (${total}) and refunds nothing.`;
  return { reference, cancellable: true, penalty, refund, currency, explanation };
}
