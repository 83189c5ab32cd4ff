// The bookings mocks answer as the API does: every answer parses with its contract schema,
// and the error cases carry the API's statuses and codes.
import {
  BOOKING_ERROR_CODES,
  CARD_DECLINED_TEXT,
  ERROR_CODES,
  IDEMPOTENCY_KEY_HEADER,
  TEST_CARDS,
  apiErrorSchema,
  bookingListSchema,
  bookingSchema,
  cancellationQuoteSchema,
  hotelDetailsQuerySchema,
  hotelQuoteSchema,
  isoDay,
  type HotelBookingRequest,
  type HotelQuoteRequest,
} from '@travel/contracts';
import { addDays, agencyFixture, bookingFixture, bookingsHandlersFor, bookingsMock, hotelCatalogueFixture, hotelDetails } from '@travel/mocks';
import { server } from '@travel/mocks/node';

// An agency that takes bookings without an account, so both kinds can be checked.
beforeEach(() => {
  bookingsMock.reset();
  server.use(...bookingsHandlersFor(agencyFixture({ allowNonLoginFlow: true })));
});

const BASE = 'http://wayfarer.localhost';
const checkIn = addDays(isoDay(new Date()), 30);
const selection: HotelQuoteRequest = { hotelId: 1, roomId: 12, checkIn, checkOut: addDays(checkIn, 2), rooms: [{ adults: 2, childAges: [] }], currency: 'EUR' };
const signedIn = { 'x-access-token': 'mock-access-token' };

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(BASE + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const get = (path: string, headers: Record<string, string> = {}) => fetch(BASE + path, { headers });

function bookingBody(expectedTotal: number, number: string = TEST_CARDS.approve, stay: HotelQuoteRequest = selection): HotelBookingRequest {
  return {
    ...stay,
    expectedTotal,
    leadTraveller: { firstName: 'Tara', lastName: 'Traveller', email: 'tara@example.com', phone: '+1 212 555 0100' },
    guests: [{ firstName: 'Tara', lastName: 'Traveller' }],
    specialRequests: '',
    payment: { useWallet: false, card: { number, expiry: '12/39', cvc: '123', holderName: 'Tara Traveller' } },
    acceptTerms: true,
  };
}

async function quote(headers: Record<string, string> = {}, stay: HotelQuoteRequest = selection) {
  const response = await post('/api/hotels/quote', stay, headers);
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
    bookingsMock.setAvailable(12, 0);
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

describe('every hotel and room of the mock catalogue', () => {
  type CatalogueHotel = (typeof hotelCatalogueFixture)[number];
  const hotelIn = (city: string, test: (hotel: CatalogueHotel) => boolean = () => true): CatalogueHotel => {
    const found = hotelCatalogueFixture.find((hotel) => hotel.city === city && test(hotel));
    if (!found) throw new Error(`The mock catalogue has no such hotel in ${city}`);
    return found;
  };
  const roomNamed = (hotel: CatalogueHotel, name: string) => {
    const found = hotel.rooms.find((room) => room.name === name);
    if (!found) throw new Error(`${hotel.name} has no ${name}`);
    return found;
  };
  /** What the details page shows for the room, stay and party of `stay`. */
  const detailsPrice = (stay: HotelQuoteRequest, currency: string) =>
    hotelDetails(stay.hotelId, hotelDetailsQuerySchema.parse({ checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: '2', currency }))?.rooms.find((room) => room.roomId === stay.roomId)?.rates.totalRate;
  const key = (stay: HotelQuoteRequest) => ({ [IDEMPOTENCY_KEY_HEADER]: `key-${stay.hotelId}-${stay.roomId}` });

  test.each([
    ['Paris', 'Standard Queen Room'],
    ['Tokyo', 'Deluxe King Room'],
    ['Oslo', 'Deluxe King Room'],
    ['Dubai', 'Family Suite'],
  ])("%s: a hotel's %s is quoted at its details price and booked under the hotel's name", async (city, roomName) => {
    const hotel = hotelIn(city, (candidate) => roomNamed(candidate, roomName).available > 0);
    const stay = { ...selection, hotelId: hotel.id, roomId: roomNamed(hotel, roomName).roomId };
    const priced = await quote({}, stay);
    expect(priced).toMatchObject({
      hotel: { id: hotel.id, name: hotel.name, stars: hotel.stars, address: hotel.address, city, heroImage: expect.stringMatching(new RegExp(`^/images/hotels/${hotel.id}\\b`)) },
      room: { roomId: stay.roomId, name: roomName },
      bookable: true,
    });
    expect(priced.display.totalRate).toBe(detailsPrice(stay, 'EUR'));

    const created = await post('/api/hotels/bookings', bookingBody(priced.charge.totalRate, TEST_CARDS.approve, stay), key(stay));
    expect(created.status).toBe(201);
    const booking = bookingSchema.parse(await created.json());
    expect(booking).toMatchObject({ hotel: { id: hotel.id, name: hotel.name }, room: { roomId: stay.roomId, name: roomName } });
    expect(booking.price.totalRate).toBe(detailsPrice(stay, 'USD'));
  });

  const tokyo = hotelIn('Tokyo');
  test.each([
    ['an unknown room', { hotelId: tokyo.id, roomId: 9999 }, `Hotel ${tokyo.id} has no room type 9999`],
    ["another hotel's room", { hotelId: tokyo.id, roomId: 12 }, `Hotel ${tokyo.id} has no room type 12`],
    ['an unknown hotel', { hotelId: 9999, roomId: 99991 }, 'No hotel with id 9999'],
  ])('%s answers 404 to the quote and to the booking, and books nothing', async (_case, ids, message) => {
    const stay = { ...selection, ...ids };
    const answers = [await post('/api/hotels/quote', stay), await post('/api/hotels/bookings', bookingBody(1, TEST_CARDS.approve, stay), key(stay))];
    for (const response of answers) {
      expect(response.status).toBe(404);
      expect(apiErrorSchema.parse(await response.json()).error).toMatchObject({ code: ERROR_CODES.notFound, message });
    }
    expect(bookingsMock.bookingsMade()).toBe(0);
  });

  test.each([
    ['none left', 'Family Suite', 409, BOOKING_ERROR_CODES.soldOut, 'The Family Suite is not available for these dates.'],
    ['a longer minimum stay', 'Penthouse Suite', 400, ERROR_CODES.validation, 'The Penthouse Suite needs a stay of at least 3 nights.'],
  ])('a room with %s is quoted as not bookable, saying why, and booking it is refused', async (_case, roomName, status, code, reason) => {
    const hotel = hotelIn('Tokyo', (candidate) => roomNamed(candidate, 'Family Suite').available === 0);
    const stay = { ...selection, hotelId: hotel.id, roomId: roomNamed(hotel, roomName).roomId };
    const priced = await quote({}, stay);
    expect(priced).toMatchObject({ bookable: false, unavailableReason: reason });
    const refused = await post('/api/hotels/bookings', bookingBody(priced.charge.totalRate, TEST_CARDS.approve, stay), key(stay));
    expect(refused.status).toBe(status);
    expect(apiErrorSchema.parse(await refused.json()).error.code).toBe(code);
    expect(bookingsMock.bookingsMade()).toBe(0);
  });
});
