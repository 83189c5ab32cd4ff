import { eq } from 'drizzle-orm';
import { ACCOUNT_ERROR_CODES, COMMAND_ERROR_CODES, type Client } from '@travel/contracts';
import { users } from '../src/db/schema-agencies';
import { bookings } from '../src/db/schema-bookings';
import { paymentGateway } from '../src/payments/gateways';
import { tokensFor, withToken } from './accounts-helpers';
import { bookingCount, bookingRequest, bookingsClient, day, GRAND_HOUSE, newKey, parseBooking, type Selection, soldByNight, SUNNY, twoAdults, WAYFARER, userIdOf } from './bookings-helpers';
import { clientInput, commandClient, errorOf } from './command-helpers';
import { flightBookingRequest, flightsClient, passenger } from './flights-helpers';
import { DB_TIMEOUT_MS, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let as: (email: string) => Record<string, string>;
let agentsClient: Client;
let salesClient: Client;
let sunnyClient: Client;
let roomId: number;
const api = commandClient(() => server);
const hotels = bookingsClient(() => server);
const flights = flightsClient(() => server, WAYFARER);
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer();
  const token = await tokensFor(server.app, ['owner@wayfarer.test', 'agent@wayfarer.test', 'sales@wayfarer.test', 'traveller@wayfarer.test', ['owner@sunny.test', SUNNY]]);
  as = (email) => withToken(token(email));
  agentsClient = await api.createClient(clientInput({ firstName: 'Ines', lastName: 'Carvalho' }), as('agent@wayfarer.test'));
  salesClient = await api.createClient(clientInput(), as('sales@wayfarer.test'));
  sunnyClient = await api.createClient(clientInput(), as('owner@sunny.test'), SUNNY);
  roomId = await hotels.roomId(GRAND_HOUSE, 'Standard Double Room');
}, DB_TIMEOUT_MS);
afterAll(() => server.close());

const userId = (email: string) => userIdOf(db(), email);

const stay = (offset: number): Selection => ({ hotelId: GRAND_HOUSE, roomId, checkIn: day(offset), checkOut: day(offset + 2), rooms: twoAdults() });

async function hotelRequest(offset: number, headers: Record<string, string>, host = WAYFARER, clientId?: string) {
  const selection = stay(offset);
  const quote = await hotels.quote(selection, headers, host);
  return bookingRequest(selection, quote.charge.totalRate, clientId === undefined ? {} : { clientId });
}

async function attachedTo(reference: string) {
  const [row] = await db().select({ agentId: bookings.agentId, clientId: bookings.clientId, userId: bookings.userId }).from(bookings).where(eq(bookings.reference, reference));
  return row;
}

describe('a booking names the agent who made it, and the client it was for', () => {
  it('attaches the signed-in agent and their client to a hotel booking', async () => {
    const booked = await api.bookHotel(as('agent@wayfarer.test'), 30, agentsClient.id);
    const agent = await userId('agent@wayfarer.test');
    expect(await attachedTo(booked.reference)).toEqual({ agentId: agent, clientId: agentsClient.id, userId: agent });
    const detail = await api.detail(booked.reference, as('agent@wayfarer.test'));
    expect(detail).toMatchObject({ agent: { id: agent, name: 'Alex Rivera' }, client: { id: agentsClient.id, name: 'Ines Carvalho' } });
    expect((await api.listBookings({ clientId: agentsClient.id }, as('agent@wayfarer.test'))).bookings.map((row) => row.reference)).toEqual([booked.reference]);
    expect(((await api.getClientResponse(agentsClient.id, as('agent@wayfarer.test'))).json() as Client).bookings).toBe(1);
  });

  it('attaches the client to a flight booking too (the one booking core)', async () => {
    const trip = { outbound: (await flights.search({ from: 'OSL', to: 'LHR', depart: day(31) })).outbound[0]!.key, cabin: 'economy' as const, brand: 'flex' as const };
    const quote = await flights.quote({ ...trip, passengers: { adults: 1, children: 0, infants: 0 } }, as('agent@wayfarer.test'));
    const res = await flights.book(flightBookingRequest(trip, quote.charge.totalRate, [passenger('adult', 31)], { clientId: agentsClient.id }), { headers: as('agent@wayfarer.test') });
    expect(res.statusCode).toBe(201);
    expect(await attachedTo(parseBooking(res).reference)).toMatchObject({ agentId: await userId('agent@wayfarer.test'), clientId: agentsClient.id });
  });

  it('names the agent of a booking made without a client, and no agent for a traveller\'s own', async () => {
    const byAgent = await api.bookHotel(as('sales@wayfarer.test'), 32);
    expect(await attachedTo(byAgent.reference)).toMatchObject({ agentId: await userId('sales@wayfarer.test'), clientId: null });
    const byTraveller = await api.bookHotel(as('traveller@wayfarer.test'), 33);
    expect(await attachedTo(byTraveller.reference)).toMatchObject({ agentId: null, clientId: null });
  });

  it('lets an owner book for any client of the agency', async () => {
    const booked = await api.bookHotel(as('owner@wayfarer.test'), 34, salesClient.id);
    expect(await attachedTo(booked.reference)).toMatchObject({ agentId: await userId('owner@wayfarer.test'), clientId: salesClient.id });
  });

  it('answers a retry with the same key and client with the same booking', async () => {
    const body = await hotelRequest(35, as('agent@wayfarer.test'), WAYFARER, agentsClient.id);
    const key = newKey();
    const first = await hotels.book(body, { key, headers: as('agent@wayfarer.test') });
    const again = await hotels.book(body, { key, headers: as('agent@wayfarer.test') });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(parseBooking(again).reference).toBe(parseBooking(first).reference);
  });
});

describe('a client the agent may not book for', () => {
  it.each([
    ['an unknown client', () => '00000000-0000-4000-8000-000000000000'],
    ['another agency\'s client', () => sunnyClient.id],
    ['a client another agent keeps', () => salesClient.id],
  ])('refuses %s with 404 CLIENT_NOT_FOUND: nothing booked, held or charged', async (_case, clientId) => {
    const charge = jest.spyOn(paymentGateway('stripe'), 'charge');
    try {
      const body = await hotelRequest(36, as('agent@wayfarer.test'));
      const [count, nights] = [await bookingCount(db()), await soldByNight(db(), roomId)];
      const res = await hotels.book({ ...body, clientId: clientId() }, { headers: as('agent@wayfarer.test') });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toEqual({ code: COMMAND_ERROR_CODES.clientNotFound, message: `No client ${clientId()} among the clients you may see` });
      expect(charge).not.toHaveBeenCalled();
      expect(await bookingCount(db())).toBe(count);
      expect(await soldByNight(db(), roomId)).toEqual(nights);
    } finally {
      charge.mockRestore();
    }
  });

  it('refuses a clientId from a traveller (403), signed in or booking without an account', async () => {
    const count = await bookingCount(db());
    const traveller = await hotels.book({ ...(await hotelRequest(37, as('traveller@wayfarer.test'))), clientId: agentsClient.id }, { headers: as('traveller@wayfarer.test') });
    expect(traveller.statusCode).toBe(403);
    expect(errorOf(traveller)).toEqual({ code: ACCOUNT_ERROR_CODES.forbidden, message: 'body.clientId: only an agent may book for a client' });
    const anonymous = await hotels.book({ ...(await hotelRequest(37, {}, SUNNY)), clientId: sunnyClient.id }, { host: SUNNY });
    expect(anonymous.statusCode).toBe(403);
    expect(await bookingCount(db())).toBe(count);
  });

  it('refuses a clientId that is not an id with a 400 naming it', async () => {
    const res = await hotels.book({ ...(await hotelRequest(38, as('agent@wayfarer.test'))), clientId: 'Ines' }, { headers: as('agent@wayfarer.test') });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe("body.clientId: expected a client id from the agency's clients");
  });
});
