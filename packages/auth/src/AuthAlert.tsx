import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AlertTriangle } from 'lucide-react';
import { ACCOUNT_ERROR_CODES } from '@travel/contracts';
import { selectAgency, useAppSelector } from '@travel/store';
import { AUTH_PATHS } from './paths';
import { resolveReturnUrl } from './rules/returnUrl';
import { waitMinutes, type FormError } from './rules/serverError';

const CODES = ACCOUNT_ERROR_CODES;

/**
 * A refused auth call: the server's own message, then what to do about it in the visitor's
 * language (the hint per error code) with the link that helps.
 */
export function AuthAlert({ error, loginLink }: { error: FormError; loginLink?: ReactNode }) {
  const { t } = useTranslation('auth');
  const agency = useAppSelector(selectAgency);
  const message = error.code ? error.message : t(error.status === undefined ? 'errors.network' : 'errors.generic');
  const resetLink = <Link to={AUTH_PATHS.forgotPassword}>{t('actions.resetPassword')}</Link>;
  const wait = error.retryAfterSeconds === undefined ? null : waitMinutes(error.retryAfterSeconds);
  const portal = agency ? resolveReturnUrl(agency.returnUrl) : null;

  const help: { text?: string; links?: ReactNode } = (() => {
    switch (error.code) {
      case CODES.invalidCredentials:
        return { text: t('hints.invalidCredentials'), links: <Link to={AUTH_PATHS.forgotPassword}>{t('login.forgotPassword')}</Link> };
      case CODES.accountLocked:
        return { text: wait === null ? t('hints.accountLocked') : t('hints.accountLockedFor', { count: wait }), links: resetLink };
      case CODES.rateLimited:
        return { text: wait === null ? t('hints.rateLimited') : t('hints.rateLimitedFor', { count: wait }) };
      case CODES.accountDeactivated:
        return { text: t('hints.accountDeactivated') };
      case CODES.emailNotVerified:
        return { text: t('hints.emailNotVerified'), links: resetLink };
      case CODES.emailTaken:
        return { text: t('hints.emailTaken'), links: <>{loginLink}{resetLink}</> };
      case CODES.passwordTooCommon:
        return { text: t('hints.passwordTooCommon') };
      case CODES.signupDisabled:
        return { links: loginLink };
      case CODES.ssoLoginRequired:
        return portal?.kind === 'external'
          ? { links: <a href={portal.href}>{t('sso.continue', { agency: agency?.agencyName })}</a> }
          : { text: t('hints.ssoLoginRequired') };
      case CODES.linkInvalid:
      case CODES.linkExpired:
      case CODES.linkUsed:
        return { links: <Link to={AUTH_PATHS.forgotPassword}>{t('actions.askNewLink')}</Link> };
      default:
        return {};
    }
  })();

  if (!message && !help.text && !help.links) return null;
  return (
    <div className="auth-alert" role="alert">
      <AlertTriangle aria-hidden="true" size={20} className="auth-alert-icon" />
      <div>
        {message ? <p className="auth-alert-message">{message}</p> : null}
        {help.text ? <p>{help.text}</p> : null}
        {help.links ? <p className="auth-alert-links">{help.links}</p> : null}
      </div>
    </div>
  );
}
