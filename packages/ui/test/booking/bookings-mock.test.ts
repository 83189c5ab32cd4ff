// The bookings mocks answer as the API does: every answer parses with its contract schema,
// and the error cases carry the API's statuses and codes.
import {
  BOOKING_ERROR_CODES,
  CARD_DECLINED_TEXT,
  IDEMPOTENCY_KEY_HEADER,
  TEST_CARDS,
  apiErrorSchema,
  bookingListSchema,
  bookingSchema,
  cancellationQuoteSchema,
  hotelQuoteSchema,
  isoDay,
  type HotelBookingRequest,
} from '@travel/contracts';
import { addDays, agencyFixture, bookingFixture, bookingsHandlersFor, bookingsMock } from '@travel/mocks';
import { server } from '@travel/mocks/node';

// An agency that takes bookings without an account, so both kinds can be checked.
beforeEach(() => {
  bookingsMock.reset();
  server.use(...bookingsHandlersFor(agencyFixture({ allowNonLoginFlow: true })));
});

const BASE = 'http://wayfarer.localhost';
const checkIn = addDays(isoDay(new Date()), 30);
const selection = { hotelId: 1, roomId: 11, checkIn, checkOut: addDays(checkIn, 2), rooms: [{ adults: 2, childAges: [] }], currency: 'EUR' };
const signedIn = { 'x-access-token': 'mock-access-token' };

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(BASE + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const get = (path: string, headers: Record<string, string> = {}) => fetch(BASE + path, { headers });

function bookingBody(expectedTotal: number, number: string = TEST_CARDS.approve): HotelBookingRequest {
  return {
    ...selection,
    expectedTotal,
    leadTraveller: { firstName: 'Tara', lastName: 'Traveller', email: 'tara@example.com', phone: '+1 212 555 0100' },
    guests: [{ firstName: 'Tara', lastName: 'Traveller' }],
    specialRequests: '',
    payment: { useWallet: false, card: { number, expiry: '12/39', cvc: '123', holderName: 'Tara Traveller' } },
    acceptTerms: true,
  };
}

async function quote(headers: Record<string, string> = {}) {
  const response = await post('/api/hotels/quote', selection, headers);
  return hotelQuoteSchema.parse(await response.json());
}

test('quote, book (201), replay (200), list, look up, cancellation quote and cancel all parse with their schemas', async () => {
  const priced = await quote(signedIn);
  expect(priced.display.currency).toBe('EUR');
  expect(priced.wallet).toEqual({ balance: 15000, currency: 'USD' });

  const body = bookingBody(priced.charge.totalRate);
  const key = { ...signedIn, [IDEMPOTENCY_KEY_HEADER]: 'key-0000000001' };
  const created = await post('/api/hotels/bookings', body, key);
  expect(created.status).toBe(201);
  const booking = bookingSchema.parse(await created.json());
  const replay = await post('/api/hotels/bookings', body, key);
  expect(replay.status).toBe(200);
  expect(bookingSchema.parse(await replay.json()).reference).toBe(booking.reference);
  expect(bookingsMock.bookingsMade()).toBe(1);

  expect(bookingListSchema.parse(await (await get('/api/bookings', signedIn)).json()).bookings).toHaveLength(1);
  expect(bookingSchema.parse(await (await get(`/api/bookings/${booking.reference}`, signedIn)).json()).reference).toBe(booking.reference);
  const cancellation = cancellationQuoteSchema.parse(await (await get(`/api/bookings/${booking.reference}/cancellation`, signedIn)).json());
  expect(cancellation).toMatchObject({ cancellable: true, penalty: 0, refund: { card: booking.price.totalRate, wallet: 0 } });
  const cancelled = bookingSchema.parse(await (await post(`/api/bookings/${booking.reference}/cancel`, { expectedRefund: cancellation.refund.total }, signedIn)).json());
  expect(cancelled.status).toBe('cancelled');
});

test.each([
  ['a declined card', async () => post('/api/hotels/bookings', bookingBody((await quote()).charge.totalRate, TEST_CARDS.decline), { [IDEMPOTENCY_KEY_HEADER]: 'key-decline-1' }), 402, BOOKING_ERROR_CODES.cardDeclined],
  ['a changed price', async () => post('/api/hotels/bookings', bookingBody(1), { [IDEMPOTENCY_KEY_HEADER]: 'key-price-001' }), 409, BOOKING_ERROR_CODES.priceChanged],
  ['a bad email', async () => post('/api/hotels/bookings', { ...bookingBody(1), leadTraveller: { ...bookingBody(1).leadTraveller, email: 'x' } }, { [IDEMPOTENCY_KEY_HEADER]: 'key-email-001' }), 400, 'VALIDATION_FAILED'],
  ['a key reused for another request', async () => {
    const total = (await quote()).charge.totalRate;
    await post('/api/hotels/bookings', bookingBody(total), { [IDEMPOTENCY_KEY_HEADER]: 'key-reused-01' });
    return post('/api/hotels/bookings', { ...bookingBody(total), specialRequests: 'Late arrival' }, { [IDEMPOTENCY_KEY_HEADER]: 'key-reused-01' });
  }, 422, BOOKING_ERROR_CODES.idempotencyKeyReused],
  ['the last room gone', async () => {
    bookingsMock.setAvailable(11, 0);
    return post('/api/hotels/bookings', bookingBody((await quote()).charge.totalRate), { [IDEMPOTENCY_KEY_HEADER]: 'key-soldout-1' });
  }, 409, BOOKING_ERROR_CODES.soldOut],
  ['wallet credits without an account', async () => post('/api/hotels/bookings', { ...bookingBody((await quote()).charge.totalRate), payment: { useWallet: true } }, { [IDEMPOTENCY_KEY_HEADER]: 'key-wallet-01' }), 400, BOOKING_ERROR_CODES.walletUnavailable],
  ['a refund that changed', async () => {
    bookingsMock.add(bookingFixture());
    return post('/api/bookings/H-7KQ3M9XA/cancel', { expectedRefund: 1 }, signedIn);
  }, 409, BOOKING_ERROR_CODES.refundChanged],
  ['the trips of nobody', async () => get('/api/bookings'), 401, 'UNAUTHORIZED'],
])('%s answers in the one error shape', async (_case, call, status, code) => {
  const response = await call();
  expect(response.status).toBe(status);
  const { error } = apiErrorSchema.parse(await response.json());
  expect(error.code).toBe(code);
  if (code === BOOKING_ERROR_CODES.cardDeclined) expect(error.message).toBe(CARD_DECLINED_TEXT);
  expect(bookingsMock.bookings().filter((b) => b.status === 'confirmed' && b.reference !== 'H-7KQ3M9XA').length).toBeLessThanOrEqual(1);
});

test('a booking made without an account is found with its lead email only', async () => {
  const created = bookingSchema.parse(
    await (await post('/api/hotels/bookings', bookingBody((await quote()).charge.totalRate), { [IDEMPOTENCY_KEY_HEADER]: 'key-anon-0001' })).json(),
  );
  expect((await get(`/api/bookings/${created.reference}`)).status).toBe(404);
  expect((await get(`/api/bookings/${created.reference}?email=TARA@example.com`)).status).toBe(200);
});
