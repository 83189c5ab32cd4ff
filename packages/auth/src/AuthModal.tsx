import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { modalClosed, modalOpened, useAppDispatch } from '@travel/store';
import { Modal } from '@travel/ui';
import { LoginEntry } from './LoginEntry';
import { SignupEntry } from './SignupEntry';
import './auth.css';

type AuthModalKind = 'login' | 'signup';

/** The login or signup form in a dialog; signing in there keeps the visitor on the page. */
export function AuthModal({ kind }: { kind: AuthModalKind }) {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const body = useRef<HTMLDivElement>(null);
  const shownKind = useRef(kind);
  const close = () => dispatch(modalClosed());
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
    <Modal title={t(kind === 'login' ? 'login.title' : 'signup.title')} onClose={close}>
      <button type="button" className="auth-modal-close" onClick={close}>
        <X aria-hidden="true" size={20} />
        <span className="visually-hidden">{t('actions.close')}</span>
      </button>
      <div ref={body} className="auth-modal-body">
        {kind === 'login' ? (
          <LoginEntry onSignedIn={close} signupLink={switchTo('signup', t('actions.signUp'))} />
        ) : (
          <SignupEntry loginLink={switchTo('login', t('actions.logIn'))} />
        )}
      </div>
    </Modal>
  );
}
