import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { CLIENT_LIMITS, clientName, isoDay, type Client } from '@travel/contracts';
import { selectLanguage, useAppSelector, useCountriesQuery, type ApiQueryError } from '@travel/store';
import { SaveBar } from '@travel/ui/account';
import { SelectField, TextAreaField, TextField, countryChoices } from '@travel/ui/booking';
import { useCreateClientMutation, useUpdateClientMutation } from '../api';
import { CLIENT_FIELDS, EMPTY_CLIENT, clientDraftOf, clientInputOf, clientProblems, clientRefusal, type ClientDraft, type ClientField, type ClientRefusal } from './clientForm';
import { ClientPage } from './ClientPage';
import { PassportNotice } from './PassportNotice';
import './clients.css';

/** How the client's page greets the agent after a save. */
export type SavedClient = { saved: 'created' | 'updated' };

/** /clients/new: a new client, kept by the agent who adds them. */
export function NewClientPage() {
  const { t } = useTranslation('command');
  return (
    <div className="account-page container command-detail">
      <h1>{t('clients.form.newTitle')}</h1>
      <ClientForm initial={EMPTY_CLIENT} cancelTo="/clients" />
    </div>
  );
}

/** /clients/:clientId/edit: the client's record as saved, to change. */
export function EditClientPage() {
  const { t } = useTranslation('command');
  return (
    <ClientPage>
      {(client) => (
        <>
          <h1 dir="auto">{t('clients.form.editTitle', { name: clientName(client) })}</h1>
          <ClientForm key={client.id} client={client} initial={clientDraftOf(client)} cancelTo={`/clients/${client.id}`} />
        </>
      )}
    </ClientPage>
  );
}

interface ClientFormProps {
  /** The client being changed; none for a new one. */
  client?: Client;
  initial: ClientDraft;
  cancelTo: string;
}

/**
 * Every field of a client, checked in the browser by the API's own rules: a message next to
 * each wrong field and the focus on the first. The API's refusals (an email another client
 * has) are shown next to their field too; what was typed stays.
 */
function ClientForm({ client, initial, cancelTo }: ClientFormProps) {
  const { t } = useTranslation(['command', 'checkout']);
  const language = useAppSelector(selectLanguage);
  const navigate = useNavigate();
  const countries = useCountriesQuery();
  const nationalities = useMemo(() => countryChoices(countries.data ?? [], language), [countries.data, language]);
  const [create, { isLoading: creating }] = useCreateClientMutation();
  const [update, { isLoading: updating }] = useUpdateClientMutation();
  const [draft, setDraft] = useState(initial);
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<ClientRefusal | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const today = isoDay(new Date());
  const problems = clientProblems(draft, today);

  const errorOf = (field: ClientField): string | undefined => (checked ? problems[field] : undefined) ?? (refusal?.field === field ? refusal.key : undefined);
  const focus = (field: ClientField) => form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  const edit = (field: ClientField) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    // The API's word on a field holds until that field changes; a refusal above the form until anything does.
    setRefusal((current) => (current && (current.field === field || current.field === null) ? null : current));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setRefusal(null);
    const wrong = CLIENT_FIELDS.find((field) => problems[field]);
    if (wrong) {
      focus(wrong);
      return;
    }
    const input = clientInputOf(draft);
    try {
      const saved = client ? await update({ clientId: client.id, input }).unwrap() : await create(input).unwrap();
      navigate(`/clients/${saved.id}`, { state: { saved: client ? 'updated' : 'created' } satisfies SavedClient });
    } catch (rejection) {
      const refused = clientRefusal(rejection as ApiQueryError);
      setRefusal(refused);
      if (refused.field) focus(refused.field);
    }
  };

  const text = (field: ClientField, extra: { type?: string; dir?: string; autoComplete?: string; hint?: string } = {}) => (
    <TextField path={field} label={t(`clients.fields.${field}`)} value={draft[field]} onValue={edit(field)} error={errorOf(field)} dir={extra.dir ?? 'auto'} type={extra.type} autoComplete={extra.autoComplete ?? 'off'} hint={extra.hint} />
  );
  const long = (field: 'preferences' | 'notes', max: number) => (
    <TextAreaField
      path={field}
      label={t(`clients.fields.${field}`)}
      value={draft[field]}
      onValue={edit(field)}
      error={errorOf(field)}
      hint={t('clients.form.length', { used: draft[field].length, max })}
      rows={field === 'notes' ? 5 : 3}
      dir="auto"
    />
  );

  return (
    <form ref={form} className="settings-form client-form card" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset>
        <legend>{t('clients.form.contact')}</legend>
        <div className="field-row">
          {text('firstName')}
          {text('lastName')}
        </div>
        <div className="field-row">
          {text('email', { type: 'email', dir: 'ltr' })}
          {text('phone', { type: 'tel', dir: 'ltr', hint: t('clients.form.phoneHint') })}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('clients.form.identity')}</legend>
        <div className="field-row">
          {text('dateOfBirth', { type: 'date' })}
          <SelectField path="nationality" label={t('clients.fields.nationality')} value={draft.nationality} onValue={edit('nationality')} error={errorOf('nationality')}>
            <option value="">{t('clients.form.noNationality')}</option>
            {/* A saved code the country list does not hold (yet) stays chosen. */}
            {draft.nationality !== '' && !nationalities.some((country) => country.code === draft.nationality) ? <option value={draft.nationality}>{draft.nationality}</option> : null}
            {nationalities.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="field-row">
          {text('passportNumber', { dir: 'ltr', hint: t('clients.form.passportHint', { min: CLIENT_LIMITS.passportMin, max: CLIENT_LIMITS.passportMax }) })}
          {text('passportExpiry', { type: 'date' })}
        </div>
        <PassportNotice expiry={draft.passportExpiry} today={today} />
      </fieldset>
      <fieldset>
        <legend>{t('clients.form.notes')}</legend>
        {long('preferences', CLIENT_LIMITS.preferencesMax)}
        {long('notes', CLIENT_LIMITS.notesMax)}
      </fieldset>
      <SaveBar
        saving={creating || updating}
        label={client ? t('clients.form.save') : t('clients.form.create')}
        savingLabel={t('clients.form.saving')}
        outcome={refusal && refusal.field === null ? { failure: t(refusal.key) } : null}
      />
      <Link className="client-form-cancel" to={cancelTo}>{t('clients.form.cancel')}</Link>
    </form>
  );
}
