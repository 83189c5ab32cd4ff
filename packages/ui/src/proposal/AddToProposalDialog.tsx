import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PROPOSAL_ERROR_CODES, type ProposalListRow, type ProposalOfferInput } from '@travel/contracts';
import { useAddProposalItemMutation, useProposalsQuery, type ApiQueryError } from '@travel/store';
import { Modal } from '../Modal';
import { Skeleton } from '../Skeleton';
import { notifySuccess } from '../booking/notify';
import { useApiErrorText } from '../errors';
import { NEW_PROPOSAL_PATH, agentProposalPath } from './links';

/** The drafts an agent may add to (the list's largest page: an agent keeps far fewer drafts open). */
const DRAFTS_QUERY = { status: 'draft', pageSize: 100 } as const;

function AddedToast({ proposal }: { proposal: Pick<ProposalListRow, 'id' | 'title'> }) {
  const { t } = useTranslation('checkout');
  return (
    <span>
      {t('proposal.add.added', { title: proposal.title })} <Link to={agentProposalPath(proposal.id)}>{t('proposal.add.open')}</Link>
    </span>
  );
}

/** The agent's drafts, each with "Add here", and a way to a new proposal; the offer goes as the service's quote request. */
export function AddToProposalDialog({ offer, onClose }: { offer: ProposalOfferInput; onClose: () => void }) {
  const { t } = useTranslation(['checkout', 'common']);
  const { apiErrorMessage } = useApiErrorText();
  const drafts = useProposalsQuery(DRAFTS_QUERY, { refetchOnMountOrArgChange: true });
  const [addItem, { isLoading: adding }] = useAddProposalItemMutation();
  const [addingTo, setAddingTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function add(proposal: ProposalListRow) {
    setProblem(null);
    setAddingTo(proposal.id);
    const result = await addItem({ proposalId: proposal.id, item: offer });
    setAddingTo(null);
    if ('data' in result && result.data) {
      notifySuccess(<AddedToast proposal={result.data} />);
      onClose();
      return;
    }
    const error = result.error as ApiQueryError;
    if (error.code === PROPOSAL_ERROR_CODES.offerUnavailable) setProblem(t('proposal.add.unavailable'));
    else if (error.code === PROPOSAL_ERROR_CODES.proposalStatus) setProblem(t('proposal.add.notDraft', { title: proposal.title }));
    else setProblem(t('proposal.failed', { message: apiErrorMessage(error) }));
  }

  const rows = drafts.data?.proposals ?? [];
  return (
    <Modal title={t('proposal.add.title')} onClose={adding ? undefined : onClose} closeLabel={t('proposal.add.close')}>
      <div className="add-to-proposal-dialog">
        {drafts.isFetching && !drafts.data ? <Skeleton height={96} /> : null}
        {drafts.isError && !drafts.data ? (
          <div className="form-alert" role="alert">
            <p>{t('proposal.add.loadFailed')}</p>
            <button type="button" className="btn btn-outline" onClick={() => void drafts.refetch()}>
              {t('common:layout.retry')}
            </button>
          </div>
        ) : null}
        {drafts.data && rows.length === 0 ? <p>{t('proposal.add.none')}</p> : null}
        {rows.length > 0 ? (
          <ul className="add-to-proposal-drafts" aria-label={t('proposal.add.drafts')}>
            {rows.map((proposal) => (
              <li key={proposal.id}>
                <span className="add-to-proposal-draft" id={`draft-${proposal.id}`}>
                  <strong>{proposal.title}</strong>
                  <span>{t('proposal.add.forClient', { client: proposal.client.name })}</span>
                </span>
                <button
                  type="button"
                  className="btn btn-primary"
                  aria-describedby={`draft-${proposal.id}`}
                  disabled={adding}
                  aria-busy={addingTo === proposal.id || undefined}
                  onClick={() => void add(proposal)}
                >
                  {t('proposal.add.addHere')}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {problem ? <p className="form-alert" role="alert">{problem}</p> : null}
        <p className="add-to-proposal-new">
          <Link to={NEW_PROPOSAL_PATH} className="btn btn-outline">
            {t('proposal.add.new')}
          </Link>
        </p>
      </div>
    </Modal>
  );
}
