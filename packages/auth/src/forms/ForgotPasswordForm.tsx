import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useForgotPasswordMutation } from '@travel/store';
import { AuthAlert } from '../AuthAlert';
import { AuthSuccess } from '../AuthSuccess';
import { FormField } from '../FormField';
import { AUTH_PATHS } from '../paths';
import { emailIssue } from '../rules/validation';
import { useAuthForm } from '../useAuthForm';

/** Asks for a reset link; the API answers the same whether or not the email has an account. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const [forgotPassword] = useForgotPasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAuthForm({
    initial: { email: '' },
    validate: ({ email }) => ({ email: emailIssue(email) }),
    submit: async ({ email }) => {
      await forgotPassword({ email: email.trim() }).unwrap();
      setSentTo(email.trim());
    },
  });
  const loginLink = <Link to={AUTH_PATHS.login}>{t('actions.backToLogin')}</Link>;

  if (sentTo) {
    return (
      <AuthSuccess title={t('forgot.sentTitle')} action={loginLink}>
        {t('forgot.sentText', { email: sentTo })}
      </AuthSuccess>
    );
  }

  return (
    <form className="auth-form" method="post" noValidate onSubmit={(event) => void form.onSubmit(event)}>
      <p className="auth-lead">{t('forgot.lead')}</p>
      {form.serverError ? <AuthAlert error={form.serverError} /> : null}
      <FormField label={t('fields.email')} type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
      <button type="submit" className="btn btn-primary auth-submit" disabled={form.sending}>
        {form.sending ? t('forgot.sending') : t('forgot.submit')}
      </button>
      <p className="auth-switch">{loginLink}</p>
    </form>
  );
}
