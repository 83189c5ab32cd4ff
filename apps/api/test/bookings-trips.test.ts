import {
  apiErrorSchema,
  BOOKING_ERROR_CODES,
  type Booking,
  bookingListSchema,
  cancellationQuoteSchema,
  type CancellationQuote,
  hotelSearchResponseSchema,
} from '@travel/contracts';
import { reserveNights } from '../src/services/hotels/room-nights';
import { tokenFor, withToken } from './accounts-helpers';
import {
  bookingRequest,
  bookingsClient,
  creditsOf,
  day,
  GRAND_HOUSE,
  MIDTOWN_PLAZA,
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

const errorOf = (res: { json(): unknown }) => apiErrorSchema.parse(res.json()).error;
/** Free cancellation until 3 days before check-in. */
const standard = (offset: number, nights = 2): Selection => ({
  hotelId: GRAND_HOUSE,
  roomId: standardRoom,
  checkIn: day(offset),
  checkOut: day(offset + nights),
  rooms: twoAdults(1),
});
/** Non-refundable. */
const suite = (offset: number, nights = 1): Selection => ({ ...standard(offset, nights), roomId: suiteRoom });

async function booked(selection: Selection, headers = traveller, overrides = {}): Promise<Booking> {
  const quote = await client.quote(selection, headers);
  const res = await client.book(bookingRequest(selection, quote.charge.totalRate, overrides), { headers });
  if (res.statusCode !== 201) throw new Error(`booking: ${res.statusCode} ${res.body}`);
  return parseBooking(res);
}

async function cancellationQuote(reference: string, headers = traveller): Promise<CancellationQuote> {
  const res = await client.inject('GET', `/api/bookings/${reference}/cancellation`, undefined, headers);
  if (res.statusCode !== 200) throw new Error(`cancellation quote: ${res.statusCode} ${res.body}`);
  return cancellationQuoteSchema.parse(res.json());
}

const cancel = (reference: string, expectedRefund: number, headers = traveller) =>
  client.inject('POST', `/api/bookings/${reference}/cancel`, { expectedRefund }, headers);

describe('GET /api/bookings (My Trips)', () => {
  it('lists the signed-in traveller\'s own bookings, upcoming first by check-in, then the rest', async () => {
    const later = await booked(standard(200));
    const sooner = await booked(standard(190));
    const cancelled = await booked(standard(180));
    expect((await cancel(cancelled.reference, cancelled.price.totalRate)).statusCode).toBe(200);
    const others = await booked(standard(195), plain);

    const res = await client.inject('GET', '/api/bookings', undefined, traveller);
    expect(res.statusCode).toBe(200);
    const references = bookingListSchema.parse(res.json()).bookings.map((b) => b.reference);
    expect(references).not.toContain(others.reference);
    expect(references.indexOf(sooner.reference)).toBeLessThan(references.indexOf(later.reference));
    expect(references.indexOf(later.reference)).toBeLessThan(references.indexOf(cancelled.reference));
  });

  it('needs a signed-in traveller: 401', async () => {
    const res = await client.inject('GET', '/api/bookings');
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/bookings/:reference', () => {
  it('answers the owner; anyone else, and any other agency, gets the same 404', async () => {
    const booking = await booked(standard(210));
    const path = `/api/bookings/${booking.reference}`;
    expect(parseBooking(await client.inject('GET', path, undefined, traveller))).toEqual(booking);
    const notFound = { code: 'NOT_FOUND', message: `No booking ${booking.reference}` };
    expect(errorOf(await client.inject('GET', path, undefined, plain))).toEqual(notFound);
    expect(errorOf(await client.inject('GET', path))).toEqual(notFound);
    // A booking made with an account is never found by email.
    expect(errorOf(await client.inject('GET', `${path}?email=tara.quinn@example.com`))).toEqual(notFound);
    expect(errorOf(await client.inject('GET', path, undefined, {}, SUNNY))).toEqual(notFound);
    expect(errorOf(await client.inject('GET', '/api/bookings/H-AAAAAAAA', undefined, traveller))).toEqual({ code: 'NOT_FOUND', message: 'No booking H-AAAAAAAA' });
  });

  it('answers 400 for a malformed reference', async () => {
    const res = await client.inject('GET', '/api/bookings/H-0000', undefined, traveller);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toMatch(/^params\.reference/);
  });
});

describe('cancellation', () => {
  it('is free before the free-cancellation date: the whole price back, the rooms back on sale', async () => {
    const booking = await booked(standard(220));
    expect(await soldByNight(db(), standardRoom)).toMatchObject({ [day(220)]: 1, [day(221)]: 1 });
    const quote = await cancellationQuote(booking.reference);
    expect(quote).toMatchObject({
      reference: booking.reference,
      cancellable: true,
      penalty: 0,
      refund: { card: booking.price.totalRate, wallet: 0, total: booking.price.totalRate },
      currency: 'USD',
    });
    expect(quote.explanation).toMatch(new RegExp(`^Free cancellation until the end of ${day(217)} \\(UTC\\): cancelling now refunds the whole \\$`));

    const res = await cancel(booking.reference, quote.refund.total);
    expect(res.statusCode).toBe(200);
    const cancelled = parseBooking(res);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelled: { penalty: 0, refund: { card: booking.price.totalRate, wallet: 0, total: booking.price.totalRate }, currency: 'USD' },
    });
    expect(await soldByNight(db(), standardRoom)).toMatchObject({ [day(220)]: 0, [day(221)]: 0 });
    expect((await client.quote(standard(220))).available).toBe(5);
  });

  it('of a non-refundable rate costs the whole price and refunds nothing', async () => {
    const booking = await booked(suite(230));
    const quote = await cancellationQuote(booking.reference);
    expect(quote).toMatchObject({ cancellable: true, penalty: booking.price.totalRate, refund: { card: 0, wallet: 0, total: 0 } });
    expect(quote.explanation).toMatch(/^This rate is non-refundable: cancelling costs the full price of the stay \(\$[\d,.]+\) and refunds nothing\.$/);
    const cancelled = parseBooking(await cancel(booking.reference, 0));
    expect(cancelled.cancelled).toMatchObject({ penalty: booking.price.totalRate, refund: { total: 0 } });
    expect(await soldByNight(db(), suiteRoom)).toMatchObject({ [day(230)]: 0 });
  });

  it('after the free period costs the whole price', async () => {
    const booking = await booked(standard(2));
    expect(await cancellationQuote(booking.reference)).toMatchObject({ cancellable: true, penalty: booking.price.totalRate, refund: { total: 0 } });
    expect((await cancellationQuote(booking.reference)).explanation).toMatch(new RegExp(`^Free cancellation ended on ${day(-1)}:`));
  });

  it('refuses a refund other than the one quoted: 409 REFUND_CHANGED, nothing cancelled', async () => {
    const booking = await booked(standard(240));
    const res = await cancel(booking.reference, 0);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe(BOOKING_ERROR_CODES.refundChanged);
    expect(errorOf(res).message).toMatch(/^The refund changed from \$0\.00 to \$/);
    expect(parseBooking(await client.inject('GET', `/api/bookings/${booking.reference}`, undefined, traveller)).status).toBe('confirmed');
  });

  it('happens once: cancelling again is 409 NOT_CANCELLABLE, and so is the stay that has started', async () => {
    const booking = await booked(standard(250));
    expect((await cancel(booking.reference, booking.price.totalRate)).statusCode).toBe(200);
    const again = await cancel(booking.reference, booking.price.totalRate);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({ code: BOOKING_ERROR_CODES.notCancellable, message: 'This booking is already cancelled.' });
    expect(await cancellationQuote(booking.reference)).toMatchObject({ cancellable: false, reason: 'This booking is already cancelled.' });

    const today = await booked(suite(0));
    const started = await cancellationQuote(today.reference);
    expect(started).toMatchObject({ cancellable: false, refund: { total: 0 } });
    expect(started.reason).toMatch(/before the check-in day/);
    expect((await cancel(today.reference, 0)).statusCode).toBe(409);
  });

  it('refunds once when two cancellations race, wallet credits included', async () => {
    await setCredits(db(), 'traveller@wayfarer.test', 15_000);
    const booking = await booked(standard(260), traveller, { payment: { ...bookingRequest(standard(260), 0).payment, useWallet: true } });
    expect(booking.payment.walletAmount).toBe(15_000);
    expect(await creditsOf(db(), 'traveller@wayfarer.test')).toBe(0);
    const answers = await Promise.all([cancel(booking.reference, booking.price.totalRate), cancel(booking.reference, booking.price.totalRate)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const cancelled = parseBooking(answers.find((r) => r.statusCode === 200)!);
    expect(cancelled.cancelled?.refund).toEqual({ card: booking.price.totalRate - 15_000, wallet: 15_000, total: booking.price.totalRate });
    expect(await creditsOf(db(), 'traveller@wayfarer.test')).toBe(15_000);
    expect(await soldByNight(db(), standardRoom)).toMatchObject({ [day(260)]: 0, [day(261)]: 0 });
  });

  it('of a booking made without an account needs its email', async () => {
    const selection = standard(270);
    const quote = await client.quote(selection, {}, SUNNY);
    const booking = parseBooking(await client.book(bookingRequest(selection, quote.charge.totalRate), { host: SUNNY }));
    const path = `/api/bookings/${booking.reference}`;
    expect((await client.inject('GET', `${path}/cancellation`, undefined, {}, SUNNY)).statusCode).toBe(404);
    expect((await client.inject('POST', `${path}/cancel`, { expectedRefund: booking.price.totalRate }, {}, SUNNY)).statusCode).toBe(404);
    const res = await client.inject('POST', `${path}/cancel?email=TARA.QUINN@example.com`, { expectedRefund: booking.price.totalRate }, {}, SUNNY);
    expect(res.statusCode).toBe(200);
    expect(parseBooking(res).status).toBe('cancelled');
  });
});

describe('the room-night inventory', () => {
  it('leaves a sold-out hotel out of the search, and shows nothing left in its details', async () => {
    await booked({ ...standard(310), rooms: twoAdults(5) });
    await booked({ ...suite(310, 2), rooms: twoAdults(5) });
    const stay = standard(310);
    const search = async () =>
      hotelSearchResponseSchema.parse(
        (
          await client.inject('POST', '/api/hotels/search', {
            destination: { latitude: 40.68874, longitude: -74.03548 },
            radiusKm: 1,
            checkIn: stay.checkIn,
            checkOut: stay.checkOut,
            rooms: twoAdults(1),
            pageSize: 50,
          })
        ).json(),
      ).results.map((r) => r.hotelId);
    expect(await search()).toContain(GRAND_HOUSE);
    expect((await client.details(stay)).rooms.map((r) => r.available)).toEqual([0, 5]);

    await booked({ ...suite(310, 2), rooms: twoAdults(5) });
    expect((await client.quote({ ...suite(310, 2) })).available).toBe(0);
    // The search of a new stay (not in the minute's cache) that overlaps the sold nights.
    const overlapping = { ...standard(309, 3) };
    const res = await client.inject('POST', '/api/hotels/search', {
      destination: { latitude: 40.68874, longitude: -74.03548 },
      radiusKm: 1,
      checkIn: overlapping.checkIn,
      checkOut: overlapping.checkOut,
      rooms: twoAdults(1),
      pageSize: 50,
    });
    expect(hotelSearchResponseSchema.parse(res.json()).results.map((r) => r.hotelId)).not.toContain(GRAND_HOUSE);
  });

  it('never sells a night above the allotment, however many reservations race', async () => {
    const nightsOf = { start: day(300), end: day(302) };
    const attempts = await Promise.all(
      Array.from({ length: 10 }, () => db().transaction((tx) => reserveNights(tx, twinRoom, nightsOf, 1, 2))),
    );
    expect(attempts.filter(Boolean)).toHaveLength(3);
    expect(await soldByNight(db(), twinRoom)).toEqual({ [day(300)]: 3, [day(301)]: 3 });
  });
});
