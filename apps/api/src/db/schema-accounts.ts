// Tables of the accounts area (issue 3). Re-exported by schema.ts, which drizzle-kit reads.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MAIL_KINDS } from '@travel/contracts';
import { agencies, users } from './schema-agencies';

/**
 * Process-wide secrets generated on first start (the JWT signing key when JWT_SECRET is
 * unset), so every API process on one PostgreSQL signs and verifies with the same key.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Authentication state of an account, one row per user, kept beside `users` (owned by
 * another area). No row means the defaults: verified, token version 0. Seeded and
 * admin-created accounts are trusted; signup writes a row with email_verified false.
 */
export const userSecurity = pgTable('user_security', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailVerified: boolean('email_verified').notNull(),
  /** In every access token; raising it revokes every token issued before (logout, password change). */
  tokenVersion: integer('token_version').notNull().default(0),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
});

/** Single-use tokens of emailed links. Only the SHA-256 of a token is stored. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Redundant with the user's, so a lookup filters on the request's agency first. */
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify-email', 'reset-password'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_tokens_user_idx').on(t.userId),
    check('account_tokens_purpose_check', sql`${t.purpose} in ('verify-email', 'reset-password')`),
  ],
);

/**
 * Failed logins, per agency and email (existing account or not, so a lock reveals nothing).
 * In the database so that every API process counts the same failures.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    /** Normalised (trimmed, lower-case) as the login body's email is. */
    email: text('email').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_agency_email_idx').on(t.agencyId, t.email, t.attemptedAt)],
);

/**
 * Development only: the mails the API would send (GET /api/dev/outbox). Holds tokens in
 * clear, as a mailbox would; production never writes here.
 */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    to: text('to_email').notNull(),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    path: text('path').notNull(),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_outbox_agency_idx').on(t.agencyId, t.id)],
);

export type UserSecurityRow = typeof userSecurity.$inferSelect;
