import { cardExpired, isoDay, parseExpiry } from '@travel/contracts';
import type { CardPayment } from '../payments/gateway';
import { bookingErrors } from './booking-errors';
import { canonicalJson, sha256Hex } from './idempotency';

interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
  holderName: string;
}

/** A booking request of any service: what the core reads of it. */
interface BookingRequestBody {
  payment: { useWallet: boolean; card?: CardFields | undefined };
}

/** The request as a retry must repeat it: the card as its last four, expiry and holder (its number and CVC are never kept). */
export function requestHash(body: BookingRequestBody, userId: string | null): string {
  const { card, ...payment } = body.payment;
  const cardIdentity = card ? { last4: card.number.slice(-4), expiry: card.expiry, holderName: card.holderName } : null;
  return sha256Hex(canonicalJson({ ...body, payment: { ...payment, card: cardIdentity }, userId }));
}

/** The card to charge, refused when expired (UTC month). */
export function cardPayment(card: CardFields | undefined): CardPayment | undefined {
  if (!card) return undefined;
  const expiry = parseExpiry(card.expiry);
  if (!expiry || cardExpired(expiry.month, expiry.year, isoDay(new Date()))) throw bookingErrors.cardExpired();
  return { number: card.number, expiry, cvc: card.cvc, holderName: card.holderName };
}
