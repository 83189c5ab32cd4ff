// What a failed API call means to the traveller: which translated sentence to show, and next
// to which field. Pure: pages call apiErrorMessage (the sentence) or read the field from here.
import { ACCOUNT_ERROR_CODES, BOOKING_ERROR_CODES, ERROR_CODES, MAX_DAYS_AHEAD, TOO_FAR_AHEAD_MESSAGE, errorFields } from '@travel/contracts';
import type { DateRangeErrorCode, DateRangeErrors } from '../search/dateRange';

/** A failed call as the store hands it over (ApiQueryError: no `status` when nothing answered). */
export interface FailedCall {
  status?: number | undefined;
  code?: string | undefined;
  message?: string | undefined;
}

/** The fields a page can show an API's problem at. */
export type ProblemField =
  | 'checkIn'
  | 'checkOut'
  | 'destination'
  | 'rooms'
  | 'currency'
  | 'filters'
  | 'traveller'
  | 'card'
  | 'specialRequests'
  | 'terms';

export interface ApiProblem {
  /** The sentence: a key of the common namespace. Never the API's own words. */
  key: string;
  values?: Record<string, number>;
  /** The field it is about, when the API named one: the sentence belongs next to it. */
  field?: ProblemField;
  /** The API's path of that field ('payment.card.expiry'), for a form that mirrors the request. */
  path?: string;
  /** A refused date as the dates field words it (search.json `dates.errors.<code>`). */
  date?: DateRangeErrorCode;
  /** Sending the same request again may work: nothing answered, a server fault, a busy server. */
  retry: boolean;
}

/** Payments' code, beside the contracts' ones (apps/api/src/payments/gateways.ts). */
export const PAYMENT_GATEWAY_UNAVAILABLE = 'PAYMENT_GATEWAY_UNAVAILABLE';

const SIGN_IN_AGAIN = 'errors.UNAUTHORIZED';

/** Every error code the API sends, by the sentence it shows; the others say 'Something went wrong'. */
export const CODE_KEYS: Readonly<Record<string, string>> = {
  // The spec's own texts (SPEC 8).
  [ERROR_CODES.agencyNotFound]: 'agency.notFound',
  [ERROR_CODES.agencyInactive]: 'agency.inactive',
  [ERROR_CODES.validation]: 'errors.VALIDATION_FAILED',
  [ERROR_CODES.notFound]: 'errors.NOT_FOUND',
  [ERROR_CODES.unauthorized]: SIGN_IN_AGAIN,
  [ACCOUNT_ERROR_CODES.tokenInvalid]: SIGN_IN_AGAIN,
  [ACCOUNT_ERROR_CODES.tokenExpired]: SIGN_IN_AGAIN,
  [ACCOUNT_ERROR_CODES.tokenWrongAgency]: SIGN_IN_AGAIN,
  [ACCOUNT_ERROR_CODES.tokenRevoked]: SIGN_IN_AGAIN,
  [ACCOUNT_ERROR_CODES.forbidden]: 'errors.FORBIDDEN',
  [ACCOUNT_ERROR_CODES.rateLimited]: 'errors.RATE_LIMITED',
  [ERROR_CODES.internal]: 'errors.INTERNAL',
  [ERROR_CODES.serviceUnavailable]: 'errors.SERVICE_UNAVAILABLE',
  [BOOKING_ERROR_CODES.priceChanged]: 'errors.PRICE_CHANGED',
  [BOOKING_ERROR_CODES.soldOut]: 'errors.SOLD_OUT',
  [BOOKING_ERROR_CODES.cardDeclined]: 'errors.CARD_DECLINED',
  [BOOKING_ERROR_CODES.walletUnavailable]: 'errors.WALLET_UNAVAILABLE',
  [BOOKING_ERROR_CODES.idempotencyKeyReused]: 'errors.IDEMPOTENCY_KEY_REUSED',
  [BOOKING_ERROR_CODES.notCancellable]: 'errors.NOT_CANCELLABLE',
  [BOOKING_ERROR_CODES.refundChanged]: 'errors.REFUND_CHANGED',
  [PAYMENT_GATEWAY_UNAVAILABLE]: 'errors.PAYMENT_GATEWAY_UNAVAILABLE',
};

export const NETWORK_KEY = 'errors.NETWORK';
export const UNKNOWN_KEY = 'errors.UNKNOWN';

type FieldProblem = Pick<ApiProblem, 'key' | 'values' | 'field' | 'date'>;

/** A field the API named, by its path (and, where one path has several problems, by the API's words). First match wins. */
const FIELD_RULES: readonly { path: RegExp; detail?: RegExp; problem: FieldProblem }[] = [
  { path: /^checkIn$/, detail: /in the past/, problem: { key: 'errors.field.checkInPast', field: 'checkIn', date: 'past' } },
  {
    path: /^checkIn$/,
    detail: new RegExp(TOO_FAR_AHEAD_MESSAGE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    problem: { key: 'errors.field.checkInTooFar', values: { days: MAX_DAYS_AHEAD }, field: 'checkIn', date: 'tooFar' },
  },
  { path: /^checkIn$/, problem: { key: 'errors.field.dateInvalid', field: 'checkIn', date: 'required' } },
  { path: /^checkOut$/, detail: /after check-in/, problem: { key: 'errors.field.checkOutBeforeCheckIn', field: 'checkOut', date: 'beforeCheckIn' } },
  { path: /^checkOut$/, problem: { key: 'errors.field.dateInvalid', field: 'checkOut', date: 'required' } },
  { path: /^destination(\.|$)/, problem: { key: 'errors.field.destination', field: 'destination' } },
  // The flight search's: its form checks the dates and the party first, so only a link's unknown airport or a day that passed on the way gets here.
  { path: /^(from|to)$/, problem: { key: 'errors.field.airport' } },
  { path: /^(depart|return)$/, problem: { key: 'errors.field.dateInvalid' } },
  { path: /^rooms(\.|$)/, problem: { key: 'errors.field.rooms', field: 'rooms' } },
  { path: /^currency$/, problem: { key: 'errors.field.currency', field: 'currency' } },
  { path: /^filters(\.|$)/, problem: { key: 'errors.field.filters', field: 'filters' } },
  // An id or reference in a link that names nothing.
  { path: /^(hotelId|roomId|reference)$/, problem: { key: 'errors.NOT_FOUND' } },
  { path: /^(leadTraveller|guests)(\.|$)/, problem: { key: 'errors.field.traveller', field: 'traveller' } },
  { path: /^payment\.card\.expiry$/, detail: /expired/, problem: { key: 'errors.field.cardExpired', field: 'card' } },
  { path: /^payment\.card(\.|$)/, problem: { key: 'errors.field.card', field: 'card' } },
  { path: /^payment\.useWallet$/, problem: { key: 'errors.WALLET_UNAVAILABLE' } },
  { path: /^specialRequests$/, problem: { key: 'errors.field.specialRequests', field: 'specialRequests' } },
  { path: /^acceptTerms$/, problem: { key: 'errors.field.terms', field: 'terms' } },
];

function fieldProblem(message: string): (FieldProblem & { path: string }) | undefined {
  for (const { path, detail } of errorFields(message)) {
    const rule = FIELD_RULES.find((candidate) => candidate.path.test(path) && (!candidate.detail || candidate.detail.test(detail)));
    if (rule) return { ...rule.problem, path };
  }
  return undefined;
}

/** True for what the store hands over for a failed call; anything else (a thrown error) is no answer from the API. */
const isFailedCall = (error: unknown): error is FailedCall => typeof error === 'object' && error !== null && 'status' in error;

/** The problem of a failed call, from its status, code and the field path in its message. */
export function apiProblem(error: unknown): ApiProblem {
  if (!isFailedCall(error)) return { key: UNKNOWN_KEY, retry: true };
  const { status, code, message = '' } = error;
  if (status === undefined) return { key: NETWORK_KEY, retry: true };
  const retry = status >= 500;
  const named = code === ERROR_CODES.validation || code === BOOKING_ERROR_CODES.walletUnavailable ? fieldProblem(message) : undefined;
  if (named) return { ...named, retry };
  return { key: (code && CODE_KEYS[code]) || UNKNOWN_KEY, retry };
}

/** A date problem as the dates field's errors prop takes it; none for any other problem. */
export function dateRangeErrorsOf(problem: ApiProblem | undefined): DateRangeErrors {
  if (!problem?.date || (problem.field !== 'checkIn' && problem.field !== 'checkOut')) return {};
  return { [problem.field]: problem.date };
}
