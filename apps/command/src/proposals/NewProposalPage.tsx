import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { isoDay } from '@travel/contracts';
import { useCreateProposalMutation } from '@travel/store';
import { readId } from '../lists/listUrl';
import { ProposalForm } from './ProposalForm';
import { newProposalDraft, proposalInputOf } from './proposalForm';
import { proposalPath } from './ProposalParts';
import './proposals.css';

/** How the proposal's page greets the agent after it was made. */
export type CreatedProposal = { created: true };

/** /proposals/new (?clientId= from a client's page): a new draft for a client, then its page, to add offers to. */
export function NewProposalPage() {
  const { t } = useTranslation('command');
  const navigate = useNavigate();
  const clientId = readId(useSearchParams()[0].get('clientId'));
  const [create, { isLoading }] = useCreateProposalMutation();

  return (
    <div className="account-page container command-detail">
      <Link className="command-back" to="/proposals">
        <ArrowLeft aria-hidden="true" size={16} /> {t('proposals.back')}
      </Link>
      <h1>{t('proposals.form.newTitle')}</h1>
      <p className="account-intro">{t('proposals.form.newIntro')}</p>
      <ProposalForm
        initial={newProposalDraft(clientId, isoDay(new Date()))}
        status={null}
        saving={isLoading}
        label={t('proposals.form.create')}
        savingLabel={t('proposals.form.creating')}
        onSave={async (draft) => {
          const created = await create(proposalInputOf(draft)).unwrap();
          navigate(proposalPath(created.id), { state: { created: true } satisfies CreatedProposal });
          return '';
        }}
      >
        <Link className="proposal-form-cancel" to="/proposals">{t('proposals.form.cancel')}</Link>
      </ProposalForm>
    </div>
  );
}
