import { and, eq, sql } from 'drizzle-orm';
import {
  apiErrorSchema,
  BOOKING_ERROR_CODES,
  bookingListSchema,
  type Booking,
  cancellationQuoteSchema,
  E_TICKET_PATTERN,
  type FareBrandKey,
  type FlightBooking,
  type FlightPassenger,
  PNR_PATTERN,
} from '@travel/contracts';
import { flightSeats } from '../src/db/schema-flights';
import { tokenFor, withToken } from './accounts-helpers';
import { bookingCount, bookingRequest, bookingsClient, day, GRAND_HOUSE, parseBooking, setCredits, twoAdults, WAYFARER } from './bookings-helpers';
import { flightBookingRequest, flightsClient, passenger, type TripSelection } from './flights-helpers';
import { DB_TIMEOUT_MS, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let traveller: Record<string, string>;
const client = flightsClient(() => server);
/** Where the signed-in traveller books. */
const signedIn = flightsClient(() => server, WAYFARER);
const hotels = bookingsClient(() => server);
const db = () => server.database.db;
const errorOf = (res: { json(): unknown }) => apiErrorSchema.parse(res.json()).error;

beforeAll(async () => {
  server = await startTestServer();
  traveller = withToken(await tokenFor(server.app, 'traveller@wayfarer.test'));
}, DB_TIMEOUT_MS);
afterAll(() => server.close());

/** The best journeys of a search, as a selection of one brand; each test flies on its own day. */
async function trip(offset: number, brand: FareBrandKey, route: { from: string; to: string } = { from: 'OSL', to: 'LHR' }, returnAfter?: number): Promise<TripSelection> {
  const results = await client.search({ ...route, depart: day(offset), ...(returnAfter === undefined ? {} : { return: day(offset + returnAfter) }) });
  return { outbound: results.outbound[0]!.key, ...(results.inbound ? { inbound: results.inbound[0]!.key } : {}), cabin: 'economy', brand };
}

const countsOf = (passengers: FlightPassenger[]) => ({
  adults: passengers.filter((p) => p.type === 'adult').length,
  children: passengers.filter((p) => p.type === 'child').length,
  infants: passengers.filter((p) => p.type === 'infant').length,
});

/** Quotes and books the trip: anonymously at SUNNY, or as the signed-in traveller whose headers are given. */
async function quoteAndBook(selection: TripSelection, passengers: FlightPassenger[], headers?: Record<string, string>, overrides = {}) {
  const site = headers ? signedIn : client;
  const quote = await site.quote({ ...selection, passengers: countsOf(passengers) }, headers);
  return site.book(flightBookingRequest(selection, quote.charge.totalRate, passengers, overrides), { ...(headers ? { headers } : {}) });
}

const asFlight = (booking: Booking): FlightBooking => {
  if (booking.service !== 'flights') throw new Error(`not a flight booking: ${booking.service}`);
  return booking;
};

async function soldOf(flight: string, date: string): Promise<number> {
  const [row] = await db().select().from(flightSeats).where(and(eq(flightSeats.flight, flight), eq(flightSeats.departureDate, date), eq(flightSeats.cabin, 'economy')));
  return row?.sold ?? 0;
}

const firstLeg = (key: string) => {
  const [flight = '', date = ''] = key.split('_')[0]!.split('.');
  return { flight, date };
};

describe('POST /api/flights/bookings', () => {
  it('books a return trip with a card: e-tickets, a PNR, seats taken on every flight, the passport masked', async () => {
    const selection = await trip(50, 'standard', { from: 'OSL', to: 'LHR' }, 5);
    const party = [passenger('adult', 50), passenger('child', 50), passenger('infant', 50)];
    const res = await quoteAndBook(selection, party);
    expect(res.statusCode).toBe(201);
    const booking = asFlight(parseBooking(res));
    expect(booking.reference).toMatch(/^F-[A-HJ-NP-Z2-9]{8}$/);
    expect(booking.pnr).toMatch(PNR_PATTERN);
    expect(booking).toMatchObject({
      status: 'confirmed',
      brand: { brand: 'standard', refund: 'fee', currency: 'USD' },
      summary: { title: 'Oslo → London', places: ['London', 'Oslo'], start: day(50), travellers: 3 },
      payment: { card: { last4: '4242', amount: booking.price.totalRate }, walletAmount: 0 },
    });
    expect(booking.summary.thumbnail).toMatch(/^\/images\/airlines\/[a-z0-9]{2}\.svg$/);
    expect(booking.summary.subtitle).toContain(booking.outbound.segments[0]!.flightNumber);
    const tickets = booking.passengers.map((p) => p.ticketNumber);
    for (const ticket of tickets) expect(ticket).toMatch(E_TICKET_PATTERN);
    expect(new Set(tickets).size).toBe(3);
    expect(booking.passengers[0]!.passportNumber).toBe(`•••••${party[0]!.passportNumber!.slice(-3)}`);
    // Infants sit on a lap: two seats on every flight.
    const { flight, date } = firstLeg(selection.outbound);
    expect(await soldOf(flight, date)).toBe(2);
    expect(await soldOf(firstLeg(selection.inbound!).flight, firstLeg(selection.inbound!).date)).toBe(2);
    expect(await server.app.inject({ method: 'GET', url: booking.summary.thumbnail }).then((r) => r.statusCode)).toBe(200);
  });

  it('pays with the wallet first and the card for the rest', async () => {
    await setCredits(db(), 'traveller@wayfarer.test', 5_000);
    const selection = await trip(51, 'flex');
    const res = await quoteAndBook(selection, [passenger('adult', 51)], traveller, { payment: { ...flightBookingRequest(selection, 0, []).payment, useWallet: true } });
    expect(res.statusCode).toBe(201);
    const booking = parseBooking(res);
    expect(booking.payment).toEqual({ currency: 'USD', card: { brand: 'visa', last4: '4242', amount: booking.price.totalRate - 5_000 }, walletAmount: 5_000 });
  });

  it('answers PRICE_CHANGED for a stale total, then books at the new price', async () => {
    const selection = await trip(52, 'basic');
    const party = [passenger('adult', 52)];
    const quote = await client.quote({ ...selection, passengers: countsOf(party) });
    const stale = await client.book(flightBookingRequest(selection, quote.charge.totalRate - 100, party));
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe(BOOKING_ERROR_CODES.priceChanged);
    const res = await client.book(flightBookingRequest(selection, quote.charge.totalRate, party));
    expect(res.statusCode).toBe(201);
    expect(parseBooking(res).price.totalRate).toBe(quote.charge.totalRate);
  });

  it('refuses a date of birth that does not match the type, and a missing passport abroad: 400, nothing booked', async () => {
    const selection = await trip(53, 'flex');
    const before = await bookingCount(db());
    const wrongAge = await quoteAndBook(selection, [passenger('adult', 53), passenger('child', 53, { dateOfBirth: passenger('adult', 53).dateOfBirth })]);
    expect(wrongAge.statusCode).toBe(400);
    expect(errorOf(wrongAge).message).toBe('body.passengers.1.dateOfBirth: the date of birth makes this passenger an adult on the day of travel, not a child');
    const noPassport = await quoteAndBook(selection, [passenger('adult', 53, { passportNumber: undefined })]);
    expect(noPassport.statusCode).toBe(400);
    expect(errorOf(noPassport).message).toBe('body.passengers.0.passportNumber: required for an international trip');
    expect(await bookingCount(db())).toBe(before);
    expect(await soldOf(firstLeg(selection.outbound).flight, firstLeg(selection.outbound).date)).toBe(0);
    // Within one country no passport is asked for.
    const domestic = await trip(53, 'flex', { from: 'OSL', to: 'BGO' });
    expect((await quoteAndBook(domestic, [passenger('adult', 53, { passportNumber: undefined, passportExpiry: undefined, nationality: undefined })])).statusCode).toBe(201);
  });

  it('sells the last seat of a cabin exactly once under 20 concurrent checkouts', async () => {
    const selection = await trip(54, 'flex');
    const party = [passenger('adult', 54)];
    const quote = await client.quote({ ...selection, passengers: countsOf(party) });
    const { flight, date } = firstLeg(selection.outbound);
    const capacity = quote.outbound.segments[0]!.aircraft.code === '320' ? 150 : 162;
    await db().insert(flightSeats).values({ flight, departureDate: date, cabin: 'economy', capacity, sold: capacity - 1 });
    const results = await Promise.all(Array.from({ length: 20 }, () => client.book(flightBookingRequest(selection, quote.charge.totalRate, party))));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(19);
    for (const res of refused) expect(errorOf(res)).toEqual({ code: BOOKING_ERROR_CODES.soldOut, message: 'This fare has just sold out' });
    expect(await soldOf(flight, date)).toBe(capacity);
    expect(await client.quote({ ...selection, passengers: countsOf(party) })).toMatchObject({ seatsLeft: 0, bookable: false });
  });
});

describe('cancelling a flight booking by its fare rules (the generic routes)', () => {
  const email = 'ingrid@example.com';
  const quoteOf = async (reference: string) => cancellationQuoteSchema.parse((await client.inject('GET', `/api/bookings/${reference}/cancellation?email=${email}`)).json());

  it.each([
    ['flex', (b: Booking) => b.price.totalRate],
    ['standard', (b: Booking) => b.price.totalRate - Math.min(2 * 10_000, b.price.baseRate)],
    ['basic', (b: Booking) => b.price.taxAndFee],
  ] as const)('refunds a %s fare as its rule says, and gives the seats back', async (brand, refundOf) => {
    const offset = { flex: 60, standard: 61, basic: 62 }[brand];
    const selection = await trip(offset, brand);
    const booking = parseBooking(await quoteAndBook(selection, [passenger('adult', offset), passenger('adult', offset), passenger('infant', offset)]));
    const quote = await quoteOf(booking.reference);
    expect(quote).toMatchObject({ cancellable: true, refund: { total: refundOf(booking) }, penalty: booking.price.totalRate - refundOf(booking) });
    const res = await client.inject('POST', `/api/bookings/${booking.reference}/cancel?email=${email}`, { expectedRefund: quote.refund.total });
    expect(res.statusCode).toBe(200);
    expect(parseBooking(res)).toMatchObject({ status: 'cancelled', cancelled: { refund: { card: refundOf(booking) } } });
    expect(await soldOf(firstLeg(selection.outbound).flight, firstLeg(selection.outbound).date)).toBe(0);
  });

  it('is refused once the first flight has left', async () => {
    const selection = await trip(63, 'flex');
    const booking = parseBooking(await quoteAndBook(selection, [passenger('adult', 63)]));
    await db().execute(sql`update bookings set start_date = ${day(0)} where reference = ${booking.reference}`);
    expect(await quoteOf(booking.reference)).toMatchObject({ cancellable: false, refund: { total: 0 } });
  });
});

describe('My Trips', () => {
  it('lists a flight booking beside a hotel booking', async () => {
    const flight = parseBooking(await quoteAndBook(await trip(70, 'flex'), [passenger('adult', 70)], traveller));
    const roomId = await hotels.roomId(GRAND_HOUSE, 'Standard Double Room');
    const stay = { hotelId: GRAND_HOUSE, roomId, checkIn: day(72), checkOut: day(74), rooms: twoAdults(1) };
    const hotelQuote = await hotels.quote(stay, traveller);
    const hotel = parseBooking(await hotels.book(bookingRequest(stay, hotelQuote.charge.totalRate), { headers: traveller }));
    const list = bookingListSchema.parse((await hotels.inject('GET', '/api/bookings', undefined, traveller)).json());
    const mine = list.bookings.filter((b) => [flight.reference, hotel.reference].includes(b.reference));
    expect(mine.map((b) => b.service).sort()).toEqual(['flights', 'hotels']);
    expect(mine.find((b) => b.service === 'flights')).toMatchObject({ summary: { title: 'Oslo → London' } });
  });
});
