// Booking rules shared by the API, the checkout, the confirmation and My Trips. Plain
// TypeScript. Money is integer minor units of the booking's charge currency.
import { SERVICES } from './services/registry';

/** Error codes of the booking calls, beside the shared ERROR_CODES (VALIDATION_FAILED, NOT_FOUND...). */
export const BOOKING_ERROR_CODES = {
  /** 409: the price is not the `expectedTotal` the traveller saw; get a new quote and show it. */
  priceChanged: 'PRICE_CHANGED',
  /** 409: fewer rooms of the type left for the stay than requested (someone booked the last one). */
  soldOut: 'SOLD_OUT',
  /** 402: the card gateway refused the payment; nothing was booked or charged. */
  cardDeclined: 'CARD_DECLINED',
  /** 400: wallet credits asked for, but the account has none (or no wallet). */
  walletUnavailable: 'WALLET_UNAVAILABLE',
  /** 422: an Idempotency-Key reused with a different request. */
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  /** 409: already cancelled, or the stay has started. */
  notCancellable: 'NOT_CANCELLABLE',
  /** 409: the refund is not the `expectedRefund` the traveller confirmed (the free period ended meanwhile). */
  refundChanged: 'REFUND_CHANGED',
} as const;

/** The request header that makes a booking request safe to retry: a retry with the same key books once. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * A booking reference: the service's letter (the manifest's referencePrefix: `H-` hotels,
 * `F-` flights, `C-` cars, `A-` activities, `S-` cruise, `R-` resort) and eight letters or
 * digits (no 0/O, 1/I).
 */
export const BOOKING_REFERENCE_PATTERN = new RegExp(`^[${SERVICES.map((service) => service.referencePrefix).join('')}]-[A-HJ-NP-Z2-9]{8}$`);

/** Find my booking: a booking made without an account, found again with its reference and lead traveller's email. */
export const FIND_BOOKING_PATH = '/mytrip/find-booking';

export type BookingStatus = 'confirmed' | 'cancelled';
export type TripTiming = 'upcoming' | 'past' | 'cancelled';

/** My Trips' tabs: a cancelled trip is neither upcoming nor past; a trip that has not ended is upcoming. */
export function tripTiming(booking: { status: BookingStatus; summary: { end: string } }, today: string): TripTiming {
  if (booking.status === 'cancelled') return 'cancelled';
  return booking.summary.end > today ? 'upcoming' : 'past';
}

export interface PaymentSplit {
  cardAmount: number;
  walletAmount: number;
}

/** Wallet credits pay first, up to the total; the card pays the rest. */
export function splitPayment(total: number, walletBalance: number, useWallet: boolean): PaymentSplit {
  const walletAmount = useWallet ? Math.max(0, Math.min(total, walletBalance)) : 0;
  return { cardAmount: total - walletAmount, walletAmount };
}

/**
 * What cancelling gives back, given what cancelling costs: the penalty is kept from the card
 * payment first, then from the wallet credits; the rest goes back where it came from.
 */
export function cancellationRefund(paid: PaymentSplit, penalty: number): { card: number; wallet: number; total: number } {
  const kept = Math.min(penalty, paid.cardAmount + paid.walletAmount);
  const fromCard = Math.min(kept, paid.cardAmount);
  const card = paid.cardAmount - fromCard;
  const wallet = paid.walletAmount - (kept - fromCard);
  return { card, wallet, total: card + wallet };
}
