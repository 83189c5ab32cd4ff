import type { ReactNode } from 'react';
import type { UserProfile } from '@travel/contracts';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLoginMutation } from '@travel/store';
import { AuthAlert } from '../AuthAlert';
import { DemoAccounts } from '../demo/DemoAccounts';
import { FormField } from '../FormField';
import { AUTH_PATHS } from '../paths';
import { emailIssue, loginPasswordIssue } from '../rules/validation';
import { useAuthForm } from '../useAuthForm';

/** Email and password; the API sets the token cookie and the store learns the user (useLoginMutation). */
export function LoginForm({ onSignedIn, signupLink }: { onSignedIn: (user: UserProfile) => void; signupLink: ReactNode }) {
  const { t } = useTranslation('auth');
  const [login] = useLoginMutation();
  const form = useAuthForm({
    initial: { email: '', password: '' },
    validate: ({ email, password }) => ({ email: emailIssue(email), password: loginPasswordIssue(password) }),
    submit: async ({ email, password }) => {
      const { user } = await login({ email: email.trim(), password }).unwrap();
      onSignedIn(user);
    },
  });

  // POST, as every form of a server-rendered page: one sent before the page is hydrated carries
  // its fields (a password) in its body, never in the URL.
  return (
    <form className="auth-form" method="post" noValidate onSubmit={(event) => void form.onSubmit(event)}>
      {form.serverError ? <AuthAlert error={form.serverError} /> : null}
      <FormField label={t('fields.email')} type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
      <FormField label={t('fields.password')} type="password" autoComplete="current-password" {...form.field('password')} />
      <p className="auth-form-aside">
        <Link to={AUTH_PATHS.forgotPassword}>{t('login.forgotPassword')}</Link>
      </p>
      <button type="submit" className="btn btn-primary auth-submit" disabled={form.sending}>
        {form.sending ? t('login.sending') : t('login.submit')}
      </button>
      {signupLink ? (
        <p className="auth-switch">
          {t('login.noAccount')} {signupLink}
        </p>
      ) : null}
      {/* Development builds only: DefinePlugin makes the condition a constant, so a production build drops the list and its accounts (package.json's sideEffects lets webpack skip their modules). */}
      {process.env.NODE_ENV !== 'production' ? <DemoAccounts onPick={form.fill} /> : null}
    </form>
  );
}
