// The searches an agency's site answered (issue 22, Command Center "Searches"): what travellers
// and agents look for, and the cheapest price they were shown, for the Searches page and the
// markup simulator. Written after the answer (command/search-log.ts), pruned after 90 days.
// Re-exported by schema.ts, which drizzle-kit reads.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SearchTrip, SearchedService } from '@travel/contracts';
import { agencies, users } from './schema-agencies';

export const agencySearches = pgTable(
  'agency_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    service: text('service').$type<SearchedService>().notNull(),
    /** A display label: 'Lisbon', a hotel's name, 'OSL → JFK'. */
    destination: text('destination').notNull(),
    /** The results page's path and query, which runs the search again. */
    path: text('path').notNull(),
    trip: jsonb('trip').$type<SearchTrip>().notNull(),
    /** The cheapest result in the display currency: net (wholesale, taxes) and the traveller's price; all null when nothing was found. */
    currency: text('currency'),
    wholesale: integer('wholesale'),
    taxAndFee: integer('tax_and_fee'),
    travellerPrice: integer('traveller_price'),
    /** Who searched; null for a visitor, or once the account is gone. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('agency_searches_agency_created_idx').on(t.agencyId, t.createdAt.desc()),
    index('agency_searches_agency_service_created_idx').on(t.agencyId, t.service, t.createdAt),
    check('agency_searches_service_check', sql`${t.service} in ('hotels', 'flights')`),
    check(
      'agency_searches_price_check',
      sql`(${t.currency} is null and ${t.wholesale} is null and ${t.taxAndFee} is null and ${t.travellerPrice} is null) or (${t.currency} ~ '^[A-Z]{3}$' and ${t.wholesale} >= 0 and ${t.taxAndFee} >= 0 and ${t.travellerPrice} >= 0)`,
    ),
  ],
);

export type AgencySearchRow = typeof agencySearches.$inferSelect;
export type NewAgencySearchRow = typeof agencySearches.$inferInsert;
