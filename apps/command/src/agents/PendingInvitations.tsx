import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agentName, type AgentInvitation } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { Ltr } from '@travel/ui';
import { LoadFailed } from '../lists/LoadFailed';
import { TableFrame } from '../lists/TableFrame';
import { shortDay } from '../lists/format';
import { useAgentInvitationsQuery, useResendInvitationMutation, useRevokeInvitationMutation } from './agentsApi';

type Outcome = { status: string } | { failure: string } | null;

/** The invitations not yet accepted: who, which role, until when; resend (a new link for a new week) or revoke each. */
export function PendingInvitations() {
  const { t } = useTranslation('command');
  const language = useAppSelector(selectLanguage);
  const invitations = useAgentInvitationsQuery();
  const [resend, { isLoading: resending }] = useResendInvitationMutation();
  const [revoke, { isLoading: revoking }] = useRevokeInvitationMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const act = async (invitation: AgentInvitation, action: 'resend' | 'revoke') => {
    setOutcome(null);
    try {
      if (action === 'resend') await resend(invitation.id).unwrap();
      else await revoke(invitation.id).unwrap();
      setOutcome({ status: t(`agents.invitations.${action}Done`, { email: invitation.email }) });
    } catch {
      setOutcome({ failure: t(`agents.invitations.${action}Failed`, { email: invitation.email }) });
    }
  };

  const list = invitations.data?.invitations ?? [];
  let body;
  if (invitations.isError && !invitations.isFetching) body = <LoadFailed title={t('agents.invitations.loadFailed')} error={invitations.error} onRetry={() => void invitations.refetch()} />;
  else if (!invitations.data) body = null;
  else if (list.length === 0) body = <p className="list-muted">{t('agents.invitations.none')}</p>;
  else {
    body = (
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
            {list.map((invitation) => (
              <tr key={invitation.id}>
                <th scope="row" dir="auto">{agentName(invitation)}</th>
                <td><Ltr>{invitation.email}</Ltr></td>
                <td>{t(`agents.roles.${invitation.role}`)}</td>
                <td>{invitation.expired ? <span className="agent-status agent-status-deactivated">{t('agents.invitations.expired')}</span> : shortDay(invitation.expiresAt, language)}</td>
                <td className="invitation-actions">
                  <button type="button" className="btn btn-outline" disabled={resending || revoking} onClick={() => void act(invitation, 'resend')}>
                    {t('agents.invitations.resend')}
                    <span className="visually-hidden"> {invitation.email}</span>
                  </button>
                  <button type="button" className="btn btn-outline" disabled={resending || revoking} onClick={() => void act(invitation, 'revoke')}>
                    {t('agents.invitations.revoke')}
                    <span className="visually-hidden"> {invitation.email}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    );
  }

  return (
    <section className="command-section" aria-labelledby="invitations-title">
      <h2 id="invitations-title">{t('agents.invitations.title')}</h2>
      {outcome && 'failure' in outcome ? <p className="form-alert" role="alert">{outcome.failure}</p> : null}
      <p role="status" className="save-bar-status">{outcome && 'status' in outcome ? outcome.status : ''}</p>
      {body}
    </section>
  );
}
