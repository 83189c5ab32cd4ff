import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import {
  ACCOUNT_ERROR_CODES,
  AGENCY_INACTIVE_TEXT,
  AGENCY_NOT_FOUND_TEXT,
  BOOKING_ERROR_CODES,
  CARD_DECLINED_TEXT,
  ERROR_CODES,
  LANGUAGE_CODES,
  TOO_FAR_AHEAD_MESSAGE,
} from '@travel/contracts';
import { i18n } from '@travel/i18n';
import { initTestI18n } from '@travel/mocks';
import { CODE_KEYS, PAYMENT_GATEWAY_UNAVAILABLE, apiProblem, type FailedCall } from '../../src/errors/apiProblem';
import { useApiErrorText } from '../../src/errors/apiErrorMessage';

/**
 * Every error the hotels journey can meet, call by call, as the API words it: the codes from
 * contracts (ERROR_CODES, BOOKING_ERROR_CODES, ACCOUNT_ERROR_CODES), the others and the
 * messages from apps/api/src (errors.ts, routes/inventory/hotels.ts, routes/bookings.ts,
 * bookings/booking-errors.ts, bookings/hotel-offer.ts, inventory/pricing.ts, payments/gateways.ts).
 */
const failed = (status: number, code: string, message: string): FailedCall => ({ status, code, message });
const invalid = (message: string) => failed(400, ERROR_CODES.validation, message);

/** What any call can meet: no answer, the tenant check, a busy or broken server, Fastify's own 4xx. */
const ANY_CALL: FailedCall[] = [
  { status: undefined, message: 'Something went wrong' },
  failed(404, ERROR_CODES.agencyNotFound, AGENCY_NOT_FOUND_TEXT),
  failed(403, ERROR_CODES.agencyInactive, AGENCY_INACTIVE_TEXT),
  failed(500, ERROR_CODES.internal, 'Internal Server Error'),
  failed(503, ERROR_CODES.serviceUnavailable, 'The service is busy; please try again in a moment.'),
  failed(400, 'BAD_REQUEST', 'Body cannot be empty when content-type is set to application/json'),
  failed(403, 'FORBIDDEN', 'Forbidden'),
  failed(405, 'METHOD_NOT_ALLOWED', 'Method Not Allowed'),
  failed(413, 'PAYLOAD_TOO_LARGE', 'Request body is too large'),
  failed(415, 'UNSUPPORTED_MEDIA_TYPE', "Unsupported Media Type: 'text/plain'"),
];

const SIGNED_IN_CALL: FailedCall[] = [
  failed(401, ERROR_CODES.unauthorized, 'Log in to book'),
  failed(401, ACCOUNT_ERROR_CODES.tokenInvalid, 'Invalid token'),
  failed(401, ACCOUNT_ERROR_CODES.tokenExpired, 'Your session has expired'),
  failed(401, ACCOUNT_ERROR_CODES.tokenWrongAgency, 'This token belongs to another agency'),
  failed(401, ACCOUNT_ERROR_CODES.tokenRevoked, 'This session has ended'),
  failed(403, ACCOUNT_ERROR_CODES.forbidden, 'Your account may not do this'),
];

const JOURNEY: Record<string, FailedCall[]> = {
  'POST /api/v2/hotel/auto-suggest': [invalid('body.text: Too small: expected string to have >=1 characters')],
  'POST /api/hotels/search': [
    invalid('body.checkIn: check-in is in the past'),
    invalid(`body.checkIn: ${TOO_FAR_AHEAD_MESSAGE}`),
    invalid('body.checkIn: Invalid ISO date'),
    invalid('body.checkOut: check-out must be after check-in'),
    invalid('body.destination.cityId: no city with id 999'),
    invalid('body.destination: expected { cityId } from the hotel autosuggest, or { latitude, longitude }'),
    invalid('body.rooms.0.adults: Too big: expected number to be <=8'),
    invalid('body.currency: no exchange rate for XAU'),
    invalid('body.filters.priceMax: priceMax must not be below priceMin'),
    invalid('body.pageSize: Too big: expected number to be <=50'),
  ],
  'GET /api/hotels/:hotelId': [
    invalid('querystring.checkIn: check-in is in the past'),
    invalid('querystring.checkOut: check-out must be after check-in'),
    invalid("querystring.rooms: expected rooms such as 2 or 2-5-8,1 (adults, then each child's age; rooms separated by commas)"),
    invalid('querystring.currency: no exchange rate for XAU'),
    invalid('params.hotelId: expected a hotel id such as 12'),
    failed(404, ERROR_CODES.notFound, 'No hotel with id 99999'),
  ],
  'GET /api/hotels/:hotelId/reviews': [failed(404, ERROR_CODES.notFound, 'No hotel with id 99999')],
  'POST /api/hotels/quote': [
    invalid('body.checkIn: check-in is in the past'),
    invalid('body.roomId: Too small: expected number to be >0'),
    failed(404, ERROR_CODES.notFound, 'Hotel 12 has no room type 999'),
  ],
  'POST /api/hotels/bookings': [
    ...SIGNED_IN_CALL,
    invalid('headers.idempotency-key: Invalid string: must match pattern /^[A-Za-z0-9_-]{8,100}$/'),
    invalid('body.leadTraveller.email: Invalid email address'),
    invalid('body.guests.1.lastName: Use letters, spaces, apostrophes and hyphens only'),
    invalid('body.payment.card.number: the card number is not valid'),
    invalid('body.payment.card.expiry: the card has expired'),
    invalid('body.payment.card: a card is needed to pay $436.80'),
    invalid('body.specialRequests: Too big: expected string to have <=500 characters'),
    invalid('body.acceptTerms: Invalid input: expected true'),
    invalid('The Twin Room sleeps at most 2 adults (2 guests with children): choose a room that fits every party.'),
    invalid('The Junior Suite needs a stay of at least 3 nights.'),
    failed(409, BOOKING_ERROR_CODES.priceChanged, 'The price changed from $412.00 to $436.80. Check the new price and confirm again.'),
    failed(409, BOOKING_ERROR_CODES.soldOut, 'Sorry, this room was just booked by someone else; choose another room.'),
    failed(402, BOOKING_ERROR_CODES.cardDeclined, CARD_DECLINED_TEXT),
    failed(400, BOOKING_ERROR_CODES.walletUnavailable, 'body.payment.useWallet: this account has no wallet credits to use'),
    failed(422, BOOKING_ERROR_CODES.idempotencyKeyReused, 'This Idempotency-Key was already used for a different booking request; use a new key for a new request.'),
    failed(503, PAYMENT_GATEWAY_UNAVAILABLE, 'Card payments are not available: this agency\'s payment gateway "paypal" is not supported.'),
    failed(404, ERROR_CODES.notFound, 'No hotel with id 99999'),
  ],
  'GET /api/bookings/:reference': [
    ...SIGNED_IN_CALL,
    failed(404, ERROR_CODES.notFound, 'No booking H-ABCD2345'),
    invalid('params.reference: expected a booking reference such as H-7K2M9QXA'),
    invalid('querystring.email: Invalid email address'),
  ],
  'GET /api/bookings/:reference/cancellation': [...SIGNED_IN_CALL, failed(404, ERROR_CODES.notFound, 'No booking H-ABCD2345')],
  'POST /api/bookings/:reference/cancel': [
    ...SIGNED_IN_CALL,
    failed(409, BOOKING_ERROR_CODES.notCancellable, 'This booking is already cancelled.'),
    failed(409, BOOKING_ERROR_CODES.notCancellable, 'The stay began on 2031-03-12: a booking can be cancelled online only before the check-in day.'),
    failed(409, BOOKING_ERROR_CODES.refundChanged, 'The refund changed from $412.00 to $0.00. Check the new amount and confirm again.'),
    invalid('body.expectedRefund: Invalid input: expected number, received undefined'),
    failed(404, ERROR_CODES.notFound, 'No booking H-ABCD2345'),
  ],
};

const LOCALES = join(__dirname, '..', '..', '..', '..', 'public', 'locales');
const commonOf = (language: string) => JSON.parse(readFileSync(join(LOCALES, language, 'common.json'), 'utf8')) as Record<string, unknown>;
const textAt = (tree: unknown, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

/** What a request field looks like in the API's words: 'body.checkIn', 'querystring.rooms'... */
const FIELD_PATH = /\b(body|query|querystring|params|headers)\.[\w-]/;

beforeAll(() => initTestI18n('en'));

describe('every code the contracts define has a sentence', () => {
  it.each([...Object.values(ERROR_CODES), ...Object.values(BOOKING_ERROR_CODES), PAYMENT_GATEWAY_UNAVAILABLE])('%s', (code) => {
    expect(CODE_KEYS[code]).toBeDefined();
  });
});

describe.each(Object.entries(JOURNEY))('%s', (_call, errors) => {
  const cases = [...ANY_CALL, ...errors].map((error) => [`${error.code ?? 'no answer'}: ${error.message ?? ''}`, error] as const);

  it.each(cases)('%s: a translated sentence in all nine languages, never the API words', (_name, error) => {
    const problem = apiProblem(error);
    for (const language of LANGUAGE_CODES) {
      const own = textAt(commonOf(language), problem.key);
      expect({ language, key: problem.key, translated: typeof own === 'string' && own.trim() !== '' }).toEqual({ language, key: problem.key, translated: true });
      const text = i18n.getFixedT(language, 'common')(problem.key, { ...problem.values });
      expect(text).not.toMatch(FIELD_PATH);
      expect(text).not.toContain('{{');
      // The sentence comes from our files: an English page may word it as the API does, no other may.
      if (language !== 'en' && error.message) expect(text).not.toContain(error.message);
    }
  });
});

function ErrorText({ error }: { error: unknown }) {
  const { apiErrorMessage } = useApiErrorText();
  return <p>{apiErrorMessage(error)}</p>;
}

test('useApiErrorText says it in the page language', async () => {
  await initTestI18n('ar');
  const { container } = render(<ErrorText error={invalid('body.checkIn: check-in is in the past')} />);
  const text = container.textContent ?? '';
  expect(text).toBe(textAt(commonOf('ar'), 'errors.field.checkInPast'));
  expect(text).not.toMatch(FIELD_PATH);
  await initTestI18n('en');
});
