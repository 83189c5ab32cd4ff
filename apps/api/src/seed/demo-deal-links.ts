// Wayfarer's deal links (docs/demo-data.md), so the Command Center's Deal Link list shows clicks,
// bookings and sales: four links of its agents, one of them expired, and a few of the seeded
// bookings (demo-bookings.ts) named as made through them. Fixed codes and counts, the dates
// relative to the day of the seed: the same data every time.
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { readDealLinkTarget } from '@travel/contracts';
import { agencies, users } from '../db/schema-agencies';
import { bookings } from '../db/schema-bookings';
import { dealLinks } from '../db/schema-command';
import type { Db } from '../db/types';

const AGENCY = 'wayfarer';
const DAY_MS = 86_400_000;

interface DemoDealLink {
  id: string;
  agent: string;
  label: string;
  target: string;
  createdDaysAgo: number;
  /** Days from the seed; negative: already expired; null: never. */
  expiresInDays: number | null;
  clicks: number;
  /** How many seeded bookings of the link's service name it. */
  bookings: number;
}

const DEMO_DEAL_LINKS: readonly DemoDealLink[] = [
  { id: 'WfLisbon01', agent: 'agent@wayfarer.test', label: 'Lisbon long weekend', target: '/booknow/hotels/search', createdDaysAgo: 12, expiresInDays: 60, clicks: 48, bookings: 3 },
  { id: 'WfParisFlx', agent: 'agent@wayfarer.test', label: 'Paris to Rome, flexible fare', target: '/booknow/flights/search', createdDaysAgo: 30, expiresInDays: null, clicks: 23, bookings: 2 },
  { id: 'WfSpring26', agent: 'owner@wayfarer.test', label: 'Spring city breaks', target: '/booknow/hotels/search', createdDaysAgo: 90, expiresInDays: -20, clicks: 131, bookings: 4 },
  { id: 'WfSalesNew', agent: 'sales@wayfarer.test', label: 'Newsletter: hotel deals', target: '/booknow/hotels/search', createdDaysAgo: 2, expiresInDays: 28, clicks: 5, bookings: 0 },
];

/**
 * Once per database, while Wayfarer has no deal link at all (one an agent deleted or changed
 * since stays so): processes starting together queue on the lock, the later ones find the links.
 */
export async function seedDemoDealLinks(tx: Db, now = new Date()): Promise<void> {
  const [agency] = await tx.select({ id: agencies.id }).from(agencies).where(eq(agencies.subdomain, AGENCY));
  if (!agency) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('demo-seed-deal-links', 0))`);
  const [existing] = await tx.select({ id: dealLinks.id }).from(dealLinks).where(eq(dealLinks.agencyId, agency.id)).limit(1);
  if (existing) return;
  const agents = await tx
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(and(eq(users.agencyId, agency.id), inArray(sql`lower(${users.email})`, DEMO_DEAL_LINKS.map((link) => link.agent))));
  const agentId = new Map(agents.map((agent) => [agent.email, agent.id]));

  for (const link of DEMO_DEAL_LINKS) {
    const page = readDealLinkTarget(link.target);
    if ('problem' in page) throw new Error(`seed: deal link ${link.id} has a target the rules refuse (${page.problem})`);
    const [inserted] = await tx
      .insert(dealLinks)
      .values({
        id: link.id,
        agencyId: agency.id,
        agentId: agentId.get(link.agent) ?? null,
        label: link.label,
        ...page,
        expiresAt: link.expiresInDays === null ? null : new Date(now.getTime() + link.expiresInDays * DAY_MS),
        clicks: link.clicks,
        createdAt: new Date(now.getTime() - link.createdDaysAgo * DAY_MS),
      })
      .onConflictDoNothing({ target: dealLinks.id })
      .returning({ id: dealLinks.id });
    // Its bookings: the first seeded ones of its service that no link names yet.
    if (!inserted || link.bookings === 0) continue;
    const chosen = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.agencyId, agency.id), eq(bookings.service, page.service), like(bookings.idempotencyKey, 'demo-seed-%'), sql`${bookings.dealLinkId} is null`))
      .orderBy(asc(bookings.id))
      .limit(link.bookings);
    if (chosen.length > 0) await tx.update(bookings).set({ dealLinkId: link.id }).where(inArray(bookings.id, chosen.map((row) => row.id)));
  }
}
