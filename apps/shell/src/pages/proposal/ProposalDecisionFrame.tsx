import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PROPOSAL_ID_PARAM, proposalLinkPath, type ClientProposal } from '@travel/contracts';
import { useClientProposalQuery, type ApiQueryError } from '@travel/store';
import { Skeleton } from '@travel/ui';
import { ProposalProblemNotice, ProposalStatusNotice, awaitsAnswer, proposalProblem } from '@travel/ui/proposal';
import { InfoPage } from '../info/InfoPage';

/** The client's proposal page, under the service of its first item. */
export const proposalPageOf = (proposal: ClientProposal): string | null => {
  const first = proposal.items[0];
  return first ? proposalLinkPath(first.service, proposal.id) : null;
};

export function BackToProposal({ proposal }: { proposal: ClientProposal }) {
  const { t } = useTranslation('pages');
  const page = proposalPageOf(proposal);
  return page ? (
    <p>
      <Link to={page} className="btn btn-outline">{t('proposalDecision.backToProposal')}</Link>
    </p>
  ) : null;
}

/**
 * What /allowAgentProposal and /disapproveProposal share (SPEC 2.2, no account): the `id`
 * parameter, the proposal loaded (so an expired or unknown one is said before anything is
 * typed), and one already answered shown as such. `children` is the answer of an open one.
 */
export function ProposalDecisionFrame({ title, children }: { title: string; children: (proposal: ClientProposal, refetch: () => void) => ReactNode }) {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const proposalId = params.get(PROPOSAL_ID_PARAM)?.trim() ?? '';
  const query = useClientProposalQuery(proposalId, { skip: proposalId === '', refetchOnMountOrArgChange: true });

  let content: ReactNode;
  if (proposalId === '') content = <p className="form-alert" role="alert">{t('proposalDecision.missingId')}</p>;
  else if (query.data) {
    content = awaitsAnswer(query.data) ? (
      children(query.data, () => void query.refetch())
    ) : (
      <>
        <ProposalStatusNotice proposal={query.data} />
        <BackToProposal proposal={query.data} />
      </>
    );
  } else if (query.isError) content = <ProposalProblemNotice problem={proposalProblem(query.error as ApiQueryError)} onRetry={() => void query.refetch()} />;
  else content = <Skeleton height={240} />;

  return <InfoPage title={title}>{content}</InfoPage>;
}
