// Tables of Payment Settings and Subscription (issue 22): how an agency takes its travellers'
// money, and what the platform charged the agency. Wallet grants are rows of
// wallet_transactions (schema-bookings.ts). Re-exported by schema.ts, which drizzle-kit reads.
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { agencies } from './schema-agencies';

/**
 * One row per agency: the gateway its cards are charged through (a name of
 * payments/gateways.ts), the currencies it charges in (never none) and whether travellers
 * may pay with wallet credits. An agency without a row reads as the migration's backfill.
 */
export const agencyPaymentSettings = pgTable(
  'agency_payment_settings',
  {
    agencyId: integer('agency_id')
      .primaryKey()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    chargeCurrencies: text('charge_currencies').array().notNull(),
    walletOffered: boolean('wallet_offered').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('agency_payment_settings_gateway_check', sql`${t.gateway} <> ''`),
    check('agency_payment_settings_currencies_check', sql`cardinality(${t.chargeCurrencies}) > 0`),
  ],
);

export type AgencyPaymentSettingsRow = typeof agencyPaymentSettings.$inferSelect;

export const SUBSCRIPTION_STATUSES = ['active', 'ended'] as const;

/**
 * What the platform charged an agency for its plan: at most one active subscription per
 * agency, and one row per gateway charge (a retried subscribe finds the charge it made).
 */
export const agencySubscriptions = pgTable(
  'agency_subscriptions',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    gateway: text('gateway').notNull(),
    /** The gateway's charge id. */
    chargeReference: text('charge_reference').notNull(),
    /** Minor units of `currency`. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [
    uniqueIndex('agency_subscriptions_active_once')
      .on(t.agencyId)
      .where(sql`${t.status} = 'active'`),
    uniqueIndex('agency_subscriptions_charge_unique').on(t.gateway, t.chargeReference),
    check('agency_subscriptions_status_check', sql`${t.status} in ('active', 'ended')`),
    check('agency_subscriptions_amount_check', sql`${t.amount} > 0`),
    check('agency_subscriptions_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

export type AgencySubscriptionRow = typeof agencySubscriptions.$inferSelect;
