import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/types';

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
