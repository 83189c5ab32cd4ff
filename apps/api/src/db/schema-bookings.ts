// Tables of the booking core (DESIGN.md, "Services and the booking core"): one ledger of
// bookings for every service, the money each one moved, and the wallet as a ledger.
// Re-exported by schema.ts, which drizzle-kit reads.
//
// Money columns are integer minor units of the currency column beside them: the charge
// currency (the offer's, USD for the built-in catalogue) unless named otherwise.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BookingSummary, LeadTraveller } from '@travel/contracts';
import { agencies, users } from './schema-agencies';
import { clients, dealLinks } from './schema-command';
import { hotelRooms } from './schema-inventory';

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

export const BOOKED_SERVICES = ['hotels', 'flights', 'cars', 'activities', 'cruise', 'resort'] as const;

/**
 * pending: the inventory is held and the wallet debited, the card not yet charged (or its
 * charge not yet recorded); confirmed; cancelling: the refund is being paid; cancelled.
 * Only confirmed and cancelled bookings are shown; the others are settled by the sweep.
 */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelling', 'cancelled'] as const;
export type BookingStatusRow = (typeof BOOKING_STATUSES)[number];

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    /** Null for a booking made without an account (agencies with allowNonLoginFlow). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The agent who booked it (an account of the Command Center); null when the traveller booked. */
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
    /** The agency's client the agent booked for, if any. */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** The agent's deal link the visitor came through, if any (the Deal Links list counts its bookings). */
    dealLinkId: text('deal_link_id').references(() => dealLinks.id, { onDelete: 'set null' }),
    service: text('service', { enum: BOOKED_SERVICES }).notNull(),
    reference: text('reference').notNull().unique(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the canonical request (card number and CVC left out): a reused key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    /** The trip's first and last local dates (a hotel: check-in and check-out). */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    summary: jsonb('summary').$type<BookingSummary>().notNull(),
    /** The service's own snapshot of what was booked (its Bookable reads and writes it). */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    /** The cancellation terms as booked, in the service's own shape. */
    terms: jsonb('terms').$type<Record<string, unknown>>().notNull(),
    /** The last day (UTC) those terms let it be cancelled free of charge; null when they never do. */
    freeCancellationUntil: date('free_cancellation_until', { mode: 'string' }),
    leadTraveller: jsonb('lead_traveller').$type<LeadTraveller>().notNull(),
    /** The lead traveller's email, lower-case: how a booking made without an account is found. */
    leadEmail: text('lead_email').notNull(),
    /** The lead traveller's first and last name, and last name alone, lower-case: what the Command Center's search matches the start of. */
    leadName: text('lead_name').generatedAlwaysAs(sql`lower((lead_traveller ->> 'firstName') || ' ' || (lead_traveller ->> 'lastName'))`),
    leadLastName: text('lead_last_name').generatedAlwaysAs(sql`lower(lead_traveller ->> 'lastName')`),
    currency: text('currency').notNull(),
    baseRate: integer('base_rate').notNull(),
    taxAndFee: integer('tax_and_fee').notNull(),
    totalRate: integer('total_rate').notNull(),
    /** What the agency's markup added to the total (part of the base rate): what the booking earned the agency. */
    markup: integer('markup').notNull().default(0),
    displayCurrency: text('display_currency').notNull(),
    /** How the total is split; what moved is in booking_payments. */
    cardAmount: integer('card_amount').notNull().default(0),
    cardGateway: text('card_gateway'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    walletAmount: integer('wallet_amount').notNull().default(0),
    /** What the wallet paid in the credits' own currency (what a refund gives back). */
    walletCredits: integer('wallet_credits').notNull().default(0),
    walletCreditsCurrency: text('wallet_credits_currency'),
    /** Set when cancelling begins: what it costs and gives back. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    penalty: integer('penalty'),
    refundCard: integer('refund_card'),
    refundWallet: integer('refund_wallet'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('bookings_agency_idempotency_key_unique').on(t.agencyId, t.idempotencyKey),
    index('bookings_agency_user_idx').on(t.agencyId, t.userId),
    // The Command Center's list (src/command/booking-list.ts says why these): shown bookings
    // only (never pending), per agency. The first two hold every column the list filters,
    // searches and sorts on, so counting and picking a page can read an index alone.
    index('bookings_listed_idx')
      .on(t.agencyId, t.createdAt, t.id, t.service, t.status, t.agentId, t.clientId, t.startDate, t.totalRate)
      .where(sql`${t.status} <> 'pending'`),
    index('bookings_listed_traveller_idx')
      .on(t.agencyId, t.leadName, t.id, t.leadLastName, t.leadEmail)
      .where(sql`${t.status} <> 'pending'`),
    index('bookings_listed_travel_idx')
      .on(t.agencyId, t.startDate, t.id)
      .where(sql`${t.status} <> 'pending'`),
    index('bookings_listed_client_idx')
      .on(t.clientId, t.createdAt, t.id)
      .where(sql`${t.status} <> 'pending' and ${t.clientId} is not null`),
    index('bookings_deal_link_idx')
      .on(t.dealLinkId, t.status)
      .where(sql`${t.dealLinkId} is not null`),
    index('bookings_lead_name_idx').using('btree', t.agencyId, t.leadName.op('text_pattern_ops')),
    index('bookings_lead_last_name_idx').using('btree', t.agencyId, t.leadLastName.op('text_pattern_ops')),
    index('bookings_lead_email_idx').using('btree', t.agencyId, t.leadEmail.op('text_pattern_ops')),
    // The dashboard's deadlines (src/command/dashboard.ts): the agency's confirmed bookings by their last free-cancellation day.
    index('bookings_free_cancellation_idx')
      .on(t.agencyId, t.freeCancellationUntil)
      .where(sql`${t.status} = 'confirmed' and ${t.freeCancellationUntil} is not null`),
    index('bookings_unsettled_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('pending', 'cancelling')`),
    check('bookings_service_check', sql`${t.service} in ('hotels', 'flights', 'cars', 'activities', 'cruise', 'resort')`),
    check('bookings_status_check', sql`${t.status} in ('pending', 'confirmed', 'cancelling', 'cancelled')`),
    check(
      'bookings_reference_check',
      sql`${t.reference} ~ '^[HFCASR]-[A-HJ-NP-Z2-9]{8}$' and left(${t.reference}, 1) = case ${t.service}
        when 'hotels' then 'H' when 'flights' then 'F' when 'cars' then 'C' when 'activities' then 'A' when 'cruise' then 'S' else 'R' end`,
    ),
    check('bookings_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('bookings_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$' and ${t.displayCurrency} ~ '^[A-Z]{3}$'`),
    check('bookings_price_check', sql`${t.baseRate} >= 0 and ${t.taxAndFee} >= 0 and ${t.totalRate} = ${t.baseRate} + ${t.taxAndFee}`),
    check('bookings_markup_check', sql`${t.markup} between 0 and ${t.baseRate}`),
    check('bookings_payment_check', sql`${t.cardAmount} >= 0 and ${t.walletAmount} >= 0 and ${t.cardAmount} + ${t.walletAmount} = ${t.totalRate}`),
    check('bookings_card_check', sql`(${t.cardAmount} = 0) = (${t.cardGateway} is null)`),
    check(
      'bookings_cancellation_check',
      sql`(${t.status} in ('cancelling', 'cancelled')) = (${t.cancelledAt} is not null)
        and (${t.cancelledAt} is null or (${t.penalty} >= 0 and ${t.refundCard} between 0 and ${t.cardAmount} and ${t.refundWallet} between 0 and ${t.walletAmount}))`,
    ),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;

export const PAYMENT_KINDS = ['charge', 'refund'] as const;
export const PAYMENT_METHODS = ['card', 'wallet'] as const;

/**
 * Money a booking moved: its charge and its refund, by card (through the gateway, with the
 * gateway's id) or by wallet credits. One of each kind and method per booking at most, so a
 * refund can never be recorded, or paid, twice.
 */
export const bookingPayments = pgTable(
  'booking_payments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    gateway: text('gateway'),
    /** The gateway's charge or refund id. */
    gatewayReference: text('gateway_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('booking_payments_once').on(t.bookingId, t.kind, t.method),
    check('booking_payments_kind_check', sql`${t.kind} in ('charge', 'refund')`),
    check('booking_payments_method_check', sql`${t.method} in ('card', 'wallet')`),
    check('booking_payments_amount_check', sql`${t.amount} > 0`),
    check('booking_payments_gateway_check', sql`(${t.method} = 'card') = (${t.gateway} is not null and ${t.gatewayReference} is not null)`),
  ],
);

export type BookingPaymentRow = typeof bookingPayments.$inferSelect;

export const WALLET_TRANSACTION_KINDS = ['opening', 'booking', 'refund', 'grant'] as const;

/**
 * The wallet as a ledger: an account's balance is the sum of its rows, in minor units of
 * their currency (the account's credits currency). `opening`: credits given to the account;
 * `booking`: spent on a booking (negative); `refund`: given back by its cancellation;
 * `grant`: credits an owner or admin gave a client (command/wallet-grants.ts), with the
 * reason the traveller reads. Writes go through bookings/wallet-ledger.ts, which never lets
 * the sum go below zero.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    kind: text('kind', { enum: WALLET_TRANSACTION_KINDS }).notNull(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    /** A grant's reason, as the traveller reads it; null for every other kind. */
    reason: text('reason'),
    /** The owner or admin who granted the credits; null once that account is gone. */
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_transactions_user_idx').on(t.userId),
    // The agency's grants ledger, newest first (it joins the accounts for the agency).
    index('wallet_transactions_grants_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.kind} = 'grant'`),
    uniqueIndex('wallet_transactions_booking_once')
      .on(t.bookingId, t.kind)
      .where(sql`${t.bookingId} is not null`),
    check('wallet_transactions_kind_check', sql`${t.kind} in ('opening', 'booking', 'refund', 'grant')`),
    check('wallet_transactions_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check(
      'wallet_transactions_amount_check',
      sql`${t.amount} <> 0 and (${t.kind} = 'opening' or (${t.kind} = 'grant' and ${t.amount} > 0 and ${t.bookingId} is null) or (${t.bookingId} is not null and (${t.kind} = 'booking') = (${t.amount} < 0)))`,
    ),
    check('wallet_transactions_grant_check', sql`(${t.kind} = 'grant') = (${t.reason} is not null)`),
  ],
);
