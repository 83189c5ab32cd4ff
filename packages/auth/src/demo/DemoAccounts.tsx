import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { selectAgency, useAppSelector } from '@travel/store';
import { DEMO_PASSWORD, demoAccountsFor } from './demoAccounts';

interface Credentials {
  email: string;
  password: string;
}

/**
 * Development builds: the demo accounts of the agency on screen, each filling the login form
 * with its email and password in one click. The login form renders it outside production only.
 */
export function DemoAccounts({ onPick }: { onPick: (credentials: Credentials) => void }) {
  const { t } = useTranslation('auth');
  const accounts = demoAccountsFor(useAppSelector(selectAgency)?.subdomain);
  const titleId = useId();
  if (accounts.length === 0) return null;
  return (
    <section className="auth-demo" aria-labelledby={titleId}>
      <h2 id={titleId} className="auth-demo-title">{t('demo.title')}</h2>
      <p className="auth-demo-note">{t('demo.note')}</p>
      <ul className="auth-demo-list">
        {accounts.map(({ email, role }) => (
          <li key={email}>
            <button type="button" className="auth-demo-account" onClick={() => onPick({ email, password: DEMO_PASSWORD })}>
              <bdi className="auth-demo-email">{email}</bdi>{' '}
              <span className="auth-demo-role">{t(`roles.${role}`, { ns: 'common' })}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
