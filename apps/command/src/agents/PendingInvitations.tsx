import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentInvitation } from '@travel/contracts';
import { LoadFailed } from '../lists/LoadFailed';
import { usePhoneList } from '../lists/phone';
import { useAgentInvitationsQuery, useResendInvitationMutation, useRevokeInvitationMutation } from './agentsApi';
import { InvitationCards, InvitationsTable, type InvitationAction, type InvitationRowsProps } from './InvitationRows';

type Outcome = { status: string } | { failure: string } | null;

/** The invitations not yet accepted: who, which role, until when; resend (a new link for a new week) or revoke each. */
export function PendingInvitations() {
  const { t } = useTranslation('command');
  const phone = usePhoneList();
  const invitations = useAgentInvitationsQuery();
  const [resend, { isLoading: resending }] = useResendInvitationMutation();
  const [revoke, { isLoading: revoking }] = useRevokeInvitationMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const act = async (invitation: AgentInvitation, action: InvitationAction) => {
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
    const rows: InvitationRowsProps = { invitations: list, onAction: (invitation, action) => void act(invitation, action), busy: resending || revoking };
    body = phone ? <InvitationCards {...rows} /> : <InvitationsTable {...rows} />;
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
