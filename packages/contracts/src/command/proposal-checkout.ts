// A proposal's item is booked in its service's own checkout (issue 22): the offer's checkout
// link with the proposal (`id`, SPEC 2.3) and the item added, so the checkout books that item
// for the proposal's client and the confirmation leads back to the proposal. Plain TypeScript.
import { hotelCheckoutPath } from '../hotel-links';
import { flightOfferCheckoutPath } from '../services/flights/links';
import { uuidOrUndefined } from './ids';
import type { ProposalOffer } from './proposals.schema';

/** SPEC 2.3: the proposal's query parameter. */
export const PROPOSAL_ID_PARAM = 'id';
export const PROPOSAL_ITEM_PARAM = 'proposalItem';

/** Which item of which proposal a checkout books. */
export interface ProposalItemRef {
  proposalId: string;
  itemId: string;
}

const withParams = (path: string, added: Record<string, string>): string =>
  `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams(added).toString()}`;

/** The service's checkout of the offer, as the traveller would reach it from a search. */
export function offerCheckoutPath(item: ProposalOffer): string {
  if (item.service === 'hotels') return hotelCheckoutPath(item.offer);
  const { passengers, ...trip } = item.offer;
  return flightOfferCheckoutPath({ ...trip, ...passengers });
}

export const proposalItemCheckoutPath = (item: ProposalOffer, ref: ProposalItemRef): string =>
  withParams(offerCheckoutPath(item), { [PROPOSAL_ID_PARAM]: ref.proposalId, [PROPOSAL_ITEM_PARAM]: ref.itemId });

/** The proposal a page's query names (`id`), when it is a well-formed id. */
export const proposalIdIn = (query: URLSearchParams): string | undefined => uuidOrUndefined(query.get(PROPOSAL_ID_PARAM));

/** The proposal's item a checkout's query names; both ids must be well formed. */
export function proposalItemIn(query: URLSearchParams): ProposalItemRef | undefined {
  const proposalId = proposalIdIn(query);
  const itemId = uuidOrUndefined(query.get(PROPOSAL_ITEM_PARAM));
  return proposalId && itemId ? { proposalId, itemId } : undefined;
}

/** A confirmation's path that keeps the proposal the booking came from, to lead back to it. */
export const withProposalId = (path: string, proposalId: string): string => withParams(path, { [PROPOSAL_ID_PARAM]: proposalId });
