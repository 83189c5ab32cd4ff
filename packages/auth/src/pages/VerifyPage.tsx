import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useVerifyEmailMutation } from '@travel/store';
import { Spinner } from '@travel/ui';
import { AuthAlert } from '../AuthAlert';
import { AuthNotice } from '../AuthNotice';
import { AuthPage } from '../AuthPage';
import { AuthSuccess } from '../AuthSuccess';
import { AUTH_PATHS } from '../paths';
import { splitServerMessage, toFormError, type FormError } from '../rules/serverError';

type Outcome = { kind: 'checking' } | { kind: 'verified'; email: string } | { kind: 'refused'; error: FormError };

/** /verify?token=…: the page the confirmation mail links to; it confirms on arrival. */
export function VerifyPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  const [verifyEmail] = useVerifyEmailMutation();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'checking' });
  // A link works once: React's development double effect must not spend it twice.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    verifyEmail({ token })
      .unwrap()
      .then(({ email }) => setOutcome({ kind: 'verified', email }))
      .catch((rejection: unknown) => {
        const error = toFormError(rejection);
        setOutcome({ kind: 'refused', error: { ...error, message: splitServerMessage(error.message).text } });
      });
  }, [token, verifyEmail]);

  const logIn = <Link className="btn btn-primary" to={AUTH_PATHS.login}>{t('actions.logIn')}</Link>;
  const askAgain = <Link to={AUTH_PATHS.forgotPassword}>{t('actions.askNewLink')}</Link>;

  return (
    <AuthPage title={t('verify.title')}>
      {!token ? (
        <AuthNotice action={askAgain}>{t('links.missingToken')} {t('verify.askAgain')}</AuthNotice>
      ) : outcome.kind === 'checking' ? (
        <Spinner label={t('verify.checking')} />
      ) : outcome.kind === 'verified' ? (
        <AuthSuccess title={t('verify.doneTitle')} action={logIn}>{t('verify.doneText', { email: outcome.email })}</AuthSuccess>
      ) : (
        <>
          <AuthAlert error={outcome.error} />
          <p className="auth-lead">{t('verify.askAgain')}</p>
        </>
      )}
    </AuthPage>
  );
}
