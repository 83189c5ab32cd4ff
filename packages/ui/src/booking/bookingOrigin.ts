import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { dealLinkIdIn, proposalIdIn, proposalItemIn, proposalLinkPath, type ServiceKey } from '@travel/contracts';
import type { BackLink } from './CheckoutFrame';

/** Where a checkout's booking comes from, as its request says it: the agent's deal link the visitor came through, the approved proposal's item the client books. */
export interface BookingOrigin {
  dealLinkId?: string;
  proposalItemId?: string;
}

/** The origin a checkout's URL names (useKeptDealLink keeps the deal link in it; a proposal's item links there with its ids). */
export function bookingOriginIn(query: URLSearchParams): BookingOrigin {
  const dealLinkId = dealLinkIdIn(query);
  const proposal = proposalItemIn(query);
  return { ...(dealLinkId ? { dealLinkId } : {}), ...(proposal ? { proposalItemId: proposal.itemId } : {}) };
}

/** A proposal's checkout and confirmation lead back to the proposal, where its other offers wait; undefined elsewhere. */
export function useProposalBackLink(service: ServiceKey): BackLink | undefined {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const proposalId = proposalIdIn(params);
  return proposalId ? { to: proposalLinkPath(service, proposalId), label: t('proposal.backToProposal') } : undefined;
}
