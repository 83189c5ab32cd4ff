import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { clearSession } from '@travel/api-client';
import { selectAgency, signedOut, useAppDispatch, useAppSelector, useLogoutMutation } from '@travel/store';
import { Spinner } from '@travel/ui';
import { AuthPage } from '../AuthPage';
import { goToExternalUrl } from '../externalNavigation';
import { LOGOUT_REDIRECT_DELAY_MS } from '../rules/logout';
import { resolveReturnUrl } from '../rules/returnUrl';

/**
 * /logout (SPEC 2.1, 4): tells the API (its failure changes nothing), drops the session
 * cookies, local storage and the user, then after 100 ms leaves for the agency's return URL
 * or home.
 */
export function LogoutPage() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();
  const returnUrl = useAppSelector(selectAgency)?.returnUrl ?? '';
  const [signedOutHere, setSignedOutHere] = useState(false);
  // Once per visit, whatever React's development double effects do.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout()
      .unwrap()
      .catch(() => undefined)
      .then(() => {
        clearSession();
        localStorage.clear();
        dispatch(signedOut());
        setSignedOutHere(true);
      });
  }, [logout, dispatch]);

  useEffect(() => {
    if (!signedOutHere) return;
    const leaving = setTimeout(() => {
      const target = resolveReturnUrl(returnUrl);
      if (target?.kind === 'external') goToExternalUrl(target.href);
      else navigate(target?.path ?? '/', { replace: true });
    }, LOGOUT_REDIRECT_DELAY_MS);
    return () => clearTimeout(leaving);
  }, [signedOutHere, navigate, returnUrl]);

  return (
    <AuthPage title={t('logout.title')}>
      <Spinner label={t('logout.signingOut')} />
      <p className="auth-lead" aria-hidden="true">{t('logout.signingOut')}</p>
    </AuthPage>
  );
}
