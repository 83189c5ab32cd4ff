import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { UserProfile } from '@travel/contracts';
import { modalClosed, modalOpened, useAppDispatch } from '@travel/store';
import { Modal } from '@travel/ui';
import { LoginEntry } from './LoginEntry';
import { SignupEntry } from './SignupEntry';
import { afterLoginTarget } from './rules/afterLogin';

type AuthModalKind = 'login' | 'signup';

/**
 * The login or signup form in a dialog. Signing in there keeps a traveller on the page; an
 * agent goes on to the Command Center unless the page asked them to sign in (afterLoginTarget).
 */
export function AuthModal({ kind, hasCommandCenter }: { kind: AuthModalKind; hasCommandCenter: boolean }) {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const body = useRef<HTMLDivElement>(null);
  const shownKind = useRef(kind);
  const close = () => dispatch(modalClosed());
  const signedIn = (user: UserProfile) => {
    close();
    const target = afterLoginTarget({ user, redirect: null, from: pathname, hasCommandCenter });
    if (target) navigate(target);
  };
  const switchTo = (next: AuthModalKind, label: string) => (
    <button type="button" className="auth-link-button" onClick={() => dispatch(modalOpened(next))}>
      {label}
    </button>
  );

  // Switching between the forms removes the button just pressed: focus the new form instead.
  useEffect(() => {
    if (shownKind.current === kind) return;
    shownKind.current = kind;
    body.current?.querySelector('input')?.focus();
  }, [kind]);

  return (
    <Modal title={t(kind === 'login' ? 'login.title' : 'signup.title')} onClose={close} closeLabel={t('actions.close')}>
      <div ref={body} className="auth-modal-body">
        {kind === 'login' ? (
          <LoginEntry onSignedIn={signedIn} signupLink={switchTo('signup', t('actions.signUp'))} />
        ) : (
          <SignupEntry loginLink={switchTo('login', t('actions.logIn'))} />
        )}
      </div>
    </Modal>
  );
}
