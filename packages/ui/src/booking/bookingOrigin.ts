import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { bookingClientIdIn, clientName, clientPagePath, dealLinkIdIn, proposalIdIn, proposalItemIn, proposalLinkPath, type ServiceKey } from '@travel/contracts';
import { useBookingClient } from '../journey/bookingForClient';
import { useJourneyViewer, type JourneyViewer } from '../journey/viewer';
import type { BackLink } from './CheckoutFrame';

/**
 * Where a checkout's booking comes from, as its request says it: the agent's deal link the
 * visitor came through, the approved proposal's item the client books, the client an agent
 * books for.
 */
export interface BookingOrigin {
  dealLinkId?: string;
  proposalItemId?: string;
  clientId?: string;
}

/**
 * The origin a checkout's URL names (useKeptBookingParams keeps the deal link and the client in
 * it; a proposal's item links there with its ids). The client only from an agent, and never
 * with a proposal's item (which is its own client's: the API refuses both together).
 */
export function bookingOriginIn(query: URLSearchParams, viewer: JourneyViewer): BookingOrigin {
  const dealLinkId = dealLinkIdIn(query);
  const proposal = proposalItemIn(query);
  const clientId = viewer === 'agent' && !proposal ? bookingClientIdIn(query) : undefined;
  return { ...(dealLinkId ? { dealLinkId } : {}), ...(proposal ? { proposalItemId: proposal.itemId } : {}), ...(clientId ? { clientId } : {}) };
}

/** The origin the checkout's URL names, for the viewer now. */
export function useBookingOrigin(): BookingOrigin {
  const [params] = useSearchParams();
  return bookingOriginIn(params, useJourneyViewer());
}

/** A proposal's checkout and confirmation lead back to the proposal, where its other offers wait; undefined elsewhere. */
export function useProposalBackLink(service: ServiceKey): BackLink | undefined {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const proposalId = proposalIdIn(params);
  return proposalId ? { to: proposalLinkPath(service, proposalId), label: t('proposal.backToProposal') } : undefined;
}

/** An agent's booking for a client leads back to the client's page in the Command Center (once their record names them); undefined elsewhere. */
export function useClientBackLink(): BackLink | undefined {
  const { t } = useTranslation('checkout');
  const forClient = useBookingClient();
  return forClient?.client ? { to: clientPagePath(forClient.id), label: t('forClient.backToClient', { name: clientName(forClient.client) }) } : undefined;
}
