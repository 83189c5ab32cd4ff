import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { clearSession } from '@travel/api-client';
import { selectAuthStatus, signedOut, useAppDispatch, useAppSelector } from '@travel/store';
import { AuthNotice } from '../AuthNotice';
import { AuthPage } from '../AuthPage';
import { AUTH_PATHS, withRedirect } from '../paths';
import { useRedirectParam } from './useRedirectParam';

/** /expiry: the session ran out; whatever is left of it goes, and the way back is to log in. */
export function ExpiryPage() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const redirect = useRedirectParam();

  useEffect(() => {
    if (status === 'anonymous') return;
    clearSession();
    dispatch(signedOut());
  }, [status, dispatch]);

  return (
    <AuthPage title={t('expiry.title')}>
      <AuthNotice action={<Link className="btn btn-primary" to={withRedirect(AUTH_PATHS.login, redirect)}>{t('actions.logIn')}</Link>}>
        {t('expiry.text')}
      </AuthNotice>
    </AuthPage>
  );
}
