import { useTranslation } from 'react-i18next';
import { Phone } from 'lucide-react';
import { telHref, type Agency } from '@travel/contracts';

/**
 * The header of a flow the agency shows without its header (headerKind 'slim'): its logo and
 * phone only, so a visitor paying sees whom they pay and whom to call. The logo is no link:
 * the flow keeps the visitor, as the hidden header meant to.
 */
export function SlimHeader({ agency }: { agency: Agency }) {
  const { t } = useTranslation();
  const phone = agency.contactPhoneNumber.trim();
  return (
    <header className="header header-slim">
      <a className="skip-link" href="#content">{t('layout.skipToContent')}</a>
      <div className="container header-slim-bar">
        <picture className="header-slim-logo">
          <source media="(max-width: 640px)" srcSet={agency.logoMobile || agency.logo} />
          <img src={agency.logo} alt={agency.agencyName} width={168} height={40} />
        </picture>
        {phone ? (
          <p className="header-slim-phone">
            <Phone aria-hidden="true" size={18} />
            <span className="header-slim-label">{t('layout.callUs')}</span>
            {/* Phone numbers read left to right in Arabic pages too. */}
            <a href={telHref(phone)} dir="ltr">{phone}</a>
          </p>
        ) : null}
      </div>
    </header>
  );
}
