import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LogIn } from 'lucide-react';
import { modalOpened, selectAgency, useAppDispatch, useAppSelector, useNavigationsQuery } from '@travel/store';
import { Skeleton } from '../Skeleton';

/**
 * A signed-in page opened without signing in: it asks the visitor to sign in (the shell's login
 * modal, which also handles an SSO-only agency; signing in there shows the page) and offers Book Now.
 */
export function SignInPrompt({ title }: { title: string }) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const agency = useAppSelector(selectAgency);
  const { data: services, isLoading } = useNavigationsQuery();
  const bookNow = services?.[0];

  return (
    <div className="account-page container">
      <h1>{title}</h1>
      <section className="account-signin card">
        <LogIn aria-hidden="true" size={28} />
        <p>{t('layout.signInPrompt', { agency: agency?.agencyName })}</p>
        <div className="account-signin-actions">
          {agency && !agency.isHideLoginOption ? (
            <button type="button" className="btn btn-primary" onClick={() => dispatch(modalOpened('login'))}>{t('layout.logIn')}</button>
          ) : null}
          {isLoading ? <Skeleton height={44} width={160} /> : null}
          {bookNow ? (
            <Link className="btn btn-outline" to={bookNow.path}>{t('layout.menuItems.bookNow')}</Link>
          ) : null}
        </div>
      </section>
    </div>
  );
}
