// Tables of the Command Center (issue 22): the travellers an agency's agents keep as clients,
// and the agents' deal links.
// Bookings name their agent and client (schema-bookings.ts). Re-exported by schema.ts, which
// drizzle-kit reads.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { AGENT_ROLES } from '@travel/contracts';
import { agencies, users } from './schema-agencies';

/**
 * An agency's client: who they are, how to reach them, their passport and what they like.
 * Blank text is '' and an unknown date null. Kept by one agent (`agent_id`, the one who
 * created the client); an agent who is not an owner or admin sees only their own clients.
 */
export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    /** The agent who keeps the client; null once that account is gone (owners and admins still see the client). */
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Lower-case: one client per email and agency. */
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** ISO 3166-1 alpha-2, or '' when unknown. */
    nationality: text('nationality').notNull().default(''),
    /** Upper-case letters and digits, or ''. */
    passportNumber: text('passport_number').notNull().default(''),
    passportExpiry: date('passport_expiry', { mode: 'string' }),
    preferences: text('preferences').notNull().default(''),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('clients_agency_email_unique').on(t.agencyId, t.email),
    // The list's default order (name, any case) per agency, and per agent for an agent's own clients.
    index('clients_agency_name_idx').on(t.agencyId, sql`lower(${t.lastName})`, sql`lower(${t.firstName})`, t.id),
    index('clients_agency_agent_idx').on(t.agencyId, t.agentId, sql`lower(${t.lastName})`, sql`lower(${t.firstName})`, t.id),
    check('clients_email_check', sql`${t.email} = lower(${t.email}) and ${t.email} <> ''`),
    check('clients_nationality_check', sql`${t.nationality} ~ '^([A-Z]{2})?$'`),
    check('clients_passport_check', sql`${t.passportNumber} ~ '^[A-Z0-9]*$'`),
  ],
);

/**
 * An invitation of a new agent by email: the link's token is stored as its SHA-256 only (as
 * account_tokens), and accepting it creates the account with the role named here. Pending while
 * neither accepted nor revoked; one pending invitation per agency and email.
 */
export const agentInvitations = pgTable(
  'agent_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    /** Lower-case, as the account it becomes. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** An AgentRole of contracts (agents.ts): the account's user type and restricted flag. */
    role: text('role', { enum: AGENT_ROLES }).notNull(),
    /** The manager who sent it; null once that account is gone. */
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One pending invitation per email and agency; it also lists the agency's pending ones.
    uniqueIndex('agent_invitations_pending_unique').on(t.agencyId, t.email).where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    check('agent_invitations_email_check', sql`${t.email} = lower(${t.email}) and ${t.email} <> ''`),
    check('agent_invitations_role_check', sql`${t.role} in ('AgencyOwner', 'Admin', 'SalesAgent', 'Agent', 'RestrictedAgent')`),
    check('agent_invitations_outcome_check', sql`${t.acceptedAt} is null or ${t.revokedAt} is null`),
  ],
);

export type ClientRow = typeof clients.$inferSelect;
export type NewClientRow = typeof clients.$inferInsert;

/**
 * An agent's deal link: /url/<id> sends a visitor to `target` (a search or an offer on the
 * agency's own site, a path only: never an absolute URL, so never an open redirect) with
 * `dealLinkId=<id>`, counting the click; bookings made through it name it (bookings.deal_link_id).
 * The id is the short code itself, random and unguessable (src/command/deal-links.ts).
 */
export const dealLinks = pgTable(
  'deal_links',
  {
    id: text('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    /** The agent who made it; null once that account is gone (owners and admins still see it). */
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
    label: text('label').notNull(),
    target: text('target').notNull(),
    /** The booking service whose page the target is (a service key). */
    service: text('service').notNull(),
    /** Null: the link never expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    clicks: integer('clicks').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list, newest first, per agency and per agent for an agent's own links.
    index('deal_links_agency_idx').on(t.agencyId, t.createdAt, t.id),
    index('deal_links_agency_agent_idx').on(t.agencyId, t.agentId, t.createdAt, t.id),
    check('deal_links_id_check', sql`${t.id} ~ '^[A-Za-z0-9]{10}$'`),
    // A path of this site: not protocol-relative (//evil), no backslash (browsers read /\evil as //evil).
    check('deal_links_target_check', sql`${t.target} like '/%' and ${t.target} not like '//%' and strpos(${t.target}, chr(92)) = 0`),
    check('deal_links_service_check', sql`${t.service} in ('hotels', 'flights', 'cars', 'activities', 'cruise', 'resort')`),
    check('deal_links_clicks_check', sql`${t.clicks} >= 0`),
  ],
);

export type DealLinkRow = typeof dealLinks.$inferSelect;
