import type { LightMyRequestResponse } from 'fastify';
import {
  type FlightBookingRequest,
  type FlightPassenger,
  type FlightQuote,
  type FlightQuoteRequest,
  flightQuoteSchema,
  type FlightSearchResponse,
  flightSearchResponseSchema,
  type PassengerType,
  TEST_CARDS,
} from '@travel/contracts';
import { day, newKey, SUNNY } from './bookings-helpers';
import type { TestServer } from './helpers';

/** Shared by the flights-*.test.ts files. SUNNY takes bookings without login. */

type Headers = Record<string, string>;

/** Calls to one agency's site: SUNNY by default; signed-in travellers' tokens are WAYFARER's. */
export function flightsClient(server: () => TestServer, host = SUNNY) {
  const inject = (method: 'GET' | 'POST', url: string, body?: unknown, headers: Headers = {}) =>
    server().app.inject({ method, url, headers: { host, ...headers }, ...(body === undefined ? {} : { payload: body as object }) });

  return {
    inject,
    searchResponse: (query: Record<string, string | number>, headers: Headers = {}) => inject('GET', `/api/flights/search?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, undefined, headers),

    async search(query: Record<string, string | number>, headers: Headers = {}): Promise<FlightSearchResponse> {
      const res = await this.searchResponse(query, headers);
      if (res.statusCode !== 200) throw new Error(`search: ${res.statusCode} ${res.body}`);
      return flightSearchResponseSchema.parse(res.json());
    },

    quoteResponse: (body: FlightQuoteRequest, headers: Headers = {}) => inject('POST', '/api/flights/quote', body, headers),

    async quote(body: FlightQuoteRequest, headers: Headers = {}): Promise<FlightQuote> {
      const res = await inject('POST', '/api/flights/quote', body, headers);
      if (res.statusCode !== 200) throw new Error(`quote: ${res.statusCode} ${res.body}`);
      return flightQuoteSchema.parse(res.json());
    },

    book: (body: FlightBookingRequest, options: { key?: string; headers?: Headers } = {}): Promise<LightMyRequestResponse> =>
      inject('POST', '/api/flights/bookings', body, { 'idempotency-key': options.key ?? newKey(), ...(options.headers ?? {}) }),
  };
}

/** A date of birth making a passenger of the type on `offset` days from today: 35, 8 or 1 years old. */
const AGES: Record<PassengerType, number> = { adult: 35, child: 8, infant: 1 };
export const bornAs = (type: PassengerType, offset: number): string => `${Number(day(offset).slice(0, 4)) - AGES[type]}${day(offset).slice(4)}`;

/** A passenger of the type travelling `offset` days from today, with a passport valid for years. */
export const passenger = (type: PassengerType, offset: number, overrides: Partial<FlightPassenger> = {}): FlightPassenger => ({
  type,
  firstName: type === 'adult' ? 'Ingrid' : 'Ola',
  lastName: 'Nordmann',
  dateOfBirth: bornAs(type, offset),
  gender: 'female',
  nationality: 'NO',
  passportNumber: `NO${type.length}4567${type.slice(0, 1).toUpperCase()}89`,
  passportExpiry: day(offset + 2000),
  ...overrides,
});

export type TripSelection = Omit<FlightQuoteRequest, 'passengers'>;

/** A booking request for the trip at the quoted total, paid by the approving test card. */
export function flightBookingRequest(selection: TripSelection, expectedTotal: number, passengers: FlightPassenger[], overrides: Partial<FlightBookingRequest> = {}): FlightBookingRequest {
  return {
    ...selection,
    expectedTotal,
    passengers,
    leadTraveller: { firstName: 'Ingrid', lastName: 'Nordmann', email: 'ingrid@example.com', phone: '+47 22 00 00 00' },
    payment: { useWallet: false, card: { number: TEST_CARDS.approve, expiry: `12/${String((new Date().getUTCFullYear() + 2) % 100)}`, cvc: '123', holderName: 'Ingrid Nordmann' } },
    acceptTerms: true,
    ...overrides,
  };
}
