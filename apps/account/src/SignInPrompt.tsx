import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LogIn } from 'lucide-react';
import { modalOpened, selectAgency, useAppDispatch, useAppSelector, useNavigationsQuery } from '@travel/store';
import { Skeleton } from '@travel/ui';
import type { AccountSection } from './sections';

/**
 * An account page opened without signing in: it asks the visitor to sign in (the shell's login
 * modal, which also handles an SSO-only agency; signing in there shows the page) and offers Book Now.
 */
export function SignInPrompt({ section }: { section: AccountSection }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const agency = useAppSelector(selectAgency);
  const { data: services, isLoading } = useNavigationsQuery();
  const bookNow = services?.[0];

  return (
    <div className="account-page container">
      <h1>{t(`sections.${section}`)}</h1>
      <section className="account-signin card">
        <LogIn aria-hidden="true" size={28} />
        <p>{t('signInPrompt', { agency: agency?.agencyName })}</p>
        <div className="account-signin-actions">
          {agency && !agency.isHideLoginOption ? (
            <button type="button" className="btn btn-primary" onClick={() => dispatch(modalOpened('login'))}>{t('logIn')}</button>
          ) : null}
          {isLoading ? <Skeleton height={44} width={160} /> : null}
          {bookNow ? (
            <Link className="btn btn-outline" to={bookNow.path}>{t('bookNow')}</Link>
          ) : null}
        </div>
      </section>
    </div>
  );
}
