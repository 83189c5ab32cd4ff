import { useTranslation } from 'react-i18next';
import type { Agency } from '@travel/contracts';
import { modalOpened, useAppDispatch } from '@travel/store';
import { ssoPortal } from './rules';

/** SPEC 2.6: Log In and Sign Up, each hideable by the agency; SSO-only agencies send both to their portal. */
export function AuthButtons({ agency }: { agency: Agency }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const portal = ssoPortal(agency);
  const buttons = [
    { key: 'login', hidden: agency.isHideLoginOption, className: 'btn btn-outline', label: t('layout.logIn') },
    { key: 'signup', hidden: agency.isHideSignupOption, className: 'btn btn-primary', label: t('layout.signUp') },
  ] as const;
  return (
    <div className="auth-buttons">
      {buttons
        .filter((button) => !button.hidden)
        .map((button) =>
          portal ? (
            <a key={button.key} className={button.className} href={portal}>{button.label}</a>
          ) : (
            <button key={button.key} type="button" className={button.className} onClick={() => dispatch(modalOpened(button.key))}>
              {button.label}
            </button>
          ),
        )}
    </div>
  );
}
