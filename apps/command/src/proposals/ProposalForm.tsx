import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PROPOSAL_LIMITS, isoDay, type ProposalStatus } from '@travel/contracts';
import { SaveBar } from '@travel/ui/account';
import { TextAreaField, TextField } from '@travel/ui/booking';
import { ClientFilter } from '../lists/ClientFilter';
import { PROPOSAL_FIELDS, canEditField, dayAfter, proposalProblems, type ProposalDraft, type ProposalField, type ProposalRefusal } from './proposalForm';
import { useProposalFailure } from './ProposalParts';

export interface ProposalFormProps {
  initial: ProposalDraft;
  /** The proposal's status, which says what may change; null for a new draft (everything). */
  status: ProposalStatus | null;
  saving: boolean;
  label: string;
  savingLabel: string;
  /** Saves what was typed; resolves with what to announce, rejects with the API's refusal. */
  onSave: (draft: ProposalDraft) => Promise<string>;
  /** After the save button: a way out. */
  children?: ReactNode;
}

/**
 * A proposal's client, title, message, expiry and drift threshold, checked in the browser by
 * the API's own rules (a message next to each wrong field, the focus on the first). Only the
 * fields the status lets change are shown; a refusal is shown next to its field or above the
 * save button, and what was typed stays.
 */
export function ProposalForm({ initial, status, saving, label, savingLabel, onSave, children }: ProposalFormProps) {
  const { t } = useTranslation('command');
  const failure = useProposalFailure();
  const [draft, setDraft] = useState(initial);
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<ProposalRefusal & { text: string } | null>(null);
  const [announced, setAnnounced] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const today = isoDay(new Date());
  const editable = (field: ProposalField) => status === null || canEditField(status, field);
  const problems = proposalProblems(draft, today, editable);

  /** A message key: the browser's check, or the API's word on this field. */
  const errorOf = (field: ProposalField): string | undefined => (checked ? problems[field] : undefined) ?? (refusal?.field === field ? (refusal.key ?? undefined) : undefined);
  const clientError = errorOf('clientId');
  const focus = (field: ProposalField) => form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  const edit = (field: ProposalField) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setAnnounced('');
    setRefusal((current) => (current && (current.field === field || current.field === null) ? null : current));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setRefusal(null);
    setAnnounced('');
    const wrong = PROPOSAL_FIELDS.find((field) => problems[field]);
    if (wrong) {
      focus(wrong);
      return;
    }
    try {
      setAnnounced(await onSave(draft));
    } catch (rejection) {
      const refused = failure(rejection);
      setRefusal(refused);
      if (refused.field) focus(refused.field);
    }
  };

  return (
    <form ref={form} className="settings-form proposal-form card" noValidate onSubmit={(event) => void submit(event)}>
      {editable('clientId') ? (
        <ClientFilter clientId={draft.clientId} onChoose={edit('clientId')} label={t('proposals.fields.client')} error={clientError ? t(clientError) : undefined} />
      ) : null}
      {editable('title') ? <TextField path="title" label={t('proposals.fields.title')} value={draft.title} onValue={edit('title')} error={errorOf('title')} dir="auto" autoComplete="off" /> : null}
      {editable('message') ? (
        <TextAreaField
          path="message"
          label={t('proposals.fields.message')}
          value={draft.message}
          onValue={edit('message')}
          error={errorOf('message')}
          hint={t('proposals.form.messageHint', { used: draft.message.length, max: PROPOSAL_LIMITS.messageMax })}
          rows={5}
          dir="auto"
        />
      ) : null}
      <div className="field-row">
        {editable('expiresOn') ? (
          <TextField path="expiresOn" type="date" label={t('proposals.fields.expiresOn')} value={draft.expiresOn} onValue={edit('expiresOn')} error={errorOf('expiresOn')} hint={t('proposals.form.expiryHint')} min={today} max={dayAfter(today, PROPOSAL_LIMITS.expiresWithinDays - 1)} />
        ) : null}
        {editable('driftThreshold') ? (
          <TextField path="driftThreshold" label={t('proposals.fields.driftThreshold')} value={draft.driftThreshold} onValue={edit('driftThreshold')} error={errorOf('driftThreshold')} hint={t('proposals.form.thresholdHint')} inputMode="numeric" dir="ltr" autoComplete="off" />
        ) : null}
      </div>
      <SaveBar saving={saving} label={label} savingLabel={savingLabel} outcome={refusal && refusal.field === null ? { failure: refusal.text } : announced ? { status: announced } : null} />
      {children}
    </form>
  );
}
