import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AuthNotice } from '../AuthNotice';
import { AuthPage } from '../AuthPage';
import { NewPasswordForm } from '../forms/NewPasswordForm';
import { AUTH_PATHS } from '../paths';

/** /newPassword?token=…: the page the reset mail links to. */
export function NewPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthPage title={t('newPassword.title')}>
      {token ? (
        <NewPasswordForm token={token} />
      ) : (
        <AuthNotice action={<Link to={AUTH_PATHS.forgotPassword}>{t('actions.askNewLink')}</Link>}>{t('links.missingToken')}</AuthNotice>
      )}
    </AuthPage>
  );
}
