import { ACCOUNT_ERROR_CODES, BOOKING_ERROR_CODES, ERROR_CODES, hotelSearchRequestSchema, isoDay } from '@travel/contracts';
import { apiProblem, dateRangeErrorsOf, type ApiProblem, type FailedCall } from '../../src/errors/apiProblem';

const day = (offset: number) => isoDay(new Date(Date.now() + offset * 86_400_000));

/** A search the contract refuses, worded as the API's 400 words it (apps/api/src/errors.ts). */
function refusedSearch(change: Record<string, unknown>): FailedCall {
  const parsed = hotelSearchRequestSchema.safeParse({ destination: { cityId: 1 }, checkIn: day(10), checkOut: day(12), rooms: [{ adults: 2 }], ...change });
  if (parsed.success) throw new Error('the contract accepted the search');
  const message = parsed.error.issues.map((issue) => `body.${issue.path.map(String).join('.')}: ${issue.message}`).join('; ');
  return { status: 400, code: ERROR_CODES.validation, message };
}

const invalid = (message: string): FailedCall => ({ status: 400, code: ERROR_CODES.validation, message });
const expectProblem = (error: unknown, expected: Partial<ApiProblem>) => expect(apiProblem(error)).toEqual(expect.objectContaining(expected));

describe('apiProblem: a refused field is told at that field, in its own words', () => {
  it.each<[string, FailedCall, Partial<ApiProblem>]>([
    ['a check-in in the past', refusedSearch({ checkIn: day(-3) }), { key: 'errors.field.checkInPast', field: 'checkIn', date: 'past', path: 'checkIn' }],
    ['a check-in beyond the horizon', refusedSearch({ checkIn: day(400), checkOut: day(402) }), { key: 'errors.field.checkInTooFar', field: 'checkIn', date: 'tooFar', values: { days: 365 } }],
    ['a check-out before the check-in', refusedSearch({ checkOut: day(9) }), { key: 'errors.field.checkOutBeforeCheckIn', field: 'checkOut', date: 'beforeCheckIn' }],
    ['a date that does not exist', refusedSearch({ checkIn: '2031-02-30' }), { key: 'errors.field.dateInvalid', field: 'checkIn', date: 'required' }],
    ['the details call, in its query string', invalid('querystring.checkIn: check-in is in the past'), { key: 'errors.field.checkInPast', field: 'checkIn', date: 'past' }],
    ['an unknown city', invalid('body.destination.cityId: no city with id 999'), { key: 'errors.field.destination', field: 'destination' }],
    ['an unknown airport in a flight link', invalid('querystring.from: no airport with the code QQQ'), { key: 'errors.field.airport', path: 'from' }],
    ['a flight date that passed on the way', invalid('querystring.depart: Invalid input: the day has passed'), { key: 'errors.field.dateInvalid', path: 'depart' }],
    ['a room with no adult', refusedSearch({ rooms: [{ adults: 0 }] }), { key: 'errors.field.rooms', field: 'rooms' }],
    ['a currency without a rate', invalid('body.currency: no exchange rate for XAU'), { key: 'errors.field.currency', field: 'currency' }],
    ['filters that contradict', refusedSearch({ filters: { priceMin: 500, priceMax: 100 } }), { key: 'errors.field.filters', field: 'filters' }],
    ['a hotel id that is no id', invalid('params.hotelId: expected a hotel id such as 12'), { key: 'errors.NOT_FOUND' }],
    ['the lead traveller', invalid('body.leadTraveller.email: Invalid email address'), { key: 'errors.field.traveller', field: 'traveller', path: 'leadTraveller.email' }],
    ['an expired card', invalid('body.payment.card.expiry: the card has expired'), { key: 'errors.field.cardExpired', field: 'card', path: 'payment.card.expiry' }],
    ['a missing card', invalid('body.payment.card: a card is needed to pay $436.80'), { key: 'errors.field.card', field: 'card', path: 'payment.card' }],
    ['the terms', invalid('body.acceptTerms: Invalid input: expected true'), { key: 'errors.field.terms', field: 'terms' }],
    // The first field the page knows wins; a field it does not know is the plain validation sentence.
    ['two fields', invalid('body.sort: Invalid option; body.checkOut: check-out must be after check-in'), { key: 'errors.field.checkOutBeforeCheckIn', field: 'checkOut' }],
    ['a field no page shows', invalid('headers.idempotency-key: Invalid input'), { key: 'errors.VALIDATION_FAILED' }],
    ['no field at all', invalid('The Twin Room sleeps at most 2 adults (2 guests with children): choose a room that fits every party.'), { key: 'errors.VALIDATION_FAILED' }],
  ])('%s', (_name, error, expected) => {
    expectProblem(error, { retry: false, ...expected });
  });
});

describe('apiProblem: the other answers, by code and status', () => {
  it.each<[string, unknown, Partial<ApiProblem>]>([
    ['no answer', { status: undefined, message: 'Something went wrong' }, { key: 'errors.NETWORK', retry: true }],
    ['a thrown error, not an answer', new Error('boom'), { key: 'errors.UNKNOWN', retry: true }],
    ['a server fault', { status: 500, code: ERROR_CODES.internal, message: 'Internal Server Error' }, { key: 'errors.INTERNAL', retry: true }],
    ['a busy server', { status: 503, code: ERROR_CODES.serviceUnavailable, message: 'The service is busy; please try again in a moment.' }, { key: 'errors.SERVICE_UNAVAILABLE', retry: true }],
    ['sold out', { status: 409, code: BOOKING_ERROR_CODES.soldOut, message: 'Sorry, this room was just booked by someone else; choose another room.' }, { key: 'errors.SOLD_OUT', retry: false }],
    ['a wallet the account lacks', { status: 400, code: BOOKING_ERROR_CODES.walletUnavailable, message: 'body.payment.useWallet: this account has no wallet credits to use' }, { key: 'errors.WALLET_UNAVAILABLE' }],
    ['an expired token', { status: 401, code: ACCOUNT_ERROR_CODES.tokenExpired, message: 'Your session has expired' }, { key: 'errors.UNAUTHORIZED' }],
    ['the spec\'s agency text', { status: 403, code: ERROR_CODES.agencyInactive, message: 'Agency is inactive, Please contact the administrator' }, { key: 'agency.inactive' }],
    ['a code nobody knows', { status: 418, code: 'TEAPOT', message: 'short and stout' }, { key: 'errors.UNKNOWN', retry: false }],
  ])('%s', (_name, error, expected) => {
    expectProblem(error, expected);
  });
});

describe('dateRangeErrorsOf: what the dates field shows', () => {
  it.each<[FailedCall, object]>([
    [refusedSearch({ checkIn: day(-1) }), { checkIn: 'past' }],
    [refusedSearch({ checkOut: day(10) }), { checkOut: 'beforeCheckIn' }],
    [invalid('body.currency: no exchange rate for XAU'), {}],
    [{ status: undefined }, {}],
  ])('%j', (error, expected) => {
    expect(dateRangeErrorsOf(apiProblem(error))).toEqual(expected);
  });
  it('is empty without a problem', () => expect(dateRangeErrorsOf(undefined)).toEqual({}));
});
