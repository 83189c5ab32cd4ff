import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { grantableRoles, type AgentRole } from '@travel/contracts';
import type { ApiQueryError } from '@travel/store';
import { SaveBar, useSignedInUser } from '@travel/ui/account';
import { SelectField, TextField } from '@travel/ui/booking';
import { useInviteAgentMutation } from './agentsApi';
import { EMPTY_INVITE, INVITE_FIELDS, inviteInputOf, inviteProblems, inviteRefusal, type InviteField, type InviteRefusal } from './inviteForm';

/**
 * Invite agent: names, email and role (the roles this manager may give). Checked in the
 * browser by the API's rules, a message next to each wrong field and the focus on the first;
 * the API's refusals (an account or an invitation for that email) show next to their field.
 */
export function InviteAgentForm() {
  const { t } = useTranslation('command');
  const user = useSignedInUser();
  const roles = grantableRoles(user);
  const [invite, { isLoading }] = useInviteAgentMutation();
  const [draft, setDraft] = useState(EMPTY_INVITE);
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<InviteRefusal | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const problems = inviteProblems(draft);

  const errorOf = (field: InviteField) => (checked ? problems[field] : undefined) ?? (refusal?.field === field ? refusal.key : undefined);
  const focus = (field: InviteField) => form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  const edit = (field: InviteField) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setSentTo(null);
    setRefusal((current) => (current && (current.field === field || current.field === null) ? null : current));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setRefusal(null);
    setSentTo(null);
    const wrong = INVITE_FIELDS.find((field) => problems[field]);
    if (wrong) {
      focus(wrong);
      return;
    }
    try {
      const invitation = await invite(inviteInputOf(draft)).unwrap();
      setDraft(EMPTY_INVITE);
      setChecked(false);
      setSentTo(invitation.email);
    } catch (rejection) {
      const refused = inviteRefusal(rejection as ApiQueryError);
      setRefusal(refused);
      if (refused.field) focus(refused.field);
    }
  };

  const text = (field: 'firstName' | 'lastName' | 'email', extra: { type?: string; dir?: string; autoComplete?: string } = {}) => (
    <TextField path={field} label={t(`agents.fields.${field}`)} value={draft[field]} onValue={edit(field)} error={errorOf(field)} dir={extra.dir ?? 'auto'} type={extra.type} autoComplete={extra.autoComplete ?? 'off'} />
  );

  return (
    <section className="command-section card" aria-labelledby="invite-agent-title">
      <h2 id="invite-agent-title">{t('agents.invite.title')}</h2>
      <p>{t('agents.invite.intro')}</p>
      <form ref={form} className="settings-form invite-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="field-row">
          {text('firstName')}
          {text('lastName')}
        </div>
        <div className="field-row">
          {text('email', { type: 'email', dir: 'ltr' })}
          <SelectField path="role" label={t('agents.fields.role')} value={draft.role} onValue={(role) => edit('role')(role as AgentRole)} error={errorOf('role')}>
            {roles.map((role) => (
              <option key={role} value={role}>{t(`agents.roles.${role}`)}</option>
            ))}
          </SelectField>
        </div>
        <SaveBar
          saving={isLoading}
          label={t('agents.invite.send')}
          savingLabel={t('agents.invite.sending')}
          outcome={refusal && refusal.field === null ? { failure: t(refusal.key) } : sentTo ? { status: t('agents.invite.sent', { email: sentTo }) } : null}
        />
      </form>
    </section>
  );
}
