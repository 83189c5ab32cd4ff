// Proposals (issue 22): the agents' "Add to proposal" beside a service's offers, and the
// client's proposal page and answers. An entry point of its own: travellers' pages without
// a proposal do not download it.
export { AddToProposalButton, type AddToProposalButtonProps } from './AddToProposalButton';
export { ProposalPage } from './ProposalPage';
export { ProposalContent, ProposalStatusNotice, ProposalView, awaitsAnswer, proposalAuthor } from './ProposalView';
export { ProposalItems } from './ProposalItems';
export { ProposalProblemNotice, useProposalProblemText } from './ProposalProblemNotice';
export { proposalProblem, type ProposalProblem } from './proposalProblem';
export { NEW_PROPOSAL_PATH, agentProposalPath, allowProposalPath, disapproveProposalPath } from './links';
