import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  type Booking,
  bookingSchema,
  type HotelBookingRequest,
  type HotelDetails,
  hotelDetailsSchema,
  type HotelQuote,
  hotelQuoteSchema,
  type HotelRoomRequest,
  isoDay,
  TEST_CARDS,
} from '@travel/contracts';
import { users } from '../src/db/schema';
import { setWalletBalance, walletBalance } from '../src/bookings/wallet-ledger';
import { hotelRoomNights } from '../src/db/schema-bookings';
import type { Db } from '../src/db/types';
import type { TestServer } from './helpers';

/** Shared by the bookings-*.test.ts files. */

/** YYYY-MM-DD `offset` days from today (UTC). */
export const day = (offset: number): string => isoDay(new Date(Date.now() + offset * 86_400_000));

/** New York City Grand House: Standard Double Room (5 a night, 2 nights minimum, free cancellation until 3 days before), non-refundable Junior Suite (10). */
export const GRAND_HOUSE = 2;
/** Midtown Plaza Hotel: a Twin Room with 3 a night. */
export const MIDTOWN_PLAZA = 7;

export const WAYFARER = 'wayfarer.localhost';
/** allowNonLoginFlow on: anonymous visitors may book. */
export const SUNNY = 'sunny.localhost';

export interface Selection {
  hotelId: number;
  roomId: number;
  checkIn: string;
  checkOut: string;
  rooms: HotelRoomRequest[];
  currency?: string;
}

export const twoAdults = (count = 1): HotelRoomRequest[] => Array.from({ length: count }, () => ({ adults: 2, childAges: [] }));

export const newKey = (): string => `test-${randomUUID()}`;

type Headers = Record<string, string>;

export function bookingsClient(server: () => TestServer) {
  const inject = (method: 'GET' | 'POST', url: string, body?: unknown, headers: Headers = {}, host = WAYFARER) =>
    server().app.inject({ method, url, headers: { host, ...headers }, ...(body === undefined ? {} : { payload: body as object }) });

  return {
    inject,

    /** The room type's id by name, from the details call. */
    async roomId(hotelId: number, name: string): Promise<number> {
      const res = await inject('GET', `/api/hotels/${hotelId}?checkIn=${day(30)}&checkOut=${day(32)}`);
      const found = hotelDetailsSchema.parse(res.json()).rooms.find((r) => r.name === name);
      if (!found) throw new Error(`no ${name} at hotel ${hotelId}`);
      return found.roomId;
    },

    async details(selection: Selection, host = WAYFARER): Promise<HotelDetails> {
      const rooms = selection.rooms.map((r) => [r.adults, ...r.childAges].join('-')).join(',');
      const res = await inject('GET', `/api/hotels/${selection.hotelId}?checkIn=${selection.checkIn}&checkOut=${selection.checkOut}&rooms=${rooms}`, undefined, {}, host);
      return hotelDetailsSchema.parse(res.json());
    },

    quoteResponse: (selection: Selection, headers: Headers = {}, host = WAYFARER) => inject('POST', '/api/hotels/quote', selection, headers, host),

    async quote(selection: Selection, headers: Headers = {}, host = WAYFARER): Promise<HotelQuote> {
      const res = await inject('POST', '/api/hotels/quote', selection, headers, host);
      if (res.statusCode !== 200) throw new Error(`quote: ${res.statusCode} ${res.body}`);
      return hotelQuoteSchema.parse(res.json());
    },

    book: (body: HotelBookingRequest, options: { key?: string | null; headers?: Headers; host?: string } = {}): Promise<LightMyRequestResponse> => {
      const { key = newKey(), headers = {}, host = WAYFARER } = options;
      return inject('POST', '/api/hotels/bookings', body, { ...(key === null ? {} : { 'idempotency-key': key }), ...headers }, host);
    },
  };
}

/** A complete booking request for the selection at the quoted total, paid by the approving test card. */
export function bookingRequest(selection: Selection, expectedTotal: number, overrides: Partial<HotelBookingRequest> = {}): HotelBookingRequest {
  return {
    ...selection,
    expectedTotal,
    leadTraveller: { firstName: 'Tara', lastName: "O'Neil", email: 'Tara.Quinn@Example.com', phone: '+1 212 555 0100' },
    guests: selection.rooms.map((_, i) => ({ firstName: i === 0 ? 'Tara' : 'Guest', lastName: 'Quinn' })),
    specialRequests: 'A quiet room, please',
    payment: { useWallet: false, card: { number: TEST_CARDS.approve, expiry: `12/${String((new Date().getUTCFullYear() + 2) % 100)}`, cvc: '123', holderName: 'Tara Quinn' } },
    acceptTerms: true,
    ...overrides,
  };
}

export const parseBooking = (res: LightMyRequestResponse): Booking => bookingSchema.parse(res.json());

/** Rooms sold per night of a room type, by night. */
export async function soldByNight(db: Db, roomId: number): Promise<Record<string, number>> {
  const rows = await db.select().from(hotelRoomNights).where(eq(hotelRoomNights.roomId, roomId));
  return Object.fromEntries(rows.map((r) => [r.night, r.sold]));
}

export async function userIdOf(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** The account's wallet balance: its ledger's sum. */
export async function creditsOf(db: Db, email: string): Promise<number> {
  return walletBalance(db, await userIdOf(db, email));
}

export async function setCredits(db: Db, email: string, credits: number): Promise<void> {
  await setWalletBalance(db, await userIdOf(db, email), credits, 'USD');
}

export async function bookingCount(db: Db): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from bookings`)) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}
