import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import {
  type AgencyBookingDetail,
  agencyBookingDetailSchema,
  type AgencyBookingList,
  agencyBookingListSchema,
  apiErrorSchema,
  type Booking,
  type Client,
  type ClientInput,
  type ClientList,
  clientListSchema,
  clientSchema,
} from '@travel/contracts';
import { bookingRequest, bookingsClient, day, GRAND_HOUSE, parseBooking, type Selection, SUNNY, twoAdults, WAYFARER } from './bookings-helpers';
import { tokensFor, withToken } from './accounts-helpers';
import { startTestServer, type TestServer } from './helpers';

/** Shared by the command-*.test.ts files: the Command Center's Clients and Bookings calls. */

type Headers = Record<string, string>;
type Query = Record<string, string | number | undefined>;

/** The accounts the Command Center's tests sign in: every role of Wayfarer, and Sunny's owner for isolation. */
export const COMMAND_TEST_ACCOUNTS = [
  'owner@wayfarer.test',
  'admin@wayfarer.test',
  'agent@wayfarer.test',
  'sales@wayfarer.test',
  'restricted@wayfarer.test',
  'traveller@wayfarer.test',
  ['owner@sunny.test', SUNNY],
] as const;

/** A server for one test file, with every account of COMMAND_TEST_ACCOUNTS signed in once: `as(email)` is its token header. */
export async function startCommandServer(): Promise<{ server: TestServer; as: (email: string) => Record<string, string> }> {
  const server = await startTestServer();
  const token = await tokensFor(server.app, COMMAND_TEST_ACCOUNTS);
  return { server, as: (email) => withToken(token(email)) };
}

export const errorOf = (res: LightMyRequestResponse) => apiErrorSchema.parse(res.json()).error;

const queryString = (query: Query): string => {
  const pairs = Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]]));
  return pairs.length === 0 ? '' : `?${new URLSearchParams(pairs)}`;
};

/** A client the form would send, with an email no other test uses. */
export const clientInput = (overrides: Partial<ClientInput> = {}): ClientInput => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `ada.${randomUUID().slice(0, 8)}@example.com`,
  phone: '+44 20 7946 0958',
  dateOfBirth: '1985-12-10',
  nationality: 'GB',
  passportNumber: 'gb 123 4567',
  passportExpiry: day(900),
  preferences: 'Aisle seat',
  notes: 'Met at the spring fair',
  ...overrides,
});

/** The answer's body parsed, when it has the status expected; else a failure naming the call (`what`), the status and the body. */
export function parsed<T>(res: LightMyRequestResponse, status: number, parse: (body: unknown) => T, what = 'call'): T {
  if (res.statusCode !== status) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return parse(res.json());
}

export function commandClient(server: () => TestServer) {
  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers = {}, body?: unknown, host = WAYFARER) =>
    server().app.inject({ method, url, headers: { host, ...headers }, ...(body === undefined ? {} : { payload: body as object }) });
  const hotels = bookingsClient(server);

  return {
    inject,
    listClientsResponse: (query: Query, headers: Headers, host?: string) => inject('GET', `/api/agency/clients${queryString(query)}`, headers, undefined, host),
    async listClients(query: Query, headers: Headers, host?: string): Promise<ClientList> {
      return parsed(await this.listClientsResponse(query, headers, host), 200, (body) => clientListSchema.parse(body), 'list clients');
    },
    createClientResponse: (input: unknown, headers: Headers, host?: string) => inject('POST', '/api/agency/clients', headers, input, host),
    async createClient(input: ClientInput, headers: Headers, host?: string): Promise<Client> {
      return parsed(await this.createClientResponse(input, headers, host), 201, (body) => clientSchema.parse(body), 'create client');
    },
    getClientResponse: (id: string, headers: Headers, host?: string) => inject('GET', `/api/agency/clients/${id}`, headers, undefined, host),
    updateClientResponse: (id: string, input: unknown, headers: Headers) => inject('PUT', `/api/agency/clients/${id}`, headers, input),

    listBookingsResponse: (query: Query, headers: Headers, host?: string) => inject('GET', `/api/agency/bookings${queryString(query)}`, headers, undefined, host),
    async listBookings(query: Query, headers: Headers, host?: string): Promise<AgencyBookingList> {
      return parsed(await this.listBookingsResponse(query, headers, host), 200, (body) => agencyBookingListSchema.parse(body), 'list bookings');
    },
    exportResponse: (query: Query, headers: Headers) => inject('GET', `/api/agency/bookings/export.csv${queryString(query)}`, headers),
    detailResponse: (reference: string, headers: Headers, host?: string) => inject('GET', `/api/agency/bookings/${reference}`, headers, undefined, host),
    async detail(reference: string, headers: Headers): Promise<AgencyBookingDetail> {
      return parsed(await this.detailResponse(reference, headers), 200, (body) => agencyBookingDetailSchema.parse(body), 'booking detail');
    },
    cancellationResponse: (reference: string, headers: Headers) => inject('GET', `/api/agency/bookings/${reference}/cancellation`, headers),
    cancelResponse: (reference: string, expectedRefund: number, headers: Headers) => inject('POST', `/api/agency/bookings/${reference}/cancel`, headers, { expectedRefund }),

    /** Books the Grand House's Standard Double Room `offset` days ahead as `headers`' account, for a client when given. */
    async bookHotel(headers: Headers, offset: number, clientId?: string, nights = 2): Promise<Booking> {
      const selection: Selection = { hotelId: GRAND_HOUSE, roomId: await hotels.roomId(GRAND_HOUSE, 'Standard Double Room'), checkIn: day(offset), checkOut: day(offset + nights), rooms: twoAdults() };
      const quote = await hotels.quote(selection, headers);
      const res = await hotels.book(bookingRequest(selection, quote.charge.totalRate, clientId === undefined ? {} : { clientId }), { headers });
      if (res.statusCode !== 201) throw new Error(`booking: ${res.statusCode} ${res.body}`);
      return parseBooking(res);
    },
  };
}
