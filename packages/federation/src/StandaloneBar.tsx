import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AUTH_PATHS, roleOf } from '@travel/auth';
import type { RemoteName } from '@travel/contracts';
import { modalOpened, selectAuthStatus, selectUser, useAppDispatch, useAppSelector } from '@travel/store';
import './standalone-bar.css';

/**
 * The standalone host's one line of chrome: which remote this is, and who is signed in with a
 * way out, or the Log In button that opens the same login modal as the shell's header.
 */
export function StandaloneBar({ remote }: { remote: RemoteName }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectUser);
  const titleId = useId();

  return (
    <header className="standalone-bar" aria-labelledby={titleId}>
      <p id={titleId} className="standalone-bar-title">{t('standalone.title', { remote })}</p>
      <div className="standalone-bar-session" role="status">
        {status === 'checking' ? <p>{t('standalone.checking')}</p> : null}
        {status === 'anonymous' ? (
          <button type="button" className="btn btn-outline" onClick={() => dispatch(modalOpened('login'))}>
            {t('layout.logIn')}
          </button>
        ) : null}
        {status === 'signedIn' && user ? (
          <>
            <p>
              {t('standalone.signedInAs', {
                name: `${user.personal_info.first_name} ${user.personal_info.last_name}`.trim(),
                role: t(`roles.${roleOf(user)}`),
              })}
            </p>
            <Link className="btn btn-outline" to={AUTH_PATHS.logout}>{t('layout.menuItems.logout')}</Link>
          </>
        ) : null}
      </div>
    </header>
  );
}
