// Tables of the Command Center (issue 22): the travellers an agency's agents keep as clients.
// Bookings name their agent and client (schema-bookings.ts). Re-exported by schema.ts, which
// drizzle-kit reads.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

export type ClientRow = typeof clients.$inferSelect;
export type NewClientRow = typeof clients.$inferInsert;
