import { Trans, useTranslation } from 'react-i18next';
import type { Agency } from '@travel/contracts';

/** "Questions? Write to {agency} at {email}.", only when the agency has a contact email. */
export function ContactLine({ agency, i18nKey = 'page.contact' }: { agency: Pick<Agency, 'agencyName' | 'contactEmailId'>; i18nKey?: string }) {
  const { t } = useTranslation('pages');
  const email = agency.contactEmailId.trim();
  if (!email) return null;
  return (
    <p>
      <Trans
        t={t}
        i18nKey={i18nKey}
        values={{ agency: agency.agencyName, email }}
        components={{ email: <a href={`mailto:${email}`} dir="ltr" /> }}
      />
    </p>
  );
}
