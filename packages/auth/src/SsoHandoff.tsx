import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Agency } from '@travel/contracts';
import { PageRedirect, Spinner } from '@travel/ui';
import { AuthNotice } from './AuthNotice';
import { goToExternalUrl } from './externalNavigation';
import { resolveReturnUrl } from './rules/returnUrl';

/** SPEC 6: the agency signs people in on its own portal, its return URL. */
export function SsoHandoff({ agency }: { agency: Agency }) {
  const { t } = useTranslation('auth');
  const target = resolveReturnUrl(agency.returnUrl);
  const externalHref = target?.kind === 'external' ? target.href : null;

  useEffect(() => {
    if (externalHref) goToExternalUrl(externalHref);
  }, [externalHref]);

  if (target?.kind === 'internal') return <PageRedirect to={target.path} />;
  if (externalHref) {
    return (
      <div className="auth-handoff">
        <Spinner label={t('sso.redirecting', { agency: agency.agencyName })} />
        <p aria-hidden="true">{t('sso.redirecting', { agency: agency.agencyName })}</p>
        <p>
          <a href={externalHref}>{t('sso.continue', { agency: agency.agencyName })}</a>
        </p>
      </div>
    );
  }
  return (
    <AuthNotice action={agency.contactEmailId ? <a href={`mailto:${agency.contactEmailId}`}>{agency.contactEmailId}</a> : null}>
      {t('sso.noPortal', { agency: agency.agencyName })}
    </AuthNotice>
  );
}
