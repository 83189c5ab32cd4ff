import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@travel/contracts';
import { FormField } from '../FormField';
import { confirmPasswordIssue, newPasswordIssue } from '../rules/validation';
import { useAuthForm, type FieldBinding } from '../useAuthForm';

/** A password the person chooses and its confirmation: at sign-up, after a reset and when an agent accepts an invitation. */
export function NewPasswordFields({ label, field }: { label: string; field: (name: 'password' | 'confirmPassword') => FieldBinding }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <FormField label={label} type="password" autoComplete="new-password" hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })} {...field('password')} />
      <FormField label={t('fields.confirmPassword')} type="password" autoComplete="new-password" {...field('confirmPassword')} />
    </>
  );
}

/** The form of a password chosen and confirmed (a reset, an agent's invitation): checked here, then `submit` with it. */
export function useNewPasswordForm(submit: (password: string) => Promise<void>) {
  return useAuthForm({
    initial: { password: '', confirmPassword: '' },
    validate: ({ password, confirmPassword }) => ({
      password: newPasswordIssue(password),
      confirmPassword: confirmPasswordIssue(password, confirmPassword),
    }),
    submit: ({ password }) => submit(password),
  });
}
