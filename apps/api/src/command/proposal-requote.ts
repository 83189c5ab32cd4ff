// Re-pricing proposals: when the client opens one, when the agent asks, and daily for every
// open one (quote drift), so the agent sees a moved or sold-out item before the client does.
import { and, eq, inArray, isNull, lte, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { availabilityAfterRequote, OPEN_PROPOSAL_STATUSES, type ProposalOffer } from '@travel/contracts';
import { agencies, type AgencyRow } from '../db/schema-agencies';
import { proposalItems, proposals } from '../db/schema-proposals';
import type { Db } from '../db/types';
import type { HotelProvider } from '../inventory/providers';
import { currentTotal } from './proposal-quote';

/** Every item of the proposal not yet booked, priced now; writes current_total, availability and requoted_at. */
export async function requoteProposal(db: Db, hotels: HotelProvider, agency: AgencyRow, proposalId: string, now = new Date()): Promise<void> {
  const items = await db
    .select()
    .from(proposalItems)
    .where(and(eq(proposalItems.proposalId, proposalId), isNull(proposalItems.bookingId)));
  for (const item of items) {
    const current = await currentTotal(db, hotels, agency, { service: item.service, offer: item.offer } as ProposalOffer, item.summary, now);
    await db
      .update(proposalItems)
      .set({ currentTotal: current, availability: availabilityAfterRequote(item.quotedTotal, current), requotedAt: now })
      .where(eq(proposalItems.id, item.id));
  }
}

/** Writes `expired` on the open proposals past their expiry (they already read so: effectiveProposalStatus). */
async function expireOverdue(db: Db, now: Date): Promise<number> {
  const expired = await db
    .update(proposals)
    .set({ status: 'expired', updatedAt: now })
    .where(and(inArray(proposals.status, OPEN_PROPOSAL_STATUSES), lte(proposals.expiresAt, now)))
    .returning({ id: proposals.id });
  return expired.length;
}

/** The daily quote-drift pass: expires the overdue, then re-prices every open proposal of every agency. */
export async function requoteOpenProposals(db: Db, hotels: HotelProvider, now = new Date()): Promise<{ expired: number; requoted: number }> {
  const expired = await expireOverdue(db, now);
  const open = await db
    .select({ id: proposals.id, agencyId: proposals.agencyId })
    .from(proposals)
    .where(and(inArray(proposals.status, OPEN_PROPOSAL_STATUSES), gt(proposals.expiresAt, now)))
    .orderBy(proposals.agencyId);
  const agencyIds = [...new Set(open.map((proposal) => proposal.agencyId))];
  const rows = agencyIds.length === 0 ? [] : await db.select().from(agencies).where(sql`${agencies.id} = any(${sql.param(agencyIds)}::int[])`);
  const byId = new Map(rows.map((agency) => [agency.id, agency]));
  for (const proposal of open) {
    const agency = byId.get(proposal.agencyId);
    if (agency) await requoteProposal(db, hotels, agency, proposal.id, now);
  }
  return { expired, requoted: open.length };
}

const DAY_MS = 86_400_000;
/** Not at start-up: a start (and every test server) stays quick; the first pass comes a minute later. */
const FIRST_PASS_AFTER_MS = 60_000;

/** Runs the quote-drift pass a minute after the server is ready, then daily (never holding the process open). */
export function registerProposalRequote(app: FastifyInstance, db: Db, hotels: HotelProvider): void {
  const pass = () =>
    requoteOpenProposals(db, hotels)
      .then((done) => app.log.info(done, 'proposals re-quoted'))
      .catch((err: unknown) => app.log.error({ err }, 'the proposals re-quote failed; it runs again tomorrow'));
  let first: NodeJS.Timeout | undefined;
  let daily: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    first = setTimeout(() => void pass(), FIRST_PASS_AFTER_MS).unref();
    daily = setInterval(() => void pass(), DAY_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(daily);
  });
}
