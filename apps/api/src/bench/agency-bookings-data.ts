// The bench dataset of the Command Center's bookings list (issue 22): read by its PostgreSQL
// scale test (test/command-bookings-scale.test.ts) and by `npm run bench` (scripts/bench-bookings-list.ts).
import { eq, sql } from 'drizzle-orm';
import { agencies, users } from '../db/schema-agencies';
import type { Db } from '../db/types';

/**
 * `count` bookings of one agency written by one statement, shaped like real ones where the
 * Command Center's list reads them (summary, lead traveller, dates, totals, agents, clients,
 * one in eight cancelled), with a detail as wide as a flight's, so the table has the width the
 * indexes must spare a scan of. Not valid for bookingView: for measuring the list only.
 * `clientCount` clients are made first; bookings are spread over `agentIds` (a quarter with none).
 */
export async function fillAgencyBookings(db: Db, agencyId: number, count: number, agentIds: readonly string[], clientCount: number): Promise<void> {
  const agents = sql.param([...agentIds]);
  // One statement of 100,000 rows takes longer than a request may (src/db/limits.ts).
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`
      insert into clients (agency_id, agent_id, first_name, last_name, email)
      select ${agencyId}, (${agents}::uuid[])[1 + i % cardinality(${agents}::uuid[])],
        (array['Amara','Kenji','Sofia','Lars','Priya','Mateo','Chloé','Omar','Ingrid','Wei'])[1 + i % 10],
        (array['Okafor','Tanaka','García','Nilsen','Sharma','Rossi','Dubois','Haddad','Berg','Chen'])[1 + (i / 10) % 10] || i,
        'client' || i || '@scale.example'
      from generate_series(1, ${clientCount}) as i`);
    await tx.execute(sql`
      with picked as (
        select i,
          case when i % 5 < 3 then 'hotels' else 'flights' end as service,
          now() - make_interval(secs => (i * 7919 % 31536000)) as booked,
          ((i * 104729 % 120) + 1)::int as lead_days,
          ((i * 31 % 9) + 1)::int as nights,
          (array['Amara','Kenji','Sofia','Lars','Priya','Mateo','Chloé','Omar','Ingrid','Wei','Tara','Noah'])[1 + i % 12] as first_name,
          (array['Okafor','Tanaka','García','Nilsen','Sharma','Rossi','Dubois','Haddad','Berg','Chen','Quinn','Smith','Jones','Müller'])[1 + (i / 12) % 14] as last_name,
          case when i % 4 = 0 then null else (${agents}::uuid[])[1 + i % cardinality(${agents}::uuid[])] end as agent_id,
          ((i * 7 % 100000) + 10000)::int as total
        from generate_series(1::bigint, ${count}) as i
      )
      insert into bookings (agency_id, user_id, agent_id, client_id, service, reference, idempotency_key, request_hash, status,
        start_date, end_date, summary, detail, terms, lead_traveller, lead_email, currency, base_rate, tax_and_fee, total_rate,
        display_currency, card_amount, card_gateway, card_brand, card_last4, cancelled_at, penalty, refund_card, refund_wallet, created_at)
      select ${agencyId}, null, p.agent_id,
        case when p.agent_id is not null and p.i % 3 = 0
          then (select c.id from clients c where c.agency_id = ${agencyId} and c.email = 'client' || (1 + p.i % ${clientCount}) || '@scale.example') end,
        p.service,
        (case p.service when 'hotels' then 'H-' else 'F-' end) || (select string_agg(substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 1 + ((p.i + 5000000) / (32 ^ k)::bigint % 32)::int, 1), '' order by k) from generate_series(0, 7) as k),
        'scale-' || p.i, md5(p.i::text), case when p.i % 8 = 0 then 'cancelled' else 'confirmed' end,
        p.booked::date + p.lead_days, p.booked::date + p.lead_days + p.nights,
        jsonb_build_object('title', 'Scale Hotel ' || p.i % 365, 'subtitle', 'Standard Double Room', 'places', jsonb_build_array('Lisbon'),
          'start', to_char(p.booked::date + p.lead_days, 'YYYY-MM-DD'), 'end', to_char(p.booked::date + p.lead_days + p.nights, 'YYYY-MM-DD'),
          'travellers', 2, 'thumbnail', '/images/hotels/1.svg'),
        jsonb_build_object('padding', repeat('x', 1200)),
        jsonb_build_object('freeCancellationDays', 3),
        jsonb_build_object('firstName', p.first_name, 'lastName', p.last_name, 'email', lower(p.first_name || '.' || p.last_name || p.i || '@example.com'), 'phone', '+1 212 555 0100'),
        lower(p.first_name || '.' || p.last_name || p.i || '@example.com'), 'USD', p.total - 1000, 1000, p.total,
        'USD', p.total, 'stripe', 'visa', '4242',
        case when p.i % 8 = 0 then p.booked + interval '1 day' end,
        case when p.i % 8 = 0 then 0 end, case when p.i % 8 = 0 then p.total end, case when p.i % 8 = 0 then 0 end,
        p.booked
      from picked p`);
  });
  // The caller vacuums bookings (which analyzes them) once it has added what it needs.
  await db.execute(sql`analyze clients`);
}

/** The accounts the list is read as: the owner sees the agency, the sales agent their own. */
export type ListReader = 'owner' | 'sales';

export interface BookingsListQuery {
  name: string;
  as: ListReader;
  /** The query string; `day(n)` is today plus n days, `salesId` the sales agent's user id. */
  query: (context: { day: (offset: number) => string; salesId: string }) => Record<string, string | number>;
  /** The target is held times this: the orders no index keeps sort the agency's index entries. */
  slack?: number;
}

/** What the Command Center's bookings list is asked most, newest first with any filter or search, and by every column. */
export const BOOKINGS_LIST_QUERIES: readonly BookingsListQuery[] = [
  { name: 'the first page, newest first', as: 'owner', query: () => ({}) },
  { name: 'page 40', as: 'owner', query: () => ({ page: 40 }) },
  { name: 'the last page', as: 'owner', query: () => ({ page: 4000 }) },
  { name: 'a service', as: 'owner', query: () => ({ service: 'flights' }) },
  { name: 'cancelled', as: 'owner', query: () => ({ status: 'cancelled' }) },
  { name: 'booked in the last 30 days', as: 'owner', query: ({ day }) => ({ bookedFrom: day(-30), bookedTo: day(0) }) },
  { name: 'travelling next month', as: 'owner', query: ({ day }) => ({ travelFrom: day(30), travelTo: day(60) }) },
  { name: 'an agent', as: 'owner', query: ({ salesId }) => ({ agentId: salesId }) },
  { name: 'a name', as: 'owner', query: () => ({ q: 'quinn' }) },
  { name: 'one letter', as: 'owner', query: () => ({ q: 't' }) },
  { name: 'an email', as: 'owner', query: () => ({ q: 'amara.okafor1' }) },
  { name: 'a name, a service and a status', as: 'owner', query: () => ({ q: 'quinn', service: 'hotels', status: 'confirmed' }) },
  { name: "a sales agent's own", as: 'sales', query: () => ({}) },
  { name: "a sales agent's own, searched", as: 'sales', query: () => ({ q: 'ch' }) },
  { name: 'by travel start', as: 'owner', query: () => ({ sort: 'travelStart', dir: 'asc' }) },
  { name: 'by traveller', as: 'owner', query: () => ({ sort: 'traveller', dir: 'asc' }) },
  { name: 'by total', as: 'owner', query: () => ({ sort: 'total' }), slack: 2 },
  { name: 'by agent', as: 'owner', query: () => ({ sort: 'agent', dir: 'asc' }), slack: 2 },
  { name: 'by status', as: 'owner', query: () => ({ sort: 'status' }), slack: 2 },
];

/** The list's target with 100,000 bookings in the agency, on PostgreSQL (issue 22). */
export const BOOKINGS_LIST_TARGET_MS = 50;
export const BOOKINGS_LIST_SCALE = 100_000;
export const READER_EMAILS: Record<ListReader, string> = { owner: 'owner@wayfarer.test', sales: 'sales@wayfarer.test' };

/** The query string of `query` for today. */
export function listUrl(query: BookingsListQuery, salesId: string): string {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const params = new URLSearchParams(Object.entries(query.query({ day, salesId })).map(([key, value]) => [key, String(value)]));
  return `/api/agency/bookings?${params}`;
}

/** Wayfarer's id and its staff, the bookings spread over them, and 100,000 bookings written; vacuumed as autovacuum would have. */
export async function fillWayfarerBookings(db: Db): Promise<{ salesId: string }> {
  const [wayfarer] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.subdomain, 'wayfarer'));
  const staff = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.isTravelAgent, true));
  const salesId = staff.find((user) => user.email === READER_EMAILS.sales)!.id;
  const wayfarerStaff = staff.filter((user) => user.email.endsWith('@wayfarer.test')).map((user) => user.id);
  await fillAgencyBookings(db, wayfarer!.id, BOOKINGS_LIST_SCALE, wayfarerStaff, 2000);
  // The visibility map lets counts read the index alone.
  await db.execute(sql`vacuum analyze bookings`);
  return { salesId };
}
