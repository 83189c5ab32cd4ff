import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { selectAgency, useAppSelector } from '@travel/store';
import { AuthNotice } from '../AuthNotice';
import { AuthPage } from '../AuthPage';
import { SsoHandoff } from '../SsoHandoff';
import { AUTH_PATHS } from '../paths';
import { loginAccess } from '../rules/access';

/** /sso: to the agency's SSO portal when it has one; no identity provider of our own. */
export function SsoPage() {
  const { t } = useTranslation('auth');
  const agency = useAppSelector(selectAgency);
  if (!agency) return null;
  const logIn = loginAccess(agency) === 'form' ? <Link to={AUTH_PATHS.login}>{t('actions.logIn')}</Link> : null;
  return (
    <AuthPage title={t('sso.title')}>
      {agency.sso.isSSOEnabled ? (
        <SsoHandoff agency={agency} />
      ) : (
        <AuthNotice action={logIn}>{t('sso.notSetUp', { agency: agency.agencyName })}</AuthNotice>
      )}
    </AuthPage>
  );
}
