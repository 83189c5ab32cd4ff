// What a checkout does with a failed booking request (apps/api README, "Bookings"). Pure.
import { BOOKING_ERROR_CODES, ERROR_CODES, errorFields } from '@travel/contracts';
import { PAYMENT_GATEWAY_UNAVAILABLE, apiProblem, type ApiProblem, type FailedCall } from '../errors/apiProblem';

export type BookingFailure =
  /** 409: show the new price, pay only on a second click. */
  | { kind: 'priceChanged' }
  | { kind: 'soldOut' }
  /** 402: nothing booked; the message goes next to the card. */
  | { kind: 'declined' }
  /** 400 naming a field of the form: a message of the checkout namespace goes next to it (path as the form names it). */
  | { kind: 'field'; path: string; messageKey: string }
  | { kind: 'walletUnavailable' }
  /** No answer or a 5xx: the request may have booked; retry with the same key. */
  | { kind: 'retry' }
  /** Anything else, said in a plain sentence (apiProblem), never in the API's words. */
  | { kind: 'other'; problem: ApiProblem };

/** The failure kinds after which the next click is a new attempt (a new Idempotency-Key). */
export const NEW_ATTEMPT_AFTER: ReadonlySet<BookingFailure['kind']> = new Set(['priceChanged', 'declined', 'field', 'walletUnavailable', 'other']);

/** An API field path as the form names it; undefined for a field the form does not have. */
export type FormFieldPath = (apiPath: string) => string | undefined;

/** The fields every service's checkout has (leadTraveller.email, payment.card.cvc, acceptTerms) as the form names them. */
const sharedFormFieldPath: FormFieldPath = (apiPath) => {
  const [first, second, third] = apiPath.split('.');
  if (first === 'leadTraveller' && second) return `lead.${second}`;
  // A card the payment needs but the request lacked: the number is where it starts.
  if (first === 'payment' && second === 'card') return `card.${third ?? 'number'}`;
  if (first === 'acceptTerms') return first;
  return undefined;
};

const KIND_BY_CODE: Readonly<Record<string, BookingFailure['kind']>> = {
  [BOOKING_ERROR_CODES.priceChanged]: 'priceChanged',
  [BOOKING_ERROR_CODES.soldOut]: 'soldOut',
  [BOOKING_ERROR_CODES.cardDeclined]: 'declined',
  [BOOKING_ERROR_CODES.walletUnavailable]: 'walletUnavailable',
};

/** A 400's first field that only the service's form has (a flight's passengers.1.dateOfBirth): apiProblem knows the shared ones alone. */
function serviceOnlyPath(error: FailedCall, serviceFieldPath: FormFieldPath | undefined): string | undefined {
  if (error.code !== ERROR_CODES.validation || !serviceFieldPath) return undefined;
  for (const { path } of errorFields(error.message ?? '')) {
    const formPath = serviceFieldPath(path);
    if (formPath) return formPath;
  }
  return undefined;
}

/** `serviceFieldPath` names the service's own fields (a hotel's guests per room); the shared ones are known here. */
export function bookingFailure(error: FailedCall, serviceFieldPath?: FormFieldPath): BookingFailure {
  const problem = apiProblem(error);
  // A gateway the agency cannot use will not work on a retry either: say so instead.
  if (problem.retry && error.code !== PAYMENT_GATEWAY_UNAVAILABLE) return { kind: 'retry' };
  const kind = error.code ? KIND_BY_CODE[error.code] : undefined;
  if (kind === 'priceChanged' || kind === 'soldOut' || kind === 'declined' || kind === 'walletUnavailable') return { kind };
  const path = problem.path === undefined ? serviceOnlyPath(error, serviceFieldPath) : (sharedFormFieldPath(problem.path) ?? serviceFieldPath?.(problem.path));
  if (path) return { kind: 'field', path, messageKey: problem.key === 'errors.field.cardExpired' ? 'errors.expiry.expired' : 'errors.server' };
  return { kind: 'other', problem };
}
