import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountNameProblem } from '@travel/contracts';
import { useUpdateProfileMutation } from '@travel/store';
import { TextField } from '@travel/ui/booking';
import { SaveBar, failureText, type SaveOutcome } from '../SaveBar';
import { useSignedInUser } from '../SignedInArea';

type Names = { firstName: string; lastName: string };
const FIELDS = ['firstName', 'lastName'] as const;

/** Message keys (account namespace, read by TextField) of the names' problems. */
function nameErrors(names: Names): Partial<Record<keyof Names, string>> {
  const errors: Partial<Record<keyof Names, string>> = {};
  for (const field of FIELDS) {
    const problem = accountNameProblem(names[field]);
    if (problem) errors[field] = `account:profile.errors.${problem}`;
  }
  return errors;
}

/** /mytrip/profile and /settings/profile: the account's names, saved to the API; the email is shown, not edited. */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const user = useSignedInUser();
  const [names, setNames] = useState<Names>({ firstName: user.personal_info.first_name, lastName: user.personal_info.last_name });
  const [checked, setChecked] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const [update, { isLoading }] = useUpdateProfileMutation();
  const form = useRef<HTMLFormElement>(null);
  const errors = checked ? nameErrors(names) : {};

  const edit = (field: keyof Names) => (value: string) => {
    setNames((current) => ({ ...current, [field]: value }));
    setOutcome(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const invalid = FIELDS.find((field) => nameErrors(names)[field]);
    if (invalid) {
      form.current?.querySelector<HTMLInputElement>(`[name="${invalid}"]`)?.focus();
      return;
    }
    try {
      await update({ firstName: names.firstName.trim(), lastName: names.lastName.trim() }).unwrap();
      setOutcome({ status: t('profile.saved') });
    } catch (rejection) {
      setOutcome({ failure: failureText(rejection, (message) => t('profile.failed', { message }), t('profile.failedGeneric')) });
    }
  };

  return (
    <div className="account-page container">
      <h1>{t('sections.profile')}</h1>
      <p className="dashboard-hint">{t('profile.intro')}</p>
      <form ref={form} className="settings-form profile-form card" noValidate onSubmit={(event) => void submit(event)}>
        <div className="profile-names">
          <TextField path="firstName" label={t('profile.firstName')} value={names.firstName} onValue={edit('firstName')} error={errors.firstName} autoComplete="given-name" dir="auto" />
          <TextField path="lastName" label={t('profile.lastName')} value={names.lastName} onValue={edit('lastName')} error={errors.lastName} autoComplete="family-name" dir="auto" />
        </div>
        <TextField
          path="email"
          label={t('profile.email')}
          value={user.personal_info.email}
          onValue={() => undefined}
          readOnly
          hint={t('profile.emailHint')}
          type="email"
          dir="ltr"
        />
        <SaveBar saving={isLoading} label={t('profile.save')} savingLabel={t('profile.saving')} outcome={outcome} />
      </form>
    </div>
  );
}
