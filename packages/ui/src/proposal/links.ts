// Where a proposal is answered (SPEC 2.2) and worked on: the shell's approve and decline pages,
// and the agent's pages in the Command Center. The client's page is contracts' proposalLinkPath.
import { INFO_PATHS, PROPOSAL_ID_PARAM } from '@travel/contracts';

const withId = (path: string, proposalId: string): string => `${path}?${new URLSearchParams({ [PROPOSAL_ID_PARAM]: proposalId }).toString()}`;

export const allowProposalPath = (proposalId: string): string => withId(INFO_PATHS.allowAgentProposal, proposalId);
export const disapproveProposalPath = (proposalId: string): string => withId(INFO_PATHS.disapproveProposal, proposalId);

/** The Command Center's pages (the command remote's /proposals mount). */
export const NEW_PROPOSAL_PATH = '/proposals/new';
export const agentProposalPath = (proposalId: string): string => `/proposals/${encodeURIComponent(proposalId)}`;
