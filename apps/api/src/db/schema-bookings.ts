// Tables of the bookings area (issue 5). Re-exported by schema.ts, which drizzle-kit reads.
//
// Money columns are integer minor units of the currency column beside them: the charge
// currency (the offer's, USD for the built-in catalogue) unless named otherwise.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { GuestName, HotelRoomRequest, LeadTraveller } from '@travel/contracts';
import { agencies, users } from './schema-agencies';
import { hotelRooms, hotels } from './schema-inventory';

/**
 * Rooms of a type sold per night. A booking adds its rooms to every night of its stay with
 * one guarded upsert (never above the allotment), a cancellation takes them off again;
 * what is left for a stay is the allotment minus the busiest night. No row: none sold.
 */
export const hotelRoomNights = pgTable(
  'hotel_room_nights',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => hotelRooms.id),
    night: date('night', { mode: 'string' }).notNull(),
    sold: smallint('sold').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.night] }), check('hotel_room_nights_sold_check', sql`${t.sold} >= 0`)],
);

/** What the confirmation and My Trips show of the hotel, as it was when booked. */
export interface BookedHotelSnapshot {
  id: number;
  name: string;
  stars: number;
  address: string;
  city: string;
  countryCode: string;
  heroImage: string;
}

export interface BookedRoomSnapshot {
  roomId: number;
  name: string;
  board: string;
}

export const BOOKING_STATUSES = ['confirmed', 'cancelled'] as const;

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    /** Null for a booking made without an account (agencies with allowNonLoginFlow). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    reference: text('reference').notNull().unique(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the canonical request (card number and CVC left out): a reused key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('confirmed'),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    roomId: integer('room_id')
      .notNull()
      .references(() => hotelRooms.id),
    hotel: jsonb('hotel').$type<BookedHotelSnapshot>().notNull(),
    room: jsonb('room').$type<BookedRoomSnapshot>().notNull(),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    /** The party of each booked room (one room of the type per entry). */
    rooms: jsonb('rooms').$type<HotelRoomRequest[]>().notNull(),
    leadTraveller: jsonb('lead_traveller').$type<LeadTraveller>().notNull(),
    guests: jsonb('guests').$type<GuestName[]>().notNull(),
    /** The lead traveller's email, lower-case: how a booking made without an account is found. */
    leadEmail: text('lead_email').notNull(),
    specialRequests: text('special_requests').notNull().default(''),
    currency: text('currency').notNull(),
    baseRate: integer('base_rate').notNull(),
    taxAndFee: integer('tax_and_fee').notNull(),
    totalRate: integer('total_rate').notNull(),
    displayCurrency: text('display_currency').notNull(),
    /** The gateway that took the card payment (refunds go back through it). */
    cardGateway: text('card_gateway'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardAmount: integer('card_amount').notNull().default(0),
    cardChargeId: text('card_charge_id'),
    walletAmount: integer('wallet_amount').notNull().default(0),
    /** What the wallet paid in the credits' own currency (what a refund gives back). */
    walletCredits: integer('wallet_credits').notNull().default(0),
    walletCreditsCurrency: text('wallet_credits_currency'),
    /** The policy as booked: free cancellation until this many days before check-in; null: non-refundable. */
    freeCancellationDays: smallint('free_cancellation_days'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    penalty: integer('penalty'),
    refundCard: integer('refund_card'),
    refundWallet: integer('refund_wallet'),
    refundId: text('refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('bookings_agency_idempotency_key_unique').on(t.agencyId, t.idempotencyKey),
    index('bookings_agency_user_idx').on(t.agencyId, t.userId),
    check('bookings_status_check', sql`${t.status} in ('confirmed', 'cancelled')`),
    check('bookings_reference_check', sql`${t.reference} ~ '^H-[A-HJ-NP-Z2-9]{8}$'`),
    check('bookings_dates_check', sql`${t.checkOut} > ${t.checkIn}`),
    check('bookings_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$' and ${t.displayCurrency} ~ '^[A-Z]{3}$'`),
    check('bookings_price_check', sql`${t.baseRate} >= 0 and ${t.taxAndFee} >= 0 and ${t.totalRate} = ${t.baseRate} + ${t.taxAndFee}`),
    check('bookings_payment_check', sql`${t.cardAmount} >= 0 and ${t.walletAmount} >= 0 and ${t.cardAmount} + ${t.walletAmount} = ${t.totalRate}`),
    check('bookings_card_check', sql`(${t.cardAmount} = 0) = (${t.cardChargeId} is null)`),
    check(
      'bookings_cancellation_check',
      sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)
        and (${t.cancelledAt} is null or (${t.penalty} >= 0 and ${t.refundCard} between 0 and ${t.cardAmount} and ${t.refundWallet} between 0 and ${t.walletAmount}))`,
    ),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;
