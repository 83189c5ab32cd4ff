import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { selectAgency, useAppSelector } from '@travel/store';
import { AuthNotice } from './AuthNotice';
import { SignupForm } from './forms/SignupForm';
import { SsoHandoff } from './SsoHandoff';
import { loginAccess, signupAccess } from './rules/access';

/** Sign up as this agency allows it (SPEC 6): the form, its SSO portal, or a word that it is off. */
export function SignupEntry({ loginLink }: { loginLink: ReactNode }) {
  const { t } = useTranslation('auth');
  const agency = useAppSelector(selectAgency);
  if (!agency) return null;
  const login = loginAccess(agency) === 'form' ? loginLink : null;
  switch (signupAccess(agency)) {
    case 'sso':
      return <SsoHandoff agency={agency} />;
    case 'hidden':
      return <AuthNotice action={login}>{t('signup.hidden', { agency: agency.agencyName })}</AuthNotice>;
    case 'form':
      return <SignupForm loginLink={login} />;
  }
}
