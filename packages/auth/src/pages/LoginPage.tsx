import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { selectAuthStatus, useAppSelector } from '@travel/store';
import { AuthPage } from '../AuthPage';
import { LoginEntry } from '../LoginEntry';
import { AUTH_PATHS, withRedirect } from '../paths';
import { useRedirectParam } from './useRedirectParam';

/** /login: after signing in, the `redirect` page (same site only) or home. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const redirect = useRedirectParam();
  const status = useAppSelector(selectAuthStatus);
  const destination = redirect ?? '/';

  if (status === 'signedIn') return <Navigate to={destination} replace />;
  return (
    <AuthPage title={t('login.title')}>
      <LoginEntry
        onSignedIn={() => navigate(destination, { replace: true })}
        signupLink={<Link to={withRedirect(AUTH_PATHS.signup, redirect)}>{t('actions.signUp')}</Link>}
      />
    </AuthPage>
  );
}
