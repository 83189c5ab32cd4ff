// Booking an approved proposal's item (issue 22): the client opens the item's checkout from the
// proposal's page and books it without an account, the proposal's id being their capability.
// The booking is the proposal's: its client's and its agent's. Checked before anything is held
// or charged; recorded once the booking is confirmed.
import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import { ERROR_CODES, PROPOSAL_ERROR_CODES, type ServiceKey } from '@travel/contracts';
import { canonicalJson } from '../bookings/idempotency';
import { proposalItems, proposals } from '../db/schema-proposals';
import type { Db } from '../db/types';
import { HttpError } from '../errors';
import { proposalErrors, statusOf } from './proposal-view';

/** The item a booking books, and for whom. */
export interface ProposalBooking {
  proposalId: string;
  itemId: string;
  agentId: string | null;
  clientId: string;
}

/** The same offer whatever display currency it was quoted or is booked in: the currency changes what is shown, not what is booked. */
function sameOffer(stored: Record<string, unknown>, booked: Record<string, unknown>): boolean {
  const { currency: _stored, ...offer } = stored;
  const { currency: _booked, ...request } = booked;
  return canonicalJson(offer) === canonicalJson(request);
}

/**
 * The approved proposal's item a booking request names (`proposalItemId`): of this agency (another
 * agency's reads as unknown, 404), approved and not expired (409, 410), not booked yet (409), and
 * the very offer the request books, of its service (400).
 */
export async function bookableProposalItem(db: Db, agencyId: number, itemId: string, service: ServiceKey, offer: Record<string, unknown>): Promise<ProposalBooking> {
  const [found] = await db
    .select({ item: proposalItems, proposal: proposals })
    .from(proposalItems)
    .innerJoin(proposals, eq(proposals.id, proposalItems.proposalId))
    .where(and(eq(proposalItems.id, itemId), eq(proposals.agencyId, agencyId)))
    .limit(1);
  if (!found) throw new HttpError(404, PROPOSAL_ERROR_CODES.proposalNotFound, `No proposal of this agency has the item ${itemId}`);
  const { item, proposal } = found;
  const status = statusOf(proposal);
  if (status === 'expired') throw proposalErrors.expired(proposal.expiresAt);
  if (item.bookingId !== null) throw new HttpError(409, PROPOSAL_ERROR_CODES.proposalItemBooked, 'This offer of the proposal is booked already: nothing was charged');
  if (status !== 'approved') throw proposalErrors.status(`This proposal is ${status}: only an approved proposal is booked`);
  if (item.service !== service || !sameOffer(item.offer as unknown as Record<string, unknown>, offer)) {
    throw new HttpError(400, ERROR_CODES.validation, 'body.proposalItemId: the booking is not the offer of this proposal item');
  }
  return { proposalId: proposal.id, itemId: item.id, agentId: proposal.agentId, clientId: proposal.clientId };
}

/** The booking on its item (once: a retry finds it there), and the proposal booked when none of its items is left to book. */
export async function recordProposalBooking(db: Db, booking: ProposalBooking, bookingId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Two items booked at once queue on their proposal, so the second sees the first's booking.
    await tx.select({ id: proposals.id }).from(proposals).where(eq(proposals.id, booking.proposalId)).for('update');
    await tx
      .update(proposalItems)
      .set({ bookingId })
      .where(and(eq(proposalItems.id, booking.itemId), isNull(proposalItems.bookingId)));
    const unbooked = tx
      .select({ id: proposalItems.id })
      .from(proposalItems)
      .where(and(eq(proposalItems.proposalId, booking.proposalId), isNull(proposalItems.bookingId)));
    await tx
      .update(proposals)
      .set({ status: 'booked', updatedAt: sql`clock_timestamp()` })
      .where(and(eq(proposals.id, booking.proposalId), eq(proposals.status, 'approved'), notExists(unbooked)));
  });
}
