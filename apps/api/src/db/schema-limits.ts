// Tables of the shared limits (issue 4). Re-exported by schema.ts, which drizzle-kit reads.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Per-address request counts of @fastify/rate-limit when the API runs on PostgreSQL, so
 * every API process counts the same requests (src/rate-limit-store.ts). One fixed window
 * per key (route and address); a row past its expiry starts a new window, and a sweep
 * deletes the expired ones.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_expires_idx').on(t.expiresAt)],
);
