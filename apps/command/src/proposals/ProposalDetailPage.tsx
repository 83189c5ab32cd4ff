import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { canEditProposal, type Proposal } from '@travel/contracts';
import { selectLanguage, useAppSelector, useProposalQuery, useUpdateProposalMutation } from '@travel/store';
import { Ltr } from '@travel/ui';
import { DetailFrame, Fact } from '../lists/DetailFrame';
import { shortDay } from '../lists/format';
import { readId } from '../lists/listUrl';
import type { CreatedProposal } from './NewProposalPage';
import { ProposalActions } from './ProposalActions';
import { ProposalForm } from './ProposalForm';
import { proposalDraftOf, proposalUpdateOf } from './proposalForm';
import { ProposalItems } from './ProposalItems';
import { ProposalStatusBadge } from './ProposalParts';
import '../bookings/bookings.css';
import './proposals.css';

/** /proposals/:proposalId: one proposal, or "not yours" for one the agent may not see (the API's 404). */
export function ProposalDetailPage() {
  const { t } = useTranslation('command');
  const id = readId(useParams().proposalId ?? null);
  const proposal = useProposalQuery(id, { skip: id === '' });
  if (id === '') return <Navigate to="/errors" replace />;

  return (
    <DetailFrame
      query={proposal}
      back={{ to: '/proposals', label: t('proposals.back') }}
      notFound={{ title: t('proposals.notFoundTitle'), text: t('proposals.errors.notFound') }}
      loadFailedTitle={t('proposals.loadOneFailed')}
    >
      {(data) => <ProposalDetail proposal={data} />}
    </DetailFrame>
  );
}

function ProposalDetail({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation('command');
  const created = (useLocation().state as Partial<CreatedProposal> | null)?.created;
  const heading = useRef<HTMLHeadingElement>(null);
  // The heading takes the focus as the proposal appears (from the list, or just made).
  useEffect(() => heading.current?.focus(), []);

  return (
    <>
      <div className="command-heading">
        <h1 ref={heading} tabIndex={-1} dir="auto">{proposal.title}</h1>
        <ProposalStatusBadge status={proposal.status} />
      </div>
      {created ? <p className="form-success" role="status">{t('proposals.created')}</p> : null}
      <div className="command-detail-grid">
        <ProposalFacts proposal={proposal} />
        <ProposalDetails proposal={proposal} />
        <ProposalItems proposal={proposal} />
        <ProposalActions proposal={proposal} />
      </div>
    </>
  );
}

/** Who it is for and its story: made, sent, opened, decided. */
function ProposalFacts({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation('command');
  const language = useAppSelector(selectLanguage);
  const day = (instant: string | null) => (instant ? shortDay(instant, language) : <span className="list-muted">{t('proposals.history.notYet')}</span>);
  const decided = proposal.status === 'declined' ? 'declined' : 'approved';
  return (
    <section className="command-section card" aria-labelledby="proposal-facts">
      <h2 id="proposal-facts">{t('proposals.history.title')}</h2>
      <dl className="command-facts">
        <Fact label={t('proposals.fields.client')}>
          <Link to={`/clients/${proposal.client.id}`} dir="auto">{proposal.client.name}</Link>
          <span className="list-secondary"><Ltr>{proposal.client.email}</Ltr></span>
        </Fact>
        {proposal.agent ? <Fact label={t('proposals.columns.agent')}><span dir="auto">{proposal.agent.name}</span></Fact> : null}
        <Fact label={t('proposals.history.created')}>{day(proposal.createdAt)}</Fact>
        <Fact label={t('proposals.history.sent')}>{day(proposal.sentAt)}</Fact>
        <Fact label={t('proposals.history.viewed')}>{day(proposal.viewedAt)}</Fact>
        <Fact label={t(`proposals.history.${decided}`)}>{day(proposal.decidedAt)}</Fact>
      </dl>
      {proposal.declineReason ? (
        <dl className="command-facts command-facts-long">
          <Fact label={t('proposals.history.declineReason')}><span className="command-text" dir="auto">{proposal.declineReason}</span></Fact>
        </dl>
      ) : null}
    </section>
  );
}

/**
 * The message, expiry and threshold: a form for what the status lets change (everything in a
 * draft; the expiry and the threshold once sent), the facts as read-only text otherwise.
 */
function ProposalDetails({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation('command');
  const language = useAppSelector(selectLanguage);
  const [update, { isLoading }] = useUpdateProposalMutation();
  const editable = canEditProposal(proposal.status, 'expiresAt');
  const readOnly = (
    <dl className="command-facts command-facts-long">
      {canEditProposal(proposal.status, 'message') ? null : (
        <Fact label={t('proposals.fields.message')}>{proposal.message ? <span className="command-text" dir="auto">{proposal.message}</span> : <span className="list-muted">{t('proposals.noMessage')}</span>}</Fact>
      )}
      {editable ? null : (
        <>
          <Fact label={t('proposals.fields.expiresAt')}>{shortDay(proposal.expiresAt, language)}</Fact>
          <Fact label={t('proposals.fields.driftThreshold')}>{t('proposals.percent', { value: proposal.driftThresholdPercent })}</Fact>
        </>
      )}
    </dl>
  );

  return (
    <section className="command-section card" aria-labelledby="proposal-details">
      <h2 id="proposal-details">{t('proposals.details')}</h2>
      {canEditProposal(proposal.status, 'message') && editable ? null : readOnly}
      {editable ? (
        <>
          {proposal.status === 'draft' ? null : <p className="field-hint">{t('proposals.form.sentRule')}</p>}
          <ProposalForm
            key={`${proposal.id}-${proposal.status}`}
            initial={proposalDraftOf(proposal)}
            status={proposal.status}
            saving={isLoading}
            label={t('proposals.form.save')}
            savingLabel={t('proposals.form.saving')}
            onSave={async (draft) => {
              const change = proposalUpdateOf(draft, proposalDraftOf(proposal), proposal.status);
              if (Object.keys(change).length === 0) return t('proposals.form.unchanged');
              await update({ proposalId: proposal.id, update: change }).unwrap();
              return t('proposals.form.saved');
            }}
          />
        </>
      ) : null}
    </section>
  );
}
