import { useTranslation } from 'react-i18next';
import { selectAgency, selectLanguage, useAppSelector } from '@travel/store';
import { useApiErrorText } from '../errors';
import { formatProposalInstant } from './proposalDates';
import type { ProposalProblem } from './proposalProblem';

/** The sentence of a failed proposal call: expired (with its date and whom to ask), not found, answered already, or the call's own problem. */
export function useProposalProblemText(): (problem: ProposalProblem) => string {
  const { t } = useTranslation('checkout');
  const { apiErrorMessage } = useApiErrorText();
  const language = useAppSelector(selectLanguage);
  const agency = useAppSelector(selectAgency)?.agencyName ?? '';
  return (problem) => {
    switch (problem.kind) {
      case 'expired':
        return problem.expiredAt
          ? t('proposal.expiredOn', { date: formatProposalInstant(problem.expiredAt, language), agency })
          : t('proposal.expired', { agency });
      case 'notFound':
        return t('proposal.notFound');
      case 'status':
        return t('proposal.alreadyAnswered');
      case 'other':
        return t('proposal.failed', { message: apiErrorMessage(problem.error) });
    }
  };
}

/** A problem as a page's whole content, announced; a call that failed for no reason of the proposal's may be tried again. */
export function ProposalProblemNotice({ problem, onRetry }: { problem: ProposalProblem; onRetry?: () => void }) {
  const { t } = useTranslation(['checkout', 'common']);
  const text = useProposalProblemText();
  return (
    <div className="proposal-problem card" role="alert">
      <p>{text(problem)}</p>
      {problem.kind === 'other' && onRetry ? (
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {t('common:layout.retry')}
        </button>
      ) : null}
    </div>
  );
}
