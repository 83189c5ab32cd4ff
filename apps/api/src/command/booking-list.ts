// The Command Center's bookings list and its CSV export: every shown booking of the agency
// (of every service) the user may see, filtered, sorted and paged on the server.
//
// Sized for 100,000 bookings in one agency on PostgreSQL: newest first, with any filter, the
// search or an agent's scope, a page answers within 50 ms (test/command-bookings-scale.test.ts
// measures it). The indexes of db/schema-bookings.ts are partial, holding only shown (not
// pending) bookings, so the scope's `status <> 'pending'` costs nothing:
// - bookings_listed_idx (agency, booked at, id, then service, status, agent, client, travel
//   start, total) answers every filter and the agent's scope from the index alone: the total
//   is an index-only count, and the default order walks it newest first, stopping after a page;
// - bookings_listed_traveller_idx (agency, lead name, id, last name, email) does the same for
//   the traveller order, and counts a search; _travel_idx and _client_idx the travel range and
//   order, and a client;
// - the search `q` is a reference named exactly (the unique reference index) or the start of
//   the lead traveller's first name, last name or email: lower-case columns with
//   text_pattern_ops indexes (a prefix match in any collation), which PostgreSQL combines. A
//   trigram index would find any part of a name, but needs the pg_trgm extension, which PGlite
//   does not load; an unindexed ILIKE '%q%' reads every booking of the agency, tens of
//   milliseconds at 100,000 and growing with them. What a name or an email starts with is what
//   an agent types, and it stays an index lookup on both databases.
// A page's ids are picked from the index first (filters, order, offset), then only those rows
// are read; the total is counted first, and a page past it is not read at all. Orders no index
// keeps (total, agent, status, service) sort the agency's index entries: 25 to 60 ms at 100,000.
import { and, asc, desc, eq, gte, inArray, like, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AgencyBookingList, AgencyBookingRow, AgencyBookingSort, agencyBookingFiltersSchema, agencyBookingListQuerySchema } from '@travel/contracts';
import type { z } from 'zod';
import { users } from '../db/schema-agencies';
import { bookings } from '../db/schema-bookings';
import { clients } from '../db/schema-command';
import type { Db } from '../db/types';
import { personRef } from './person-ref';
import { type CommandScope, visibleBookings } from './scope';
import { bookingSearch, filterDay } from './search-text';

type AgencyBookingFilters = z.infer<typeof agencyBookingFiltersSchema>;
type ListQuery = z.infer<typeof agencyBookingListQuerySchema>;

const agents = alias(users, 'agent');

/** Midnight UTC at the start of a day, or of the day after it. */
export const dayStart = (day: string): SQL => sql`(${filterDay(day)}::date)::timestamp at time zone 'UTC'`;
export const dayAfter = (day: string): SQL => sql`(${filterDay(day)}::date + 1)::timestamp at time zone 'UTC'`;

/** The filters as conditions on bookings' own columns (never a join, so the count reads one table). */
function filterConditions(filters: AgencyBookingFilters): SQL[] {
  const conditions: (SQL | undefined)[] = [];
  if (filters.q) {
    const { reference, prefix } = bookingSearch(filters.q);
    conditions.push(
      or(
        reference === null ? undefined : eq(bookings.reference, reference),
        like(bookings.leadName, prefix),
        like(bookings.leadLastName, prefix),
        like(bookings.leadEmail, prefix),
      ),
    );
  }
  if (filters.service) conditions.push(eq(bookings.service, filters.service));
  // A booking being cancelled is shown as cancelled: its refund is on its way.
  if (filters.status) conditions.push(filters.status === 'confirmed' ? eq(bookings.status, 'confirmed') : inArray(bookings.status, ['cancelling', 'cancelled']));
  if (filters.bookedFrom) conditions.push(gte(bookings.createdAt, dayStart(filters.bookedFrom)));
  if (filters.bookedTo) conditions.push(lt(bookings.createdAt, dayAfter(filters.bookedTo)));
  // The travel range holds the trip's first day.
  if (filters.travelFrom) conditions.push(gte(bookings.startDate, filterDay(filters.travelFrom)));
  if (filters.travelTo) conditions.push(sql`${bookings.startDate} <= ${filterDay(filters.travelTo)}`);
  if (filters.agentId) conditions.push(eq(bookings.agentId, filters.agentId));
  if (filters.clientId) conditions.push(eq(bookings.clientId, filters.clientId));
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

type SortableBy = Exclude<AgencyBookingSort, 'agent'>;

const SORT_BY: Record<SortableBy, SQL | AnyPgColumn> = {
  reference: bookings.reference,
  service: bookings.service,
  traveller: bookings.leadName,
  travelStart: bookings.startDate,
  bookedAt: bookings.createdAt,
  total: bookings.totalRate,
  // Cancelled (or being cancelled) before confirmed, as the words sort.
  status: sql`(${bookings.status} = 'confirmed')`,
};

/**
 * The agent's place among the agency's agents by name: a sort on the index's agent_id, not
 * on a join to every booking's agent. A booking with no agent (or one no longer an agent)
 * has none, and comes last either way.
 */
async function byAgentName(db: Db, agencyId: number): Promise<SQL> {
  const byName = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.agencyId, agencyId), eq(users.isTravelAgent, true)))
    .orderBy(sql`lower(${users.firstName} || ' ' || ${users.lastName})`, users.id);
  return sql`array_position(${sql.param(byName.map((agent) => agent.id))}::uuid[], ${bookings.agentId})`;
}

const rowFields = {
  id: bookings.id,
  reference: bookings.reference,
  service: bookings.service,
  status: bookings.status,
  title: sql<string>`${bookings.summary} ->> 'title'`,
  subtitle: sql<string>`${bookings.summary} ->> 'subtitle'`,
  startDate: bookings.startDate,
  endDate: bookings.endDate,
  createdAt: bookings.createdAt,
  travellerFirstName: sql<string>`${bookings.leadTraveller} ->> 'firstName'`,
  travellerLastName: sql<string>`${bookings.leadTraveller} ->> 'lastName'`,
  travellerEmail: sql<string>`${bookings.leadTraveller} ->> 'email'`,
  totalRate: bookings.totalRate,
  currency: bookings.currency,
  agentId: bookings.agentId,
  agentFirstName: agents.firstName,
  agentLastName: agents.lastName,
  clientId: bookings.clientId,
  clientFirstName: clients.firstName,
  clientLastName: clients.lastName,
};

/** One booking as the list (and the export, and the dashboard's upcoming trips) reads it. */
export function rowsWhere(db: Db, where: SQL) {
  return db
    .select(rowFields)
    .from(bookings)
    .leftJoin(agents, eq(agents.id, bookings.agentId))
    .leftJoin(clients, eq(clients.id, bookings.clientId))
    .where(where);
}

type ListedRow = Awaited<ReturnType<ReturnType<typeof rowsWhere>['execute']>>[number];

export function listedRow(row: ListedRow): AgencyBookingRow {
  return {
    reference: row.reference,
    service: row.service,
    status: row.status === 'confirmed' ? 'confirmed' : 'cancelled',
    title: row.title,
    subtitle: row.subtitle,
    travelStart: row.startDate,
    travelEnd: row.endDate,
    bookedAt: row.createdAt.toISOString(),
    traveller: { name: `${row.travellerFirstName} ${row.travellerLastName}`, email: row.travellerEmail },
    total: { amount: row.totalRate, currency: row.currency },
    agent: personRef(row.agentId, row.agentFirstName, row.agentLastName),
    client: personRef(row.clientId, row.clientFirstName, row.clientLastName),
  };
}

/**
 * One page of the bookings the scope sees, with the count of all that match. The page's ids
 * are picked first from the index alone (filters, order, offset), then only those rows are
 * read: sorting or skipping never touches the wide rows.
 */
export async function listBookings(db: Db, scope: CommandScope, query: ListQuery): Promise<AgencyBookingList> {
  const where = and(await visibleBookings(db, scope), ...filterConditions(query)) as SQL;
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(bookings).where(where);
  const total = counted?.total ?? 0;
  const offset = (query.page - 1) * query.pageSize;
  const page = { page: query.page, pageSize: query.pageSize, total };
  if (offset >= total) return { ...page, bookings: [] };
  const order = query.dir === 'asc' ? asc : desc;
  const orderBy =
    query.sort === 'agent'
      ? [sql`${await byAgentName(db, scope.agencyId)} ${sql.raw(query.dir)} nulls last`, order(bookings.id)]
      : [order(SORT_BY[query.sort]), order(bookings.id)];
  const ids = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(where)
    .orderBy(...orderBy)
    .limit(query.pageSize)
    .offset(offset);
  const rows = await rowsWhere(db, inArray(bookings.id, ids)).orderBy(...orderBy);
  return { ...page, bookings: rows.map(listedRow) };
}

/**
 * Every booking the scope sees that matches the filters, newest first, in batches of
 * `batchSize`: each batch continues after the last one's (booked at, id), so memory holds one
 * batch whatever the total and no batch is slower than the first. The cursor is the booked
 * time as text: PostgreSQL keeps microseconds, which a JavaScript Date would round away.
 */
export async function* bookingBatches(db: Db, scope: CommandScope, filters: AgencyBookingFilters, batchSize: number): AsyncGenerator<AgencyBookingRow[]> {
  const where = and(await visibleBookings(db, scope), ...filterConditions(filters)) as SQL;
  let after: { at: string; id: number } | null = null;
  for (;;) {
    const keyset: SQL | undefined = after ? sql`(${bookings.createdAt}, ${bookings.id}) < (${after.at}::timestamptz, ${after.id})` : undefined;
    const rows = await db
      .select({ ...rowFields, cursor: sql<string>`${bookings.createdAt}::text` })
      .from(bookings)
      .leftJoin(agents, eq(agents.id, bookings.agentId))
      .leftJoin(clients, eq(clients.id, bookings.clientId))
      .where(and(where, keyset))
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(batchSize);
    if (rows.length > 0) yield rows.map(listedRow);
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { at: last.cursor, id: last.id };
  }
}
