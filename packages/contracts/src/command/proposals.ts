// The rules of proposals (issue 22), shared by the API and the Command Center's pages. Plain
// TypeScript: the browser bundles it.

export const PROPOSAL_STATUSES = ['draft', 'sent', 'viewed', 'approved', 'declined', 'expired', 'booked'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** An item at its last re-quote: as quoted, at another price, or no longer to be had. */
export const PROPOSAL_ITEM_AVAILABILITY = ['available', 'changed', 'soldOut'] as const;
export type ProposalItemAvailability = (typeof PROPOSAL_ITEM_AVAILABILITY)[number];

/** Sent and not yet decided or booked: the client may still act, the price may still move, and the expiry ends it. */
export const OPEN_PROPOSAL_STATUSES = ['sent', 'viewed', 'approved'] as const satisfies readonly ProposalStatus[];

/** A price that moved by this many percent or more is flagged, unless the proposal says otherwise. */
export const DEFAULT_DRIFT_THRESHOLD_PERCENT = 5;

export const PROPOSAL_LIMITS = { titleMax: 120, messageMax: 4000, declineReasonMax: 1000, itemsMax: 20, expiresWithinDays: 365 } as const;

/** Where each status may go: sent by the agent, viewed, then approved or declined by the client, booked after approval; time expires an open one. */
const NEXT: Record<ProposalStatus, readonly ProposalStatus[]> = {
  draft: ['sent'],
  sent: ['viewed', 'approved', 'declined', 'expired'],
  viewed: ['approved', 'declined', 'expired'],
  approved: ['booked', 'expired'],
  declined: [],
  expired: [],
  booked: [],
};

export function canMoveProposal(from: ProposalStatus, to: ProposalStatus): boolean {
  return NEXT[from].includes(to);
}

export const isOpenProposal = (status: ProposalStatus): boolean => (OPEN_PROPOSAL_STATUSES as readonly ProposalStatus[]).includes(status);

/** The status as the client and the agent should read it: an open proposal past its expiry is expired, whether or not the sweep has written so. */
export function effectiveProposalStatus(status: ProposalStatus, expiresAt: Date, now: Date): ProposalStatus {
  return isOpenProposal(status) && expiresAt.getTime() <= now.getTime() ? 'expired' : status;
}

/** What an agent may change in a proposal. */
export type ProposalPart = 'client' | 'title' | 'message' | 'expiresAt' | 'driftThreshold' | 'items';

/**
 * A draft is the agent's to change; once the client has the link only its expiry (to give
 * more time) and the agent's own drift threshold may change, so the client never reads
 * other words or items than were sent; a decided, expired or booked one is closed.
 */
const EDITABLE: Record<ProposalStatus, readonly ProposalPart[]> = {
  draft: ['client', 'title', 'message', 'expiresAt', 'driftThreshold', 'items'],
  sent: ['expiresAt', 'driftThreshold'],
  viewed: ['expiresAt', 'driftThreshold'],
  approved: [],
  declined: [],
  expired: [],
  booked: [],
};

export function canEditProposal(status: ProposalStatus, part: ProposalPart): boolean {
  return EDITABLE[status].includes(part);
}

/** |current − quoted| / quoted as a percentage (one decimal); null when there is no current price. A free item that now costs something moved 100 %. */
export function driftPercent(quoted: number, current: number | null): number | null {
  if (current === null) return null;
  if (quoted === 0) return current === 0 ? 0 : 100;
  return Math.round((Math.abs(current - quoted) / quoted) * 1000) / 10;
}

/** The agent is told before the client: sold out, or moved by the threshold or more (|current − quoted| / quoted ≥ threshold). */
export function needsAttention(item: { quotedTotal: number; currentTotal: number | null; availability: ProposalItemAvailability }, thresholdPercent: number): boolean {
  if (item.availability === 'soldOut') return true;
  if (item.currentTotal === null) return false;
  // In integers, not the rounded driftPercent: 4.99 % is below a 5 % threshold.
  return Math.abs(item.currentTotal - item.quotedTotal) * 100 >= thresholdPercent * item.quotedTotal && item.currentTotal !== item.quotedTotal;
}

/** A proposal's sum in one currency: as quoted, and at the last re-quote. */
export interface ProposalTotal {
  currency: string;
  quoted: number;
  current: number;
}

/** The items' sums, one per currency (each offer keeps the display currency it was quoted in); a sold-out item counts in neither: it can no longer be bought. */
export function proposalTotals(items: readonly { currency: string; quotedTotal: number; currentTotal: number | null }[]): ProposalTotal[] {
  const sums = new Map<string, { quoted: number; current: number }>();
  for (const item of items) {
    if (item.currentTotal === null) continue;
    const sum = sums.get(item.currency) ?? { quoted: 0, current: 0 };
    sums.set(item.currency, { quoted: sum.quoted + item.quotedTotal, current: sum.current + item.currentTotal });
  }
  return [...sums].map(([currency, sum]) => ({ currency, ...sum }));
}

/** A re-quote's verdict: gone, or at the quoted price, or at another one. */
export function availabilityAfterRequote(quoted: number, current: number | null): ProposalItemAvailability {
  if (current === null) return 'soldOut';
  return current === quoted ? 'available' : 'changed';
}

/** The client's link on the agency's site: the first item's service's deal page, the id again as `id` (SPEC's /booknow/<service>/deal/{proposalId}?id=). */
export function proposalLinkPath(service: string, proposalId: string): string {
  return `/booknow/${service}/deal/${proposalId}?id=${proposalId}`;
}

/** 404, 409 and 410 of the proposals' calls; the pages tell them apart by these. */
export const PROPOSAL_ERROR_CODES = {
  /** 404: no such proposal, or one the user (or the agency's site) may not see. */
  proposalNotFound: 'PROPOSAL_NOT_FOUND',
  /** 409: the proposal's status does not allow this (editing a sent one's items, approving a declined one...). */
  proposalStatus: 'PROPOSAL_STATUS',
  /** 409: the offer cannot be booked now (sold out, does not fit the party...), so it is not added. */
  offerUnavailable: 'PROPOSAL_OFFER_UNAVAILABLE',
  /** 409: a proposal is sent with at least one item. */
  proposalEmpty: 'PROPOSAL_EMPTY',
  /** 410: the proposal expired; nothing was changed. */
  proposalExpired: 'PROPOSAL_EXPIRED',
  /** 409: this item of the proposal is booked already. */
  proposalItemBooked: 'PROPOSAL_ITEM_BOOKED',
} as const;
