import { BOOKING_ERROR_CODES, ERROR_CODES } from '@travel/contracts';
import { bookingFailure } from '../../src/booking/bookingOutcome';

describe('bookingFailure: what the checkout does with a refused booking', () => {
  const failed = (status: number | undefined, code?: string, message = '') => ({ status, code, message });
  it.each([
    [failed(undefined), { kind: 'retry' }],
    [failed(500, ERROR_CODES.internal, 'Internal Server Error'), { kind: 'retry' }],
    [failed(409, BOOKING_ERROR_CODES.priceChanged), { kind: 'priceChanged' }],
    [failed(409, BOOKING_ERROR_CODES.soldOut), { kind: 'soldOut' }],
    [failed(402, BOOKING_ERROR_CODES.cardDeclined), { kind: 'declined' }],
    [failed(400, BOOKING_ERROR_CODES.walletUnavailable, 'body.payment.useWallet: this account has no wallet credits to use'), { kind: 'walletUnavailable' }],
    [failed(400, ERROR_CODES.validation, 'body.payment.card.expiry: the card has expired'), { kind: 'field', path: 'card.expiry', messageKey: 'errors.expiry.expired' }],
    [failed(400, ERROR_CODES.validation, 'body.payment.card: a card is needed to pay $436.80'), { kind: 'field', path: 'card.number', messageKey: 'errors.server' }],
    [failed(400, ERROR_CODES.validation, 'body.leadTraveller.email: Invalid email address'), { kind: 'field', path: 'lead.email', messageKey: 'errors.server' }],
    [failed(400, ERROR_CODES.validation, 'body.acceptTerms: Invalid input: expected true'), { kind: 'field', path: 'acceptTerms', messageKey: 'errors.server' }],
  ])('%j', (error, expected) => {
    expect(bookingFailure(error)).toEqual(expected);
  });

  it.each([
    [failed(503, 'PAYMENT_GATEWAY_UNAVAILABLE', 'Card payments are not available'), 'errors.PAYMENT_GATEWAY_UNAVAILABLE'],
    [failed(422, BOOKING_ERROR_CODES.idempotencyKeyReused, 'This Idempotency-Key was already used'), 'errors.IDEMPOTENCY_KEY_REUSED'],
    [failed(400, ERROR_CODES.validation, 'The Junior Suite needs a stay of at least 3 nights.'), 'errors.VALIDATION_FAILED'],
    [failed(400, ERROR_CODES.validation, 'body.checkIn: check-in is in the past'), 'errors.field.checkInPast'],
  ])('%j is told in its own sentence', (error, key) => {
    expect(bookingFailure(error)).toEqual({ kind: 'other', problem: expect.objectContaining({ key }) });
  });
});

test("a field only the service has is marked where the service's path function puts it, and said in a sentence without one", () => {
  const tooLong = { status: 400, code: ERROR_CODES.validation, message: 'body.guests.1.firstName: Too long' };
  const asked: string[] = [];
  const servicePath = (apiPath: string) => {
    asked.push(apiPath);
    return 'guest.firstName';
  };
  expect(bookingFailure(tooLong, servicePath)).toEqual({ kind: 'field', path: 'guest.firstName', messageKey: 'errors.server' });
  expect(bookingFailure(tooLong)).toEqual({ kind: 'other', problem: expect.objectContaining({ key: 'errors.field.traveller' }) });
  // The shared fields are the kit's: a service is never asked about them.
  bookingFailure({ status: 400, code: ERROR_CODES.validation, message: 'body.leadTraveller.email: Invalid email address' }, servicePath);
  expect(asked).toEqual(['guests.1.firstName']);
});
