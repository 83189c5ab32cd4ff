import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { clearSession } from '@travel/api-client';
import { signedOut, useAppDispatch, useNewPasswordMutation } from '@travel/store';
import { AuthAlert } from '../AuthAlert';
import { AuthSuccess } from '../AuthSuccess';
import { AUTH_PATHS } from '../paths';
import { NewPasswordFields, useNewPasswordForm } from './NewPasswordFields';

/** Sets a new password with the emailed reset link's token. */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const [newPassword] = useNewPasswordMutation();
  const [changed, setChanged] = useState(false);
  const form = useNewPasswordForm(async (password) => {
    await newPassword({ token, password }).unwrap();
    // The reset revoked every session of the account, this browser's included.
    clearSession();
    dispatch(signedOut());
    setChanged(true);
  });

  if (changed) {
    return (
      <AuthSuccess title={t('newPassword.doneTitle')} action={<Link className="btn btn-primary" to={AUTH_PATHS.login}>{t('actions.logIn')}</Link>}>
        {t('newPassword.doneText')}
      </AuthSuccess>
    );
  }

  return (
    <form className="auth-form" method="post" noValidate onSubmit={(event) => void form.onSubmit(event)}>
      {form.serverError ? <AuthAlert error={form.serverError} /> : null}
      <NewPasswordFields label={t('fields.newPassword')} field={form.field} />
      <button type="submit" className="btn btn-primary auth-submit" disabled={form.sending}>
        {form.sending ? t('newPassword.sending') : t('newPassword.submit')}
      </button>
    </form>
  );
}
