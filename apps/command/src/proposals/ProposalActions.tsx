import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RefreshCw, Send, Trash2 } from 'lucide-react';
import type { Proposal } from '@travel/contracts';
import { useDeleteProposalMutation, useRequoteProposalMutation, useSendProposalMutation } from '@travel/store';
import { Ltr, useSiteOrigin } from '@travel/ui';
import { CopyLinkButton } from '../lists/CopyLinkButton';
import { ConfirmDialog } from './ConfirmDialog';
import { useProposalFailure } from './ProposalParts';

/** Statuses whose prices may still matter, so a re-quote is worth asking for (the API's own list). */
const REQUOTABLE: readonly Proposal['status'][] = ['draft', 'sent', 'viewed', 'approved'];

/** How the list greets the agent after a draft was deleted. */
export type DeletedProposal = { deleted: string };

/** The client's link, in full, on this site (the API answers its path). */

/**
 * What the agent does with the proposal: re-price it now, send a draft to the client (after a
 * confirmation naming the client's email), delete a draft; and, once sent, the client's link
 * to copy. Each failure is said in words next to the buttons, or in the dialog that asked.
 */
export function ProposalActions({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation('command');
  const navigate = useNavigate();
  const failure = useProposalFailure();
  const [dialog, setDialog] = useState<'send' | 'delete' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [requoted, setRequoted] = useState(false);
  const [sent, setSent] = useState(false);
  const link = useRef<HTMLParagraphElement>(null);
  const fullLink = `${useSiteOrigin()}${proposal.link}`;
  const [requote, requoting] = useRequoteProposalMutation();
  const [send, sending] = useSendProposalMutation();
  const [remove, deleting] = useDeleteProposalMutation();
  const draft = proposal.status === 'draft';
  // Just sent: the Send button is gone, so the focus goes to the link it made, once the sent proposal is shown.
  const linkShown = proposal.status !== 'draft' && proposal.link !== null;
  useEffect(() => {
    if (sent && linkShown) link.current?.focus();
  }, [sent, linkShown]);

  const run = async (call: () => Promise<unknown>, after: () => void) => {
    setProblem(null);
    setRequoted(false);
    try {
      await call();
      after();
    } catch (rejection) {
      setProblem(failure(rejection).text);
    }
  };
  const close = () => {
    setDialog(null);
    setProblem(null);
  };

  return (
    <section className="command-section card command-section-wide" aria-labelledby="proposal-actions">
      <h2 id="proposal-actions">{t('proposals.actions.title')}</h2>
      {linkShown && proposal.link ? (
        <div className="proposal-link">
          <p className="proposal-link-label" ref={link} tabIndex={-1}>{sent ? t('proposals.actions.sent', { email: proposal.client.email }) : t('proposals.actions.link')}</p>
          <p className="proposal-link-url"><Ltr>{fullLink}</Ltr></p>
          <CopyLinkButton url={fullLink} label={proposal.title} />
        </div>
      ) : null}
      <div className="command-actions">
        {REQUOTABLE.includes(proposal.status) ? (
          <button type="button" className="btn btn-outline" disabled={requoting.isLoading} aria-busy={requoting.isLoading} onClick={() => void run(() => requote({ proposalId: proposal.id }).unwrap(), () => setRequoted(true))}>
            <RefreshCw aria-hidden="true" size={18} />
            {requoting.isLoading ? t('proposals.actions.requoting') : t('proposals.actions.requote')}
          </button>
        ) : null}
        {draft ? (
          <button type="button" className="btn btn-primary" onClick={() => { setProblem(null); setDialog('send'); }}>
            <Send aria-hidden="true" size={18} />
            {t('proposals.actions.send')}
          </button>
        ) : null}
        {draft ? (
          <button type="button" className="btn btn-danger-outline" onClick={() => { setProblem(null); setDialog('delete'); }}>
            <Trash2 aria-hidden="true" size={18} />
            {t('proposals.actions.delete')}
          </button>
        ) : null}
      </div>
      <p role="status" className="proposal-action-status">{requoted ? t('proposals.actions.requoted') : ''}</p>
      {problem && dialog === null ? <p className="form-alert" role="alert">{problem}</p> : null}
      {dialog === 'send' ? (
        <ConfirmDialog
          title={t('proposals.actions.sendTitle')}
          confirmLabel={t('proposals.actions.sendConfirm')}
          busyLabel={t('proposals.actions.sending')}
          busy={sending.isLoading}
          failure={problem}
          onConfirm={() => void run(() => send({ proposalId: proposal.id }).unwrap(), () => { setDialog(null); setSent(true); })}
          onClose={close}
        >
          <p>{t('proposals.actions.sendText', { name: proposal.client.name })}</p>
          <p className="proposal-dialog-email"><Ltr>{proposal.client.email}</Ltr></p>
        </ConfirmDialog>
      ) : null}
      {dialog === 'delete' ? (
        <ConfirmDialog
          title={t('proposals.actions.deleteTitle')}
          confirmLabel={t('proposals.actions.deleteConfirm')}
          busyLabel={t('proposals.actions.deleting')}
          busy={deleting.isLoading}
          failure={problem}
          danger
          onConfirm={() => void run(() => remove(proposal.id).unwrap(), () => navigate('/proposals', { state: { deleted: proposal.title } satisfies DeletedProposal }))}
          onClose={close}
        >
          <p dir="auto">{t('proposals.actions.deleteText', { title: proposal.title })}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
