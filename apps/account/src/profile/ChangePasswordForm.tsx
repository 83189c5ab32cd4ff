import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@travel/contracts';
import { selectAgency, useAppSelector, useChangePasswordMutation, type ApiQueryError } from '@travel/store';
import { TextField } from '@travel/ui/booking';
import { SaveBar, type SaveOutcome } from '@travel/ui/account';
import { PASSWORD_FIELDS, passwordErrors, passwordRefusal, type PasswordField, type PasswordValues } from './profileRules';

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * A new password for the account: the current one, the new one twice. A refusal says why
 * next to the field it is about and keeps what was typed; success empties the form (this
 * session goes on, every other one ends: the API's rule).
 */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const agency = useAppSelector(selectAgency);
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [checked, setChecked] = useState(false);
  const [refused, setRefused] = useState<Partial<Record<PasswordField, string>>>({});
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const form = useRef<HTMLFormElement>(null);
  const errors = { ...(checked ? passwordErrors(values) : {}), ...refused };
  const error = (field: PasswordField) => (errors[field] ? `account:${errors[field]}` : undefined);
  const limits = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

  const edit = (field: PasswordField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setRefused((current) => ({ ...current, [field]: undefined }));
    setOutcome(null);
  };
  const focus = (field: PasswordField) => form.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setRefused({});
    const invalid = PASSWORD_FIELDS.find((field) => passwordErrors(values)[field]);
    if (invalid) {
      focus(invalid);
      return;
    }
    try {
      await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }).unwrap();
      setValues(EMPTY);
      setChecked(false);
      setOutcome({ status: t('password.changed') });
    } catch (rejection) {
      const refusal = passwordRefusal(rejection as ApiQueryError);
      if (refusal.field) {
        setRefused({ [refusal.field]: refusal.key });
        setOutcome(null);
        focus(refusal.field);
      } else {
        setOutcome({ failure: t(refusal.key, { agency: agency?.agencyName ?? '' }) });
      }
    }
  };

  return (
    <section className="settings-form password-form card" aria-labelledby="password-title">
      <h2 id="password-title">{t('password.title')}</h2>
      <p className="dashboard-hint">{t('password.intro')}</p>
      <form ref={form} className="password-fields" noValidate onSubmit={(event) => void submit(event)}>
        <TextField path="currentPassword" label={t('password.current')} type="password" autoComplete="current-password" value={values.currentPassword} onValue={edit('currentPassword')} error={error('currentPassword')} />
        <TextField
          path="newPassword"
          label={t('password.new')}
          type="password"
          autoComplete="new-password"
          value={values.newPassword}
          onValue={edit('newPassword')}
          error={error('newPassword')}
          hint={t('password.hint', limits)}
        />
        <TextField path="confirmPassword" label={t('password.confirm')} type="password" autoComplete="new-password" value={values.confirmPassword} onValue={edit('confirmPassword')} error={error('confirmPassword')} />
        <SaveBar saving={isLoading} label={t('password.submit')} savingLabel={t('password.sending')} outcome={outcome} />
      </form>
    </section>
  );
}
