import { useTranslation } from 'react-i18next';
import { AuthPage } from '../AuthPage';
import { ForgotPasswordForm } from '../forms/ForgotPasswordForm';

/** /forgotpassword */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthPage title={t('forgot.title')}>
      <ForgotPasswordForm />
    </AuthPage>
  );
}
