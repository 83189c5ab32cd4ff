import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@travel/contracts';
import { selectUser, useAppSelector } from '@travel/store';
import { PageRedirect } from '@travel/ui';
import { AuthPage } from '../AuthPage';
import { LoginEntry } from '../LoginEntry';
import { AUTH_PATHS, withRedirect } from '../paths';
import { afterLoginTarget } from '../rules/afterLogin';
import { useRedirectParam } from './useRedirectParam';

/** /login: after signing in, the `redirect` page (same site only), else the Command Center for an agent, else home. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const redirect = useRedirectParam();
  const user = useAppSelector(selectUser);
  const destination = (signedIn: UserProfile) => afterLoginTarget({ user: signedIn, redirect, from: null }) ?? '/';

  if (user) return <PageRedirect to={destination(user)} />;
  return (
    <AuthPage title={t('login.title')}>
      <LoginEntry
        onSignedIn={(signedIn) => navigate(destination(signedIn), { replace: true })}
        signupLink={<Link to={withRedirect(AUTH_PATHS.signup, redirect)}>{t('actions.signUp')}</Link>}
      />
    </AuthPage>
  );
}
