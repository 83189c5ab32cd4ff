import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { selectAgency, selectLanguage, selectSignupEmail, useAppSelector, useSignupMutation } from '@travel/store';
import { AuthAlert } from '../AuthAlert';
import { AuthSuccess } from '../AuthSuccess';
import { FormField } from '../FormField';
import { confirmPasswordIssue, emailIssue, nameIssue, newPasswordIssue } from '../rules/validation';
import { useAuthForm } from '../useAuthForm';
import { NewPasswordFields } from './NewPasswordFields';

/**
 * A new Customer account; it can log in once the emailed link is opened (the API's rule). The
 * email starts as the one the modal was opened for (a booking made without an account), if any.
 */
export function SignupForm({ loginLink }: { loginLink: ReactNode }) {
  const { t } = useTranslation('auth');
  const agency = useAppSelector(selectAgency);
  const language = useAppSelector(selectLanguage);
  const suggestedEmail = useAppSelector(selectSignupEmail);
  const [signup] = useSignupMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAuthForm({
    initial: { firstName: '', lastName: '', email: suggestedEmail ?? '', password: '', confirmPassword: '' },
    validate: ({ firstName, lastName, email, password, confirmPassword }) => ({
      firstName: nameIssue(firstName),
      lastName: nameIssue(lastName),
      email: emailIssue(email),
      password: newPasswordIssue(password),
      confirmPassword: confirmPasswordIssue(password, confirmPassword),
    }),
    submit: async ({ firstName, lastName, email, password }) => {
      const created = await signup({
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        email: email.trim(),
        password,
        // The account speaks the language the visitor signed up in, when the agency offers it.
        ...(agency?.languages.includes(language) && { language }),
      }).unwrap();
      setSentTo(created.email);
    },
  });

  if (sentTo) {
    return (
      <AuthSuccess title={t('signup.sentTitle')} action={loginLink}>
        {t('signup.sentText', { email: sentTo })}
      </AuthSuccess>
    );
  }

  return (
    <form className="auth-form" method="post" noValidate onSubmit={(event) => void form.onSubmit(event)}>
      {form.serverError ? <AuthAlert error={form.serverError} loginLink={loginLink} /> : null}
      <div className="auth-form-row">
        <FormField label={t('fields.firstName')} autoComplete="given-name" {...form.field('firstName')} />
        <FormField label={t('fields.lastName')} autoComplete="family-name" {...form.field('lastName')} />
      </div>
      <FormField label={t('fields.email')} type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
      <NewPasswordFields label={t('fields.password')} field={form.field} />
      <button type="submit" className="btn btn-primary auth-submit" disabled={form.sending}>
        {form.sending ? t('signup.sending') : t('signup.submit')}
      </button>
      {loginLink ? (
        <p className="auth-switch">
          {t('signup.haveAccount')} {loginLink}
        </p>
      ) : null}
    </form>
  );
}
