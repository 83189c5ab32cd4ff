// Tables of the agencies area: agencies, their markups and their users. Every other schema
// file references them; schema.ts re-exports this file for drizzle-kit and the API.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AboutUs, Agency, Faq, ServiceKey } from '@travel/contracts';

/**
 * Agency fields kept in one JSON document: everything the API returns that no query
 * filters or joins on, plus the FAQ and About Us page content. The enable flags and
 * titles of those pages are agency fields (isFaqEnable, aboutUsEnableTitle...), so the
 * content here carries only what the agency shape does not already hold.
 */
export type AgencySettings = Omit<Agency, 'id' | 'agencyName' | 'subdomain' | 'status' | 'primaryColor' | 'dealsLocation'> & {
  faq: Pick<Faq, 'headerMessage' | 'questions'>;
  aboutUs: Pick<AboutUs, 'content' | 'image'>;
};

export const USER_TYPES = ['Customer', 'Agent', 'AgencyOwner', 'Admin', 'SalesAgent'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const agencies = pgTable(
  'agencies',
  {
    id: serial('id').primaryKey(),
    subdomain: text('subdomain').notNull().unique(),
    agencyName: text('agency_name').notNull(),
    status: text('status', { enum: ['Active', 'Inactive'] }).notNull().default('Active'),
    primaryColor: text('primary_color').notNull().default('#2c7be5'),
    settings: jsonb('settings').$type<AgencySettings>().notNull(),
    dealsCity: text('deals_city').notNull(),
    dealsLatitude: doublePrecision('deals_latitude').notNull(),
    dealsLongitude: doublePrecision('deals_longitude').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('agencies_status_check', sql`${t.status} in ('Active', 'Inactive')`),
    // Subdomains come from Host headers, which are case-insensitive: store them lower-case.
    check('agencies_subdomain_check', sql`${t.subdomain} ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$'`),
    // Written into CSS variables and a theme-color meta tag: only a 6-digit hex colour.
    check('agencies_primary_color_check', sql`${t.primaryColor} ~ '^#[0-9a-fA-F]{6}$'`),
    check('agencies_deals_coordinates_check', sql`${t.dealsLatitude} between -90 and 90 and ${t.dealsLongitude} between -180 and 180`),
  ],
);

export const agencyMarkups = pgTable(
  'agency_markups',
  {
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    service: text('service').$type<ServiceKey>().notNull(),
    /** Markup on the wholesale rate in basis points: 1200 = 12 %. */
    percentBasisPoints: integer('percent_basis_points').notNull(),
  },
  (t) => [
    unique('agency_markups_agency_service_unique').on(t.agencyId, t.service),
    check('agency_markups_service_check', sql`${t.service} in ('hotels', 'flights', 'resort', 'cars', 'activities', 'cruise')`),
    check('agency_markups_percent_check', sql`${t.percentBasisPoints} >= 0`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    userType: text('user_type', { enum: USER_TYPES }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    isTravelAgent: boolean('is_travel_agent').notNull().default(false),
    isRestrictedAgent: boolean('is_restricted_agent').notNull().default(false),
    isRewardWalletEnable: boolean('is_reward_wallet_enable').notNull().default(false),
    isSsoUser: boolean('is_sso_user').notNull().default(false),
    /** The wallet's currency; its balance is the sum of the account's wallet_transactions. */
    creditsCurrency: text('credits_currency').notNull().default('USD'),
    language: text('language').notNull().default('en'),
    /** The display currency the account prefers (ISO 4217); null: the agency's default. */
    currency: text('currency'),
    /** The account's phone: the country it dials (ISO 3166-1 alpha-2) and the number after that country's dial code; both or neither. */
    phoneCountry: text('phone_country'),
    phoneNumber: text('phone_number'),
    profileImage: text('profile_image').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an owner or admin deactivated the agent (the Command Center's Agents); null: may sign in. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  },
  (t) => [
    // An account belongs to one agency; the same address may sign up at another agency.
    uniqueIndex('users_agency_email_unique').on(t.agencyId, sql`lower(${t.email})`),
    check('users_user_type_check', sql`${t.userType} in ('Customer', 'Agent', 'AgencyOwner', 'Admin', 'SalesAgent')`),
    check('users_credits_currency_check', sql`${t.creditsCurrency} ~ '^[A-Z]{3}$'`),
    check('users_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('users_phone_check', sql`(${t.phoneCountry} is null) = (${t.phoneNumber} is null)`),
  ],
);

export type AgencyRow = typeof agencies.$inferSelect;
export type NewAgencyRow = typeof agencies.$inferInsert;
export type NewUserRow = typeof users.$inferInsert;
