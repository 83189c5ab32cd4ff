import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ClientProposal } from '@travel/contracts';
import { selectLanguage, useAppSelector, useClientProposalQuery, type ApiQueryError } from '@travel/store';
import { Skeleton } from '../Skeleton';
import { allowProposalPath, disapproveProposalPath } from './links';
import { formatProposalInstant } from './proposalDates';
import { proposalProblem } from './proposalProblem';
import { ProposalItems } from './ProposalItems';
import { ProposalProblemNotice } from './ProposalProblemNotice';
import './proposal.css';

/** Who answers for the proposal: the agent who made it, or the agency. */
export const proposalAuthor = (proposal: Pick<ClientProposal, 'agentName' | 'agencyName'>): string => proposal.agentName ?? proposal.agencyName;

/** Where the proposal stands, said to the client; nothing for sent and viewed ones, which wait for the answer. */
export function ProposalStatusNotice({ proposal }: { proposal: ClientProposal }) {
  const { t } = useTranslation('checkout');
  const language = useAppSelector(selectLanguage);
  const decided = proposal.decidedAt ? formatProposalInstant(proposal.decidedAt, language) : '';
  switch (proposal.status) {
    case 'approved':
      return <p className="proposal-status form-notice" role="status">{t('proposal.status.approved', { date: decided, who: proposalAuthor(proposal) })}</p>;
    case 'declined':
      return <p className="proposal-status form-notice" role="status">{t('proposal.status.declined', { date: decided })}</p>;
    case 'booked':
      return <p className="proposal-status form-notice" role="status">{t('proposal.status.booked')}</p>;
    case 'expired':
      return (
        <p className="proposal-status form-alert" role="status">
          {t('proposal.expiredOn', { date: formatProposalInstant(proposal.expiresAt, language), agency: proposal.agencyName })}
        </p>
      );
    default:
      return null;
  }
}

/** Sent or viewed: the client may still approve or decline it. */
export const awaitsAnswer = (proposal: Pick<ClientProposal, 'status'>): boolean => proposal.status === 'sent' || proposal.status === 'viewed';

/** The proposal as its client reads it: greeting, message, items priced now, totals, expiry and the answer. */
export function ProposalContent({ proposal }: { proposal: ClientProposal }) {
  const { t } = useTranslation('checkout');
  const language = useAppSelector(selectLanguage);
  const waiting = awaitsAnswer(proposal);
  return (
    <article className="proposal" aria-labelledby="proposal-title">
      <header className="proposal-header">
        <p className="proposal-kicker">{t('proposal.from', { agency: proposal.agencyName })}</p>
        <h1 id="proposal-title" dir="auto">{proposal.title}</h1>
      </header>
      <ProposalStatusNotice proposal={proposal} />
      <section className="proposal-letter card">
        <p className="proposal-greeting">{t('proposal.greeting', { name: proposal.clientFirstName })}</p>
        {proposal.message ? <p className="proposal-message" dir="auto">{proposal.message}</p> : null}
        <p className="proposal-signature">
          {proposal.agentName ? t('proposal.signedAgent', { agent: proposal.agentName, agency: proposal.agencyName }) : t('proposal.signedAgency', { agency: proposal.agencyName })}
        </p>
      </section>
      <section aria-labelledby="proposal-items-title">
        <h2 id="proposal-items-title">{t('proposal.itemsTitle')}</h2>
        <ProposalItems proposal={proposal} />
      </section>
      {waiting ? (
        <>
          <p className="proposal-expiry">{t('proposal.validUntil', { date: formatProposalInstant(proposal.expiresAt, language) })}</p>
          <p className="proposal-actions">
            <Link className="btn btn-primary" to={allowProposalPath(proposal.id)}>
              {t('proposal.approve')}
            </Link>
            <Link className="btn btn-outline" to={disapproveProposalPath(proposal.id)}>
              {t('proposal.decline')}
            </Link>
          </p>
        </>
      ) : null}
    </article>
  );
}

/** The client's page of a proposal (no account): fetched, and so re-quoted, every time it opens. */
export function ProposalView({ proposalId }: { proposalId: string }) {
  const query = useClientProposalQuery(proposalId, { refetchOnMountOrArgChange: true });
  if (query.data) return <ProposalContent proposal={query.data} />;
  if (query.isError) return <ProposalProblemNotice problem={proposalProblem(query.error as ApiQueryError)} onRetry={() => void query.refetch()} />;
  return <Skeleton height={320} />;
}
