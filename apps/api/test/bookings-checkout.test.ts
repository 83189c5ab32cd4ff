import { apiErrorSchema, BOOKING_ERROR_CODES, bookingListSchema, CARD_DECLINED_TEXT, TEST_CARDS, UNSAFE_TEXT_MESSAGE } from '@travel/contracts';
import { paymentGateway } from '../src/payments/gateways';
import { tokenFor, withToken } from './accounts-helpers';
import {
  bookingCount,
  bookingRequest,
  bookingsClient,
  creditsOf,
  day,
  GRAND_HOUSE,
  MIDTOWN_PLAZA,
  newKey,
  parseBooking,
  type Selection,
  setCredits,
  soldByNight,
  SUNNY,
  twoAdults,
} from './bookings-helpers';
import { DB_TIMEOUT_MS, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let standardRoom: number;
let suiteRoom: number;
let twinRoom: number;
let traveller: Record<string, string>;
let plain: Record<string, string>;
const client = bookingsClient(() => server);
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer();
  [standardRoom, suiteRoom, twinRoom] = await Promise.all([
    client.roomId(GRAND_HOUSE, 'Standard Double Room'),
    client.roomId(GRAND_HOUSE, 'Junior Suite'),
    client.roomId(MIDTOWN_PLAZA, 'Twin Room'),
  ]);
  traveller = withToken(await tokenFor(server.app, 'traveller@wayfarer.test'));
  plain = withToken(await tokenFor(server.app, 'plain@wayfarer.test'));
}, DB_TIMEOUT_MS);
afterAll(() => server.close());

/** Each test books its own dates, so the file's tests do not share inventory. */
const stay = (offset: number, nights = 2) => ({ checkIn: day(offset), checkOut: day(offset + nights) });
const standard = (offset: number, rooms = 1): Selection => ({ hotelId: GRAND_HOUSE, roomId: standardRoom, ...stay(offset), rooms: twoAdults(rooms) });
const errorOf = (res: { json(): unknown }) => apiErrorSchema.parse(res.json()).error;

/** Quotes the selection and books it at the quoted total. */
async function quoteAndBook(selection: Selection, options: Parameters<typeof client.book>[1] = {}, overrides = {}) {
  const quote = await client.quote(selection, options.headers, options.host);
  return client.book(bookingRequest(selection, quote.charge.totalRate, overrides), options);
}

describe('POST /api/hotels/quote', () => {
  it('prices the selection like the details call, in the display currency and in USD for the charge', async () => {
    const selection = standard(40);
    const [details, quote, euro] = await Promise.all([
      client.details(selection),
      client.quote(selection),
      client.quote({ ...selection, currency: 'EUR' }),
    ]);
    const room = details.rooms.find((r) => r.roomId === standardRoom);
    expect(quote).toMatchObject({
      hotel: { id: GRAND_HOUSE, name: 'New York City Grand House', stars: 4, city: 'New York City', countryCode: 'US', heroImage: '/images/hotels/2-temperate-coast.svg' },
      room: { roomId: standardRoom, name: 'Standard Double Room', board: 'Room only' },
      stay: { start: day(40), end: day(42), nights: 2 },
      available: 5,
      bookable: true,
      charge: room?.rates,
      display: room?.rates,
      cancellation: room?.cancellation,
      wallet: null,
    });
    expect(euro.charge).toEqual(quote.charge);
    expect(euro.display.currency).toBe('EUR');
    expect(euro.display.totalRate).not.toBe(quote.charge.totalRate);
  });

  it('offers the wallet of a signed-in traveller with credits, and none to an account without', async () => {
    expect((await client.quote(standard(40), traveller)).wallet).toEqual({ balance: 15_000, currency: 'USD' });
    expect((await client.quote(standard(40), plain)).wallet).toBeNull();
  });

  it('says why a selection cannot be booked', async () => {
    const oneNight = await client.quote({ ...standard(40), checkOut: day(41) });
    expect(oneNight).toMatchObject({ bookable: false, unavailableReason: 'The Standard Double Room needs a stay of at least 2 nights.' });
    const tooMany = await client.quote({ ...standard(40), rooms: twoAdults(6).slice(0, 5), roomId: twinRoom, hotelId: MIDTOWN_PLAZA });
    expect(tooMany).toMatchObject({ available: 3, bookable: false, unavailableReason: 'Only 3 rooms of this type are left for these dates.' });
    const tooBig = await client.quote({ ...standard(40), rooms: [{ adults: 3, childAges: [] }] });
    expect(tooBig.bookable).toBe(false);
    expect(tooBig.unavailableReason).toMatch(/sleeps at most 2 adults/);
  });

  it('answers 404 for a room of another hotel', async () => {
    const res = await client.quoteResponse({ ...standard(40), roomId: twinRoom });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe('NOT_FOUND');
  });
});

describe('POST /api/hotels/bookings', () => {
  it('books with an approved card: 201, the rooms taken off every night, the booking in My Trips', async () => {
    const selection = standard(50, 2);
    const res = await quoteAndBook(selection, { headers: traveller });
    expect(res.statusCode).toBe(201);
    const booking = parseBooking(res);
    expect(booking).toMatchObject({
      status: 'confirmed',
      service: 'hotels',
      stay: { start: day(50), end: day(52), nights: 2 },
      leadTraveller: { email: 'Tara.Quinn@Example.com' },
      payment: { currency: 'USD', card: { brand: 'visa', last4: '4242', amount: booking.price.totalRate }, walletAmount: 0 },
      cancelled: null,
    });
    expect(booking.reference).toMatch(/^H-[A-HJ-NP-Z2-9]{8}$/);
    expect(await soldByNight(db(), standardRoom)).toEqual({ [day(50)]: 2, [day(51)]: 2 });
    expect((await client.quote(selection)).available).toBe(3);
    const list = bookingListSchema.parse((await client.inject('GET', '/api/bookings', undefined, traveller)).json());
    expect(list.bookings.map((b) => b.reference)).toContain(booking.reference);
  });

  it('books nothing when the card is declined: 402, no booking, no credits used, nothing sold', async () => {
    const before = await bookingCount(db());
    const selection = standard(60);
    const res = await quoteAndBook(selection, { headers: traveller }, {
      payment: { useWallet: true, card: { number: TEST_CARDS.decline, expiry: '12/40', cvc: '123', holderName: 'Tara Quinn' } },
    });
    expect(res.statusCode).toBe(402);
    expect(errorOf(res)).toEqual({ code: BOOKING_ERROR_CODES.cardDeclined, message: CARD_DECLINED_TEXT });
    expect(await bookingCount(db())).toBe(before);
    expect(await creditsOf(db(), 'traveller@wayfarer.test')).toBe(15_000);
    // The night was held while the card was tried, then given back.
    expect((await soldByNight(db(), standardRoom))[day(60)] ?? 0).toBe(0);
  });

  test.each([
    ['an expired card', { expiry: '01/20' }, 'body.payment.card.expiry: the card has expired'],
    ['a number failing the Luhn check', { number: '4242424242424241' }, 'body.payment.card.number'],
    ['a three-digit expiry', { expiry: '123' }, 'body.payment.card.expiry'],
  ])('refuses %s with a 400 naming the field', async (_, card, message) => {
    const selection = standard(70);
    const base = bookingRequest(selection, 0);
    const res = await client.book({ ...base, payment: { card: { ...base.payment.card!, ...card } } }, { headers: traveller });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining(message) });
  });

  test.each([
    ['special requests with a NUL', 200, { specialRequests: 'Late arrival\u0000' }, 'body.specialRequests'],
    ["the lead traveller's name with a NUL", 203, { leadTraveller: { firstName: 'Tara', lastName: 'Quinn\u0000', email: 'tara@example.com', phone: '+1 212 555 0100' } }, 'body.leadTraveller.lastName'],
    ["the lead traveller's email with a lone surrogate", 206, { leadTraveller: { firstName: 'Tara', lastName: 'Quinn', email: 'tara\ud800@example.com', phone: '+1 212 555 0100' } }, 'body.leadTraveller.email'],
  ])('refuses %s before charging anything: 400 naming the field, no booking, nothing sold; without it the booking is charged once', async (_, offset, overrides, field) => {
    // The agency's gateway (the seeded 'stripe' is the demo card gateway), watched for charges.
    const charge = jest.spyOn(paymentGateway('stripe'), 'charge');
    try {
      const selection = standard(offset);
      const quote = await client.quote(selection);
      const before = await bookingCount(db());
      const res = await client.book(bookingRequest(selection, quote.charge.totalRate, overrides), { headers: traveller });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toEqual({ code: 'VALIDATION_FAILED', message: `${field}: ${UNSAFE_TEXT_MESSAGE}` });
      expect(charge).not.toHaveBeenCalled();
      expect(await bookingCount(db())).toBe(before);
      expect(await soldByNight(db(), standardRoom)).not.toHaveProperty(day(offset));

      expect((await client.book(bookingRequest(selection, quote.charge.totalRate), { headers: traveller })).statusCode).toBe(201);
      expect(charge).toHaveBeenCalledTimes(1);
    } finally {
      charge.mockRestore();
    }
  });

  test.each([
    ['missing', null],
    ['too short', 'abc'],
    ['with spaces', 'not a valid key'],
  ])('answers 400 naming the Idempotency-Key header when it is %s', async (_, key) => {
    const res = await client.book(bookingRequest(standard(70), 1), { key, headers: traveller });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('headers.idempotency-key') });
  });

  it('books once for a retried request: the retry answers 200 with the same booking, nothing sold or charged twice', async () => {
    const selection = standard(80);
    const quote = await client.quote(selection);
    const body = bookingRequest(selection, quote.charge.totalRate);
    const key = newKey();
    const before = await bookingCount(db());
    const first = await client.book(body, { key, headers: traveller });
    const retry = await client.book(body, { key, headers: traveller });
    expect([first.statusCode, retry.statusCode]).toEqual([201, 200]);
    expect(parseBooking(retry)).toEqual(parseBooking(first));
    expect(await bookingCount(db())).toBe(before + 1);
    expect(await soldByNight(db(), standardRoom)).toMatchObject({ [day(80)]: 1, [day(81)]: 1 });
  });

  it('books once when the same request is sent twice at the same moment', async () => {
    const selection = standard(85);
    const quote = await client.quote(selection);
    const body = bookingRequest(selection, quote.charge.totalRate);
    const key = newKey();
    const answers = await Promise.all([client.book(body, { key, headers: traveller }), client.book(body, { key, headers: traveller })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(parseBooking(answers[0]!).reference).toBe(parseBooking(answers[1]!).reference);
    expect(await soldByNight(db(), standardRoom)).toMatchObject({ [day(85)]: 1, [day(86)]: 1 });
  });

  it('refuses the same key with a different request: 422', async () => {
    const selection = standard(90);
    const quote = await client.quote(selection);
    const key = newKey();
    expect((await client.book(bookingRequest(selection, quote.charge.totalRate), { key, headers: traveller })).statusCode).toBe(201);
    const other = await client.book(bookingRequest(selection, quote.charge.totalRate, { specialRequests: 'Late arrival' }), { key, headers: traveller });
    expect(other.statusCode).toBe(422);
    expect(errorOf(other).code).toBe(BOOKING_ERROR_CODES.idempotencyKeyReused);
  });

  it('sells the last room once when checkouts race for it: one 201, the others 409 SOLD_OUT', async () => {
    const selection: Selection = { hotelId: MIDTOWN_PLAZA, roomId: twinRoom, ...stay(100, 3), rooms: twoAdults(2) };
    expect((await quoteAndBook(selection, { headers: traveller })).statusCode).toBe(201);
    const last: Selection = { ...selection, rooms: twoAdults(1) };
    const quote = await client.quote(last);
    expect(quote.available).toBe(1);
    const body = bookingRequest(last, quote.charge.totalRate);
    const answers = await Promise.all(Array.from({ length: 10 }, () => client.book(body, { headers: traveller })));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(errorOf(res)).toEqual({ code: BOOKING_ERROR_CODES.soldOut, message: 'Sorry, this room was just booked by someone else; choose another room.' });
    }
    expect(await soldByNight(db(), twinRoom)).toEqual({ [day(100)]: 3, [day(101)]: 3, [day(102)]: 3 });
    expect((await client.quote(last)).available).toBe(0);
  }, DB_TIMEOUT_MS);

  it('refuses more rooms than are left with 409 SOLD_OUT, and a room that does not fit with a 400 saying why', async () => {
    const twins: Selection = { hotelId: MIDTOWN_PLAZA, roomId: twinRoom, ...stay(110), rooms: twoAdults(4) };
    const soldOut = await client.book(bookingRequest(twins, 1), { headers: traveller });
    expect(soldOut.statusCode).toBe(409);
    expect(errorOf(soldOut).code).toBe(BOOKING_ERROR_CODES.soldOut);
    const tooBig = await client.book(bookingRequest({ ...standard(110), rooms: [{ adults: 3, childAges: [] }] }, 1), { headers: traveller });
    expect(tooBig.statusCode).toBe(400);
    expect(errorOf(tooBig).message).toMatch(/sleeps at most 2 adults/);
  });

  it('shows a changed price instead of charging it: 409 PRICE_CHANGED naming both totals', async () => {
    const selection = standard(120);
    const quote = await client.quote(selection);
    const res = await client.book(bookingRequest(selection, quote.charge.totalRate - 2_480), { headers: traveller });
    expect(res.statusCode).toBe(409);
    const dollars = (minor: number) => `$${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(errorOf(res)).toEqual({
      code: BOOKING_ERROR_CODES.priceChanged,
      message: `The price changed from ${dollars(quote.charge.totalRate - 2_480)} to ${dollars(quote.charge.totalRate)}. Check the new price and confirm again.`,
    });
    expect(await soldByNight(db(), standardRoom)).not.toHaveProperty(day(120));
  });

  describe('without an account', () => {
    it('is refused on an agency without the non-login flow: 401', async () => {
      const res = await quoteAndBook(standard(130));
      expect(res.statusCode).toBe(401);
      expect(errorOf(res)).toEqual({ code: 'UNAUTHORIZED', message: 'Log in to book' });
    });

    it('books on an agency with the non-login flow; the booking is found with its email only', async () => {
      const res = await quoteAndBook(standard(130), { host: SUNNY });
      expect(res.statusCode).toBe(201);
      const { reference } = parseBooking(res);
      const lookup = (query: string, host = SUNNY) => client.inject('GET', `/api/bookings/${reference}${query}`, undefined, {}, host);
      expect((await lookup('?email=tara.quinn@example.com')).statusCode).toBe(200);
      expect(parseBooking(await lookup('?email=TARA.QUINN@EXAMPLE.COM')).reference).toBe(reference);
      expect((await lookup('?email=someone@example.com')).statusCode).toBe(404);
      expect((await lookup('')).statusCode).toBe(404);
      expect((await lookup('?email=tara.quinn@example.com', 'wayfarer.localhost')).statusCode).toBe(404);
    });
  });

  describe('wallet credits', () => {
    afterEach(() => setCredits(db(), 'traveller@wayfarer.test', 15_000));

    it('pay first when asked, the card pays the rest, and the credits are debited', async () => {
      const res = await quoteAndBook(standard(140), { headers: traveller }, { payment: { ...bookingRequest(standard(140), 0).payment, useWallet: true } });
      expect(res.statusCode).toBe(201);
      const booking = parseBooking(res);
      expect(booking.payment).toEqual({ currency: 'USD', card: { brand: 'visa', last4: '4242', amount: booking.price.totalRate - 15_000 }, walletAmount: 15_000 });
      expect(await creditsOf(db(), 'traveller@wayfarer.test')).toBe(0);
    });

    it('pay everything when they cover the total, with no card', async () => {
      await setCredits(db(), 'traveller@wayfarer.test', 1_000_000);
      const res = await quoteAndBook(standard(150), { headers: traveller }, { payment: { useWallet: true } });
      expect(res.statusCode).toBe(201);
      const booking = parseBooking(res);
      expect(booking.payment).toEqual({ currency: 'USD', card: null, walletAmount: booking.price.totalRate });
      expect(await creditsOf(db(), 'traveller@wayfarer.test')).toBe(1_000_000 - booking.price.totalRate);
    });

    it('need a card for what they do not cover', async () => {
      const res = await quoteAndBook(standard(160), { headers: traveller }, { payment: { useWallet: true } });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toMatch(/^body\.payment\.card: a card is needed to pay \$/);
      expect(await creditsOf(db(), 'traveller@wayfarer.test')).toBe(15_000);
      expect(await soldByNight(db(), standardRoom)).not.toHaveProperty(day(160));
    });

    it('are refused to an account without them: 400 WALLET_UNAVAILABLE', async () => {
      const res = await quoteAndBook(standard(160), { headers: plain }, { payment: { ...bookingRequest(standard(160), 0).payment, useWallet: true } });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).code).toBe(BOOKING_ERROR_CODES.walletUnavailable);
    });
  });
});
