import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { selectAgency, useAppSelector } from '@travel/store';
import { AuthNotice } from '../AuthNotice';
import { AuthPage } from '../AuthPage';
import { AUTH_PATHS } from '../paths';
import { loginAccess } from '../rules/access';

/** /social: there is no social sign-in here, and the page says so rather than pretend. */
export function SocialPage() {
  const { t } = useTranslation('auth');
  const agency = useAppSelector(selectAgency);
  const canLogIn = agency !== null && loginAccess(agency) !== 'hidden';
  return (
    <AuthPage title={t('social.title')}>
      <AuthNotice action={canLogIn ? <Link to={AUTH_PATHS.login}>{t('actions.logIn')}</Link> : null}>
        {t('social.text', { agency: agency?.agencyName })}
      </AuthNotice>
    </AuthPage>
  );
}
