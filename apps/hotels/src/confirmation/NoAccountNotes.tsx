import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Search, UserPlus } from 'lucide-react';
import { FIND_BOOKING_PATH, type Agency } from '@travel/contracts';
import { signupOpenedFor, useAppDispatch } from '@travel/store';

/** The agency lets visitors sign themselves up here (not hidden, not through an SSO portal alone). */
export const offersSignup = (agency: Pick<Agency, 'isHideSignupOption' | 'sso'>): boolean =>
  !agency.isHideSignupOption && !(agency.sso.isSSOEnabled && !agency.sso.isDirectLoginAllowedForSSOUsers);

/**
 * Under the confirmation of a booking made without an account: how to find it again (its
 * reference and email, Find my booking), and, where the agency offers sign-up, an account
 * with the email just used (the signup form opens with it filled in).
 */
export function NoAccountNotes({ agency, reference, email }: { agency: Agency; reference: string; email: string }) {
  const { t } = useTranslation('checkout');
  const dispatch = useAppDispatch();
  return (
    <div className="confirmation-notes">
      <section className="confirmation-note card" aria-labelledby="confirmation-find-title">
        <Search aria-hidden="true" size={24} className="confirmation-note-icon" />
        <div>
          <h2 id="confirmation-find-title">{t('confirmation.findTitle')}</h2>
          <p>{t('confirmation.findText')}</p>
          <Link to={`${FIND_BOOKING_PATH}?${new URLSearchParams({ reference }).toString()}`}>{t('confirmation.findLink')}</Link>
        </div>
      </section>
      {offersSignup(agency) ? (
        <section className="confirmation-note card" aria-labelledby="confirmation-signup-title">
          <UserPlus aria-hidden="true" size={24} className="confirmation-note-icon" />
          <div>
            <h2 id="confirmation-signup-title">{t('confirmation.signUpTitle')}</h2>
            <p>{t('confirmation.signUpText', { email })}</p>
            <button type="button" className="btn btn-outline" onClick={() => dispatch(signupOpenedFor(email))}>
              {t('confirmation.signUp')}
            </button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
