import { useParams, useSearchParams } from 'react-router-dom';
import { PROPOSAL_ID_PARAM } from '@travel/contracts';
import { ProposalView } from './ProposalView';

/** /booknow/<service>/deal/:proposalId (SPEC 2.2), the same page under every service's remote. */
export function ProposalPage() {
  const { proposalId: fromPath } = useParams();
  const [params] = useSearchParams();
  const proposalId = fromPath ?? params.get(PROPOSAL_ID_PARAM) ?? '';
  return (
    <div className="container proposal-page">
      <ProposalView proposalId={proposalId} />
    </div>
  );
}
