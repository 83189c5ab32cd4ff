import { eq } from 'drizzle-orm';
import {
  type ClientProposal,
  clientProposalSchema,
  ERROR_CODES,
  type Proposal,
  PROPOSAL_ERROR_CODES,
  type ProposalItem,
  proposalSchema,
} from '@travel/contracts';
import { bookings } from '../src/db/schema-bookings';
import { proposals } from '../src/db/schema-proposals';
import { bookingCount, bookingRequest, bookingsClient, day, GRAND_HOUSE, newKey, parseBooking, SUNNY, twoAdults, userIdOf, WAYFARER } from './bookings-helpers';
import { clientInput, commandClient, errorOf, parsed, startCommandServer } from './command-helpers';
import { flightBookingRequest, flightsClient, passenger } from './flights-helpers';
import { DB_TIMEOUT_MS, type TestServer } from './helpers';

// Wayfarer takes no booking without an account: its proposals' clients book all the same.
let server: TestServer;
let as: (email: string) => Record<string, string>;
const api = commandClient(() => server);
const hotels = bookingsClient(() => server);
const flights = flightsClient(() => server, WAYFARER);
const db = () => server.database.db;
const AGENT = 'agent@wayfarer.test';

let roomId: number;
let clientId: string;

beforeAll(async () => {
  ({ server, as } = await startCommandServer());
  roomId = await hotels.roomId(GRAND_HOUSE, 'Standard Double Room');
  clientId = (await api.createClient(clientInput({ firstName: 'Bea', lastName: 'Booker' }), as(AGENT))).id;
}, DB_TIMEOUT_MS);
afterAll(() => server.close());

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, body?: unknown) =>
  server.app.inject({ method, url, headers: { host: WAYFARER, ...headers }, ...(body === undefined ? {} : { payload: body as object }) });

const hotelStay = (offset: number) => ({ hotelId: GRAND_HOUSE, roomId, checkIn: day(offset), checkOut: day(offset + 2), rooms: twoAdults(), currency: 'USD' });

async function flightTrip() {
  const results = await flights.search({ from: 'OSL', to: 'LHR', depart: day(45), adults: 1 });
  const journey = results.outbound.find((offer) => offer.fares.length > 0);
  if (!journey) throw new Error('no flight OSL-LHR with a fare');
  return { outbound: journey.key, cabin: 'economy' as const, brand: journey.fares[0]!.brand.brand, currency: 'EUR' };
}

/** A proposal with a Grand House stay (its own dates) and, if asked, a flight; sent, and approved unless told otherwise. */
async function proposalOf(offset: number, { withFlight = false, approve = true } = {}): Promise<Proposal> {
  const draft = parsed(
    await call('POST', '/api/agency/proposals', as(AGENT), { clientId, title: 'Booked through the link', expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString() }),
    201,
    (body) => proposalSchema.parse(body),
  );
  const items = [{ service: 'hotels', offer: hotelStay(offset) }, ...(withFlight ? [{ service: 'flights', offer: { ...(await flightTrip()), passengers: { adults: 1, children: 0, infants: 0 } } }] : [])];
  for (const item of items) parsed(await call('POST', `/api/agency/proposals/${draft.id}/items`, as(AGENT), item), 201, (body) => body);
  parsed(await call('POST', `/api/agency/proposals/${draft.id}/send`, as(AGENT)), 200, (body) => body);
  if (approve) parsed(await call('POST', `/api/proposals/${draft.id}/approve`), 200, (body) => body);
  return parsed(await call('GET', `/api/agency/proposals/${draft.id}`, as(AGENT)), 200, (body) => proposalSchema.parse(body));
}

const opened = async (id: string): Promise<ClientProposal> => parsed(await call('GET', `/api/proposals/${id}`), 200, (body) => clientProposalSchema.parse(body));

/** The client books the hotel item as its checkout would: priced now, anonymous, with the item's id. */
async function bookHotel(item: ProposalItem, offset: number, overrides: Record<string, unknown> = {}, key = newKey()) {
  const stay = hotelStay(offset);
  const quote = await hotels.quote(stay);
  return hotels.book(bookingRequest(stay, quote.charge.totalRate, { proposalItemId: item.id, ...overrides }), { key });
}

const itemOf = (proposal: Proposal, service: ProposalItem['service']): ProposalItem => {
  const item = proposal.items.find((candidate) => candidate.service === service);
  if (!item) throw new Error(`no ${service} item`);
  return item;
};

describe('the client books an approved proposal through its link', () => {
  it('books each item without an account, for the proposal’s client and agent, and the proposal is booked once all are', async () => {
    const proposal = await proposalOf(50, { withFlight: true });
    const hotel = itemOf(proposal, 'hotels');
    expect(hotel.checkoutPath).toMatch(new RegExp(`^/booknow/hotels/checkout\\?hotelId=${GRAND_HOUSE}&.*&id=${proposal.id}&proposalItem=${hotel.id}$`));
    expect(itemOf(proposal, 'flights').checkoutPath).toMatch(/^\/booknow\/flights\/checkout\?outbound=/);

    const hotelRes = await bookHotel(hotel, 50);
    expect(hotelRes.statusCode).toBe(201);
    const hotelBooking = parseBooking(hotelRes);
    const [row] = await db().select({ agentId: bookings.agentId, clientId: bookings.clientId }).from(bookings).where(eq(bookings.reference, hotelBooking.reference));
    expect(row).toEqual({ agentId: await userIdOf(db(), AGENT), clientId });

    const halfway = await opened(proposal.id);
    expect(halfway.status).toBe('approved');
    expect(halfway.items.map((item) => item.bookingReference)).toEqual([hotelBooking.reference, null]);

    const flight = itemOf(proposal, 'flights');
    const trip = flight.offer as { outbound: string; cabin: 'economy'; brand: 'standard'; currency: string };
    const selection = { outbound: trip.outbound, cabin: trip.cabin, brand: trip.brand, currency: trip.currency };
    const quote = await flights.quote({ ...selection, passengers: { adults: 1, children: 0, infants: 0 } });
    const flightRes = await flights.book(flightBookingRequest(selection, quote.charge.totalRate, [passenger('adult', 45)], { proposalItemId: flight.id }));
    expect(flightRes.statusCode).toBe(201);

    const done = parsed(await call('GET', `/api/agency/proposals/${proposal.id}`, as(AGENT)), 200, (body) => proposalSchema.parse(body));
    expect(done.status).toBe('booked');
    expect(done.items.every((item) => item.bookingReference !== null)).toBe(true);
    expect((await api.listBookings({ clientId }, as(AGENT))).bookings.map((listed) => listed.reference)).toEqual(
      expect.arrayContaining([hotelBooking.reference, parseBooking(flightRes).reference]),
    );
  });

  it('answers a retry with the booking it made, and refuses a second booking of the same item (409) without charging', async () => {
    const proposal = await proposalOf(53);
    const item = itemOf(proposal, 'hotels');
    const key = newKey();
    const first = await bookHotel(item, 53, {}, key);
    expect(first.statusCode).toBe(201);
    const retry = await bookHotel(item, 53, {}, key);
    expect(retry.statusCode).toBe(200);
    expect(parseBooking(retry).reference).toBe(parseBooking(first).reference);

    const before = await bookingCount(db());
    const again = await bookHotel(item, 53);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe(PROPOSAL_ERROR_CODES.proposalItemBooked);
    expect(await bookingCount(db())).toBe(before);
  });
});

describe('what a proposal’s booking refuses, before anything is held or charged', () => {
  it('an item of a proposal not approved (409), expired (410) or of another agency’s site (404)', async () => {
    const sent = await proposalOf(56, { approve: false });
    const approved = await proposalOf(59);
    const before = await bookingCount(db());

    const notApproved = await bookHotel(itemOf(sent, 'hotels'), 56);
    expect(notApproved.statusCode).toBe(409);
    expect(errorOf(notApproved).code).toBe(PROPOSAL_ERROR_CODES.proposalStatus);

    const stay = hotelStay(59);
    const quote = await hotels.quote(stay, {}, SUNNY);
    const elsewhere = await hotels.book(bookingRequest(stay, quote.charge.totalRate, { proposalItemId: itemOf(approved, 'hotels').id }), { host: SUNNY });
    expect(elsewhere.statusCode).toBe(404);
    expect(errorOf(elsewhere).code).toBe(PROPOSAL_ERROR_CODES.proposalNotFound);

    await db().update(proposals).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(proposals.id, approved.id));
    const expired = await bookHotel(itemOf(approved, 'hotels'), 59);
    expect(expired.statusCode).toBe(410);
    expect(errorOf(expired).code).toBe(PROPOSAL_ERROR_CODES.proposalExpired);
    expect(await bookingCount(db())).toBe(before);
  });

  it('another offer than the item’s (400), a client of the request’s own (400), and the sign-in rule without a proposal (401)', async () => {
    const proposal = await proposalOf(62);
    const item = itemOf(proposal, 'hotels');
    const before = await bookingCount(db());

    const otherDates = await bookHotel(item, 63);
    expect(otherDates.statusCode).toBe(400);
    expect(errorOf(otherDates)).toMatchObject({ code: ERROR_CODES.validation, message: expect.stringContaining('proposalItemId') });

    const withClient = await bookHotel(item, 62, { clientId });
    expect(withClient.statusCode).toBe(400);

    const stay = hotelStay(62);
    const quote = await hotels.quote(stay);
    const anonymous = await hotels.book(bookingRequest(stay, quote.charge.totalRate));
    expect(anonymous.statusCode).toBe(401);
    expect(await bookingCount(db())).toBe(before);
    expect((await opened(proposal.id)).items[0]?.bookingReference).toBeNull();
  });
});
