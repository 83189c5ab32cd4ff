import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientProposal } from '@travel/contracts';
import { useApproveProposalMutation, type ApiQueryError } from '@travel/store';
import { ProposalItems, proposalAuthor, proposalProblem, useProposalProblemText } from '@travel/ui/proposal';
import { BackToProposal, ProposalDecisionFrame } from './ProposalDecisionFrame';

/** /allowAgentProposal?id= (SPEC 2.2): the trip once more, then the client's approval. */
export function AllowProposalPage() {
  const { t } = useTranslation('pages');
  return <ProposalDecisionFrame title={t('proposalDecision.allow.title')}>{(proposal, refetch) => <Approve proposal={proposal} refetch={refetch} />}</ProposalDecisionFrame>;
}

function Approve({ proposal, refetch }: { proposal: ClientProposal; refetch: () => void }) {
  const { t } = useTranslation('pages');
  const problemText = useProposalProblemText();
  const [approve, { isLoading, data: approved }] = useApproveProposalMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const who = proposalAuthor(proposal);

  async function confirm() {
    setProblem(null);
    const result = await approve(proposal.id);
    if ('error' in result) {
      const failure = proposalProblem(result.error as ApiQueryError);
      setProblem(problemText(failure));
      // Answered or changed meanwhile: show where it stands now.
      if (failure.kind === 'status') refetch();
    }
  }

  if (approved) {
    return (
      <div className="proposal-decision-done">
        <p role="status">{t('proposalDecision.allow.done', { name: approved.clientFirstName, title: approved.title, who })}</p>
        <ProposalItems proposal={approved} />
        <BackToProposal proposal={approved} />
      </div>
    );
  }
  return (
    <div className="proposal-decision">
      <p>{t('proposalDecision.allow.intro', { title: proposal.title, who })}</p>
      <ProposalItems proposal={proposal} />
      {problem ? <p className="form-alert" role="alert">{problem}</p> : null}
      <p className="proposal-decision-actions">
        <button type="button" className="btn btn-primary" disabled={isLoading} aria-busy={isLoading || undefined} onClick={() => void confirm()}>
          {isLoading ? t('proposalDecision.allow.busy') : t('proposalDecision.allow.confirm')}
        </button>
      </p>
      <BackToProposal proposal={proposal} />
    </div>
  );
}
