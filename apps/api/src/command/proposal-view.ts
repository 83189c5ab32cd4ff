// Proposals as the agent and the client read them: the rows, their items and the figures both derive.
import { and, asc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type AgentProposalItem,
  driftPercent,
  effectiveProposalStatus,
  needsAttention,
  type Proposal,
  type ProposalItem,
  proposalItemCheckoutPath,
  proposalTotals,
  proposalLinkPath,
  type ProposalOffer,
  PROPOSAL_ERROR_CODES,
} from '@travel/contracts';
import { users } from '../db/schema-agencies';
import { bookings } from '../db/schema-bookings';
import { clients } from '../db/schema-command';
import { type ProposalItemRow, proposalItems, type ProposalRow, proposals } from '../db/schema-proposals';
import type { Db } from '../db/types';
import { HttpError } from '../errors';
import { personRef } from './person-ref';
import type { CommandScope } from './scope';

export const proposalErrors = {
  notFound: (proposalId: string) => new HttpError(404, PROPOSAL_ERROR_CODES.proposalNotFound, `No proposal ${proposalId} among the proposals you may see`),
  status: (message: string) => new HttpError(409, PROPOSAL_ERROR_CODES.proposalStatus, message),
  unavailable: (reason: string) => new HttpError(409, PROPOSAL_ERROR_CODES.offerUnavailable, `This offer cannot be booked now: ${reason}`),
  empty: () => new HttpError(409, PROPOSAL_ERROR_CODES.proposalEmpty, 'Add at least one offer before sending the proposal'),
  expired: (expiresAt: Date) =>
    new HttpError(410, PROPOSAL_ERROR_CODES.proposalExpired, `This proposal expired on ${expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC: ask your travel agent for a new one. Nothing was changed.`),
};

/** The proposals the scope sees: owners and admins the agency's, another agent their own (as clients). */
export function visibleProposals(scope: CommandScope): SQL {
  const agency = eq(proposals.agencyId, scope.agencyId);
  return scope.seesAll ? agency : (and(agency, eq(proposals.agentId, scope.userId)) as SQL);
}

/** The status as it reads now, in SQL: an open proposal past its expiry is expired. */
export const effectiveStatusSql = sql<string>`(case when ${proposals.status} in ('sent', 'viewed', 'approved') and ${proposals.expiresAt} <= now() then 'expired' else ${proposals.status} end)`;

const makers = alias(users, 'maker');

export const proposalFields = {
  proposal: proposals,
  clientFirstName: clients.firstName,
  clientLastName: clients.lastName,
  clientEmail: clients.email,
  agentFirstName: makers.firstName,
  agentLastName: makers.lastName,
};

export const proposalsWhere = (db: Db, where: SQL | undefined) =>
  db.select(proposalFields).from(proposals).innerJoin(clients, eq(clients.id, proposals.clientId)).leftJoin(makers, eq(makers.id, proposals.agentId)).where(where);

export type ProposalRecord = Awaited<ReturnType<ReturnType<typeof proposalsWhere>['execute']>>[number];

/** An item with the reference of the booking made from it, if any. */
export type ListedItem = ProposalItemRow & { bookingReference: string | null };

export const itemsOf = (db: Db, proposalIds: string[]): Promise<ListedItem[]> =>
  proposalIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ ...getTableColumns(proposalItems), bookingReference: bookings.reference })
        .from(proposalItems)
        .leftJoin(bookings, eq(bookings.id, proposalItems.bookingId))
        .where(inArray(proposalItems.proposalId, proposalIds))
        .orderBy(asc(proposalItems.position), asc(proposalItems.createdAt));

export const statusOf = (proposal: Pick<ProposalRow, 'status' | 'expiresAt'>, now = new Date()) => effectiveProposalStatus(proposal.status, proposal.expiresAt, now);

const iso = (at: Date | null): string | null => (at === null ? null : at.toISOString());

export function itemView(item: ListedItem): ProposalItem {
  // Stored as proposalOfferSchema read it when the item was added.
  const offer = { service: item.service, offer: item.offer } as ProposalOffer;
  return {
    id: item.id,
    service: item.service as ProposalItem['service'],
    summary: item.summary,
    offer: item.offer as unknown as Record<string, unknown>,
    currency: item.currency,
    quotedTotal: item.quotedTotal,
    currentTotal: item.availability === 'soldOut' ? null : (item.currentTotal ?? item.quotedTotal),
    availability: item.availability,
    requotedAt: iso(item.requotedAt),
    checkoutPath: proposalItemCheckoutPath(offer, { proposalId: item.proposalId, itemId: item.id }),
    bookingReference: item.bookingReference,
  };
}

function agentItemView(item: ListedItem, thresholdPercent: number): AgentProposalItem {
  const view = itemView(item);
  return { ...view, driftPercent: driftPercent(view.quotedTotal, view.currentTotal), needsAttention: needsAttention(view, thresholdPercent) };
}

/** The link the client opens: the first item's service's deal page; none while the proposal is empty. */
export const linkOf = (proposalId: string, items: readonly Pick<ProposalItemRow, 'service'>[]): string | null =>
  items[0] ? proposalLinkPath(items[0].service, proposalId) : null;

export function proposalView(record: ProposalRecord, items: readonly ListedItem[]): Proposal {
  const { proposal } = record;
  const views = items.map((item) => agentItemView(item, proposal.driftThresholdPercent));
  return {
    id: proposal.id,
    status: statusOf(proposal),
    title: proposal.title,
    message: proposal.message,
    expiresAt: proposal.expiresAt.toISOString(),
    totals: proposalTotals(views),
    decidedAt: iso(proposal.decidedAt),
    client: { id: proposal.clientId, name: `${record.clientFirstName} ${record.clientLastName}`.trim(), email: record.clientEmail },
    agent: personRef(proposal.agentId, record.agentFirstName, record.agentLastName),
    driftThresholdPercent: proposal.driftThresholdPercent,
    declineReason: proposal.declineReason,
    items: views,
    link: linkOf(proposal.id, items),
    createdAt: proposal.createdAt.toISOString(),
    updatedAt: proposal.updatedAt.toISOString(),
    sentAt: iso(proposal.sentAt),
    viewedAt: iso(proposal.viewedAt),
  };
}

/** The proposal if the scope sees it, with its items; 404 otherwise. */
export async function visibleProposalView(db: Db, scope: CommandScope, proposalId: string): Promise<Proposal> {
  const [record] = await proposalsWhere(db, and(visibleProposals(scope), eq(proposals.id, proposalId))).limit(1);
  if (!record) throw proposalErrors.notFound(proposalId);
  return proposalView(record, await itemsOf(db, [proposalId]));
}
