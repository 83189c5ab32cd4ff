import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { agentName, type AgentInvitation } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { Ltr } from '@travel/ui';
import { Fact } from '../lists/DetailFrame';
import { TableFrame } from '../lists/TableFrame';
import { shortDay } from '../lists/format';

export type InvitationAction = 'resend' | 'revoke';

export interface InvitationRowsProps {
  invitations: readonly AgentInvitation[];
  /** Resend or revoke one invitation. */
  onAction: (invitation: AgentInvitation, action: InvitationAction) => void;
  /** While one is being resent or revoked, none can be. */
  busy: boolean;
}

type RowProps = Omit<InvitationRowsProps, 'invitations'> & { invitation: AgentInvitation };

/** An invitation's cells and its actions, the same in the table and on a card. */
function useInvitationFacts({ invitation, onAction, busy }: RowProps) {
  const { t } = useTranslation('command');
  const language = useAppSelector(selectLanguage);
  return {
    name: agentName(invitation),
    email: <Ltr>{invitation.email}</Ltr>,
    role: t(`agents.roles.${invitation.role}`),
    expires: invitation.expired ? <span className="agent-status agent-status-deactivated">{t('agents.invitations.expired')}</span> : shortDay(invitation.expiresAt, language),
    actions: (
      <div className="invitation-actions">
        {(['resend', 'revoke'] as const).map((action) => (
          <button key={action} type="button" className="btn btn-outline" disabled={busy} onClick={() => onAction(invitation, action)}>
            {t(`agents.invitations.${action}`)}
            {/* Each row's button is named after its invitation, not just "Resend". */}
            <span className="visually-hidden"> {invitation.email}</span>
          </button>
        ))}
      </div>
    ),
  };
}

/** The invitations waiting as a table (wider screens). */
export function InvitationsTable({ invitations, onAction, busy }: InvitationRowsProps) {
  const { t } = useTranslation('command');
  return (
    <TableFrame label={t('agents.invitations.title')}>
      <table className="list-table">
        <caption className="visually-hidden">{t('agents.invitations.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('agents.columns.name')}</th>
            <th scope="col">{t('agents.columns.email')}</th>
            <th scope="col">{t('agents.columns.role')}</th>
            <th scope="col">{t('agents.invitations.expires')}</th>
            <th scope="col"><span className="visually-hidden">{t('agents.invitations.actions')}</span></th>
          </tr>
        </thead>
        <tbody>
          {invitations.map((invitation) => (
            <InvitationRow key={invitation.id} invitation={invitation} onAction={onAction} busy={busy} />
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

function InvitationRow(props: RowProps) {
  const facts = useInvitationFacts(props);
  return (
    <tr>
      <th scope="row" dir="auto">{facts.name}</th>
      <td>{facts.email}</td>
      <td>{facts.role}</td>
      <td>{facts.expires}</td>
      <td>{facts.actions}</td>
    </tr>
  );
}

/** The invitations waiting as cards (phones: no table to scroll sideways), under the section's h2. */
export function InvitationCards({ invitations, onAction, busy }: InvitationRowsProps) {
  return (
    <ul className="list-cards">
      {invitations.map((invitation) => (
        <li key={invitation.id}>
          <InvitationCard invitation={invitation} onAction={onAction} busy={busy} />
        </li>
      ))}
    </ul>
  );
}

function InvitationCard(props: RowProps) {
  const { t } = useTranslation('command');
  const facts = useInvitationFacts(props);
  const titleId = useId();
  return (
    <article className="list-card card" aria-labelledby={titleId}>
      <h3 id={titleId} className="list-card-title" dir="auto">{facts.name}</h3>
      <dl className="list-card-facts">
        <Fact label={t('agents.columns.email')} wide>{facts.email}</Fact>
        <Fact label={t('agents.columns.role')}>{facts.role}</Fact>
        <Fact label={t('agents.invitations.expires')}>{facts.expires}</Fact>
      </dl>
      {facts.actions}
    </article>
  );
}
