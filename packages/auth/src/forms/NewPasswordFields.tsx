import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@travel/contracts';
import { FormField } from '../FormField';
import type { FieldBinding } from '../useAuthForm';

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
