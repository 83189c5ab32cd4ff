import { useTranslation } from 'react-i18next';
import { LogIn } from 'lucide-react';
import type { Agency } from '@travel/contracts';
import { modalOpened, useAppDispatch } from '@travel/store';

/**
 * An agency without the non-login flow books signed-in travellers only: the form is replaced
 * by sign-in (never an anonymous booking request, whose 401 would log the visitor out).
 * Signing in in the modal keeps this page, so what was chosen is kept. `text` says so in the
 * service's words.
 */
export function SignInPanel({ agency, text }: { agency: Agency; text: string }) {
  const { t } = useTranslation('checkout');
  const dispatch = useAppDispatch();
  const portal = agency.sso.isSSOEnabled && !agency.sso.isDirectLoginAllowedForSSOUsers ? agency.returnUrl || '/' : null;
  return (
    <section className="checkout-signin card" aria-labelledby="checkout-signin-title">
      <LogIn aria-hidden="true" size={28} />
      <h2 id="checkout-signin-title">{t('signIn.title')}</h2>
      <p>{text}</p>
      <div className="checkout-signin-actions">
        {portal ? (
          <a className="btn btn-primary" href={portal}>{t('signIn.logIn')}</a>
        ) : (
          <>
            {agency.isHideLoginOption ? null : (
              <button type="button" className="btn btn-primary" onClick={() => dispatch(modalOpened('login'))}>
                {t('signIn.logIn')}
              </button>
            )}
            {agency.isHideSignupOption ? null : (
              <button type="button" className="btn btn-outline" onClick={() => dispatch(modalOpened('signup'))}>
                {t('signIn.signUp')}
              </button>
            )}
          </>
        )}
      </div>
    </section>
  );
}
