// What the checkout does with a failed booking request (apps/api README, "Bookings"). Pure.
import { BOOKING_ERROR_CODES, ERROR_CODES } from '@travel/contracts';

export type BookingFailure =
  /** 409: show the new price, pay only on a second click. */
  | { kind: 'priceChanged' }
  | { kind: 'soldOut' }
  /** 402: nothing booked; the message goes next to the card. */
  | { kind: 'declined' }
  /** 400 naming a field: the message goes next to it (path as the form names it). */
  | { kind: 'field'; path: string; messageKey: string; serverText: string }
  | { kind: 'walletUnavailable' }
  /** No answer or a 5xx: the request may have booked; retry with the same key. */
  | { kind: 'retry' }
  | { kind: 'other'; serverText: string };

/** The failure kinds after which the next click is a new attempt (a new Idempotency-Key). */
export const NEW_ATTEMPT_AFTER: ReadonlySet<BookingFailure['kind']> = new Set(['priceChanged', 'declined', 'field', 'walletUnavailable', 'other']);

/** The API's field path (body.leadTraveller.email, body.guests.1.lastName, body.payment.card.cvc) as the form's. */
export function formFieldPath(apiPath: string): string | undefined {
  const parts = apiPath.replace(/^body\./, '').split('.');
  const [first, second, third] = parts;
  if (first === 'leadTraveller' && second) return `lead.${second}`;
  if (first === 'guests' && second !== undefined && third) return Number(second) === 0 ? `lead.${third}` : `otherGuests.${Number(second) - 1}.${third}`;
  if (first === 'payment' && second === 'card' && third) return `card.${third}`;
  if (first === 'specialRequests' || first === 'acceptTerms') return first;
  return undefined;
}

export function bookingFailure(error: { status?: number; code?: string; message: string }): BookingFailure {
  const { status, code, message } = error;
  if (status === undefined || status >= 500) return { kind: 'retry' };
  if (code === BOOKING_ERROR_CODES.priceChanged) return { kind: 'priceChanged' };
  if (code === BOOKING_ERROR_CODES.soldOut) return { kind: 'soldOut' };
  if (code === BOOKING_ERROR_CODES.cardDeclined) return { kind: 'declined' };
  if (code === BOOKING_ERROR_CODES.walletUnavailable) return { kind: 'walletUnavailable' };
  if (code === ERROR_CODES.validation) {
    const match = /^([\w.-]+):\s*(.*)$/.exec(message);
    const path = match?.[1] ? formFieldPath(match[1]) : undefined;
    if (path && match) {
      const messageKey = path === 'card.expiry' && /expired/i.test(match[2] ?? '') ? 'errors.expiry.expired' : 'errors.server';
      return { kind: 'field', path, messageKey, serverText: match[2] ?? message };
    }
  }
  return { kind: 'other', serverText: message };
}
