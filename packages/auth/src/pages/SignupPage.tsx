import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { selectAuthStatus, useAppSelector } from '@travel/store';
import { PageRedirect } from '@travel/ui';
import { AuthPage } from '../AuthPage';
import { SignupEntry } from '../SignupEntry';
import { AUTH_PATHS, withRedirect } from '../paths';
import { useRedirectParam } from './useRedirectParam';

/** /signup: a new account, then the emailed confirmation link. */
export function SignupPage() {
  const { t } = useTranslation('auth');
  const redirect = useRedirectParam();
  const status = useAppSelector(selectAuthStatus);

  if (status === 'signedIn') return <PageRedirect to={redirect ?? '/'} />;
  return (
    <AuthPage title={t('signup.title')}>
      <SignupEntry loginLink={<Link to={withRedirect(AUTH_PATHS.login, redirect)}>{t('actions.logIn')}</Link>} />
    </AuthPage>
  );
}
