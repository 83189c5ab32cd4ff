import type { ReactNode } from 'react';
import type { UserProfile } from '@travel/contracts';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { selectAgency, useAppSelector } from '@travel/store';
import { AuthNotice } from './AuthNotice';
import { LoginForm } from './forms/LoginForm';
import { SsoHandoff } from './SsoHandoff';
import { loginAccess, signupAccess } from './rules/access';

/** Log in as this agency allows it (SPEC 6): the form, its SSO portal, or a word that it is off. */
export function LoginEntry({ onSignedIn, signupLink }: { onSignedIn: (user: UserProfile) => void; signupLink: ReactNode }) {
  const { t } = useTranslation('auth');
  const agency = useAppSelector(selectAgency);
  if (!agency) return null;
  switch (loginAccess(agency)) {
    case 'sso':
      return <SsoHandoff agency={agency} />;
    case 'hidden':
      return <AuthNotice action={<Link to="/">{t('actions.home')}</Link>}>{t('login.hidden', { agency: agency.agencyName })}</AuthNotice>;
    case 'form':
      return <LoginForm onSignedIn={onSignedIn} signupLink={signupAccess(agency) === 'form' ? signupLink : null} />;
  }
}
