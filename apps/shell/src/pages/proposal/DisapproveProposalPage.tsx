import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROPOSAL_LIMITS, type ClientProposal } from '@travel/contracts';
import { useDeclineProposalMutation, type ApiQueryError } from '@travel/store';
import { proposalAuthor, proposalProblem, useProposalProblemText } from '@travel/ui/proposal';
import { BackToProposal, ProposalDecisionFrame } from './ProposalDecisionFrame';

/** /disapproveProposal?id= (SPEC 2.2): the client declines, saying why if they wish. */
export function DisapproveProposalPage() {
  const { t } = useTranslation('pages');
  return <ProposalDecisionFrame title={t('proposalDecision.decline.title')}>{(proposal, refetch) => <Decline proposal={proposal} refetch={refetch} />}</ProposalDecisionFrame>;
}

function Decline({ proposal, refetch }: { proposal: ClientProposal; refetch: () => void }) {
  const { t } = useTranslation('pages');
  const problemText = useProposalProblemText();
  const [decline, { isLoading, data: declined }] = useDeclineProposalMutation();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const who = proposalAuthor(proposal);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const result = await decline({ proposalId: proposal.id, reason: reason.trim() });
    if ('error' in result) {
      const failure = proposalProblem(result.error as ApiQueryError);
      setProblem(problemText(failure));
      if (failure.kind === 'status') refetch();
    }
  }

  if (declined) {
    return (
      <div className="proposal-decision-done" role="status">
        <p>{t('proposalDecision.decline.done', { title: declined.title, who })}</p>
      </div>
    );
  }
  return (
    <form className="proposal-decision" method="post" onSubmit={(event) => void submit(event)} noValidate>
      <p>{t('proposalDecision.decline.intro', { title: proposal.title, who })}</p>
      <div className="field">
        <label htmlFor="decline-reason">{t('proposalDecision.decline.reason')}</label>
        <textarea
          id="decline-reason"
          name="reason"
          rows={4}
          maxLength={PROPOSAL_LIMITS.declineReasonMax}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-describedby="decline-reason-hint"
        />
        <p id="decline-reason-hint" className="field-hint">{t('proposalDecision.decline.reasonHint', { who })}</p>
      </div>
      {problem ? <p className="form-alert" role="alert">{problem}</p> : null}
      <p className="proposal-decision-actions">
        <button type="submit" className="btn btn-primary" disabled={isLoading} aria-busy={isLoading || undefined}>
          {isLoading ? t('proposalDecision.decline.busy') : t('proposalDecision.decline.confirm')}
        </button>
      </p>
      <BackToProposal proposal={proposal} />
    </form>
  );
}
