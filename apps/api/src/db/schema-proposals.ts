// Proposals of the Command Center (issue 22; migration 0012_proposals.sql): a trip an agent
// offers a client, item by item, re-priced when the client opens it and daily. Its own file:
// its items reference bookings, whose file already imports schema-command.ts. Re-exported by schema.ts.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { type BookingSummary, PROPOSAL_ITEM_AVAILABILITY, PROPOSAL_STATUSES, type ProposalOffer, type ServiceKey } from '@travel/contracts';
import { agencies, users } from './schema-agencies';
import { bookings } from './schema-bookings';
import { clients } from './schema-command';

/**
 * A proposal: its id is the client's link (unguessable, the only capability the client
 * needs). `status` is as last written; an open one past `expires_at` reads as expired
 * (effectiveProposalStatus) before the daily sweep writes it.
 */
export const proposals = pgTable(
  'proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    /** The agent who made it; null once that account is gone (owners and admins still see it). */
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: PROPOSAL_STATUSES }).notNull().default('draft'),
    /** An item whose price moved by this many percent or more is flagged to the agent. */
    driftThresholdPercent: integer('drift_threshold_percent').notNull().default(5),
    declineReason: text('decline_reason').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    /** When the client approved or declined it. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list's order (latest change first) per agency, and per agent for an agent's own.
    index('proposals_agency_updated_idx').on(t.agencyId, t.updatedAt, t.id),
    index('proposals_agency_agent_updated_idx').on(t.agencyId, t.agentId, t.updatedAt, t.id),
    index('proposals_client_idx').on(t.clientId),
    // The daily re-quote reads only the open proposals.
    index('proposals_open_expiry_idx').on(t.expiresAt).where(sql`${t.status} in ('sent', 'viewed', 'approved')`),
    check('proposals_status_check', sql`${t.status} in ('draft', 'sent', 'viewed', 'approved', 'declined', 'expired', 'booked')`),
    check('proposals_drift_threshold_check', sql`${t.driftThresholdPercent} between 1 and 100`),
  ],
);

/**
 * One offer of a proposal, as its service re-quotes and books it (`offer`, the service's
 * quote request), what it cost when added (`quoted_total`, minor units of `currency`, the
 * offer's display currency) and at the last re-quote (`current_total`, null when sold out).
 */
export const proposalItems = pgTable(
  'proposal_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    service: text('service').$type<ServiceKey>().notNull(),
    offer: jsonb('offer').$type<ProposalOffer['offer']>().notNull(),
    /** What every screen shows of the item without knowing its service, as quoted when added. */
    summary: jsonb('summary').$type<BookingSummary>().notNull(),
    quotedTotal: integer('quoted_total').notNull(),
    currency: text('currency').notNull(),
    currentTotal: integer('current_total'),
    availability: text('availability', { enum: PROPOSAL_ITEM_AVAILABILITY }).notNull().default('available'),
    requotedAt: timestamp('requoted_at', { withTimezone: true }),
    /** The booking made from it, once the client books. */
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('proposal_items_proposal_idx').on(t.proposalId, t.position),
    check('proposal_items_availability_check', sql`${t.availability} in ('available', 'changed', 'soldOut')`),
    check('proposal_items_totals_check', sql`${t.quotedTotal} >= 0 and (${t.currentTotal} is null or ${t.currentTotal} >= 0)`),
  ],
);

export type ProposalRow = typeof proposals.$inferSelect;
export type ProposalItemRow = typeof proposalItems.$inferSelect;
