// The client's Proposals calls (apps/api/src/command/client-proposals.ts) on the proposals the
// agent's mock keeps (command/proposals.ts): no account, the id is the capability; a draft or
// an unknown id 404 PROPOSAL_NOT_FOUND, an expired one 410 PROPOSAL_EXPIRED with the API's
// sentence, an answered one 409 PROPOSAL_STATUS; the first open of a sent one makes it viewed.
// The items are answered as last re-quoted (proposalsMock.setItem changes one).
import { http, HttpResponse } from 'msw';
import {
  PROPOSAL_ERROR_CODES,
  canMoveProposal,
  effectiveProposalStatus,
  proposalDeclineSchema,
  proposalParamsSchema,
  proposalTotals,
  type Agency,
  type ClientProposal,
  type ProposalItem,
} from '@travel/contracts';
import { apiError, bodyOf, forAgency, validated } from './respond';
import { proposalsMock } from './command/proposals';
import { agentRef, commandMock } from './command/store';

type StoredProposal = ReturnType<typeof proposalsMock.proposals>[number];

function clientView(stored: StoredProposal, agency: Agency): ClientProposal {
  return {
    id: stored.id,
    status: effectiveProposalStatus(stored.status, new Date(stored.expiresAt), new Date()),
    title: stored.title,
    message: stored.message,
    expiresAt: stored.expiresAt,
    totals: proposalTotals(stored.items),
    decidedAt: stored.decidedAt,
    agencyName: agency.agencyName,
    agentName: agentRef(stored.agentId)?.name ?? null,
    clientFirstName: commandMock.clients().find((client) => client.id === stored.clientId)?.firstName ?? '',
    items: stored.items,
  };
}

/** The API's 410 sentence, which names the expiry in UTC to the minute. */
const expired = (expiresAt: string) =>
  apiError(410, PROPOSAL_ERROR_CODES.proposalExpired, `This proposal expired on ${expiresAt.slice(0, 16).replace('T', ' ')} UTC: ask your travel agent for a new one. Nothing was changed.`);

export function clientProposalHandlersFor(agency: Agency | null) {
  /** The proposal the client may read (sent, not expired), handed to `answer`; else the API's 404 or 410. */
  const withProposal = (params: unknown, answer: (proposal: StoredProposal, agency: Agency) => Response | Promise<Response>) => {
    const checked = validated('params', proposalParamsSchema, params);
    if (!checked.ok) return checked.response;
    return forAgency(agency, (site) => {
      const { proposalId } = checked.data;
      const proposal = proposalsMock.proposals().find((candidate) => candidate.id === proposalId);
      if (!proposal || proposal.status === 'draft') return apiError(404, PROPOSAL_ERROR_CODES.proposalNotFound, `No proposal ${proposalId}`);
      if (effectiveProposalStatus(proposal.status, new Date(proposal.expiresAt), new Date()) === 'expired') return expired(proposal.expiresAt);
      return answer(proposal, site);
    });
  };
  const decide = (proposal: StoredProposal, site: Agency, status: 'approved' | 'declined', declineReason = '') => {
    if (!canMoveProposal(proposal.status, status)) return apiError(409, PROPOSAL_ERROR_CODES.proposalStatus, `This proposal is already ${proposal.status}`);
    const now = new Date().toISOString();
    Object.assign(proposal, { status, decidedAt: now, updatedAt: now, ...(status === 'declined' ? { declineReason } : {}) });
    return HttpResponse.json(clientView(proposal, site));
  };

  return [
    http.get('*/api/proposals/:proposalId', ({ params }) =>
      withProposal(params, (proposal, site) => {
        if (proposal.status === 'sent') Object.assign(proposal, { status: 'viewed', viewedAt: new Date().toISOString() });
        return HttpResponse.json(clientView(proposal, site));
      }),
    ),
    http.post('*/api/proposals/:proposalId/approve', ({ params }) => withProposal(params, (proposal, site) => decide(proposal, site, 'approved'))),
    http.post('*/api/proposals/:proposalId/decline', async ({ request, params }) => {
      const body = validated('body', proposalDeclineSchema, (await bodyOf(request)) ?? {});
      if (!body.ok) return body.response;
      return withProposal(params, (proposal, site) => decide(proposal, site, 'declined', body.data.reason));
    }),
  ];
}

/** The agent's "Add to proposal" refused as the API refuses an offer that cannot be booked now (409 PROPOSAL_OFFER_UNAVAILABLE). */
export const offerUnavailableHandler = () =>
  http.post('*/api/agency/proposals/:proposalId/items', () => apiError(409, PROPOSAL_ERROR_CODES.offerUnavailable, 'This offer cannot be booked now: sold out'));
