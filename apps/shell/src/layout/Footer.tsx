import { useTranslation } from 'react-i18next';
import { Mail, MapPin, Phone } from 'lucide-react';
import { selectAgency, useAppSelector } from '@travel/store';

export function Footer() {
  const agency = useAppSelector(selectAgency);
  const { t } = useTranslation();
  if (!agency) return null;
  const address = [agency.addressLine1, agency.city, agency.state, agency.zipCode, agency.country].filter(Boolean).join(', ');
  const showPhone = agency.displaySupportPhoneFooter && !!agency.contactPhoneNumber;

  return (
    <footer className="footer">
      <div className="container footer-grid">
        <div>
          <img src={agency.logo} alt={agency.agencyName} width={168} height={40} className="footer-logo" />
          {agency.displayAddressFooter && address ? (
            <p className="footer-line"><MapPin aria-hidden="true" size={16} /><bdi>{address}</bdi></p>
          ) : null}
        </div>
        {showPhone || agency.contactEmailId ? (
          <div>
            <h2 className="footer-heading">{t('layout.contactUs')}</h2>
            {showPhone ? (
              <p className="footer-line">
                <Phone aria-hidden="true" size={16} />
                {/* Phone numbers and addresses read left to right in Arabic pages too. */}
                <a href={`tel:${agency.contactPhoneNumber.replace(/\s+/g, '')}`} dir="ltr">{agency.contactPhoneNumber}</a>
              </p>
            ) : null}
            {agency.contactEmailId ? (
              <p className="footer-line">
                <Mail aria-hidden="true" size={16} />
                <a href={`mailto:${agency.contactEmailId}`} dir="ltr">{agency.contactEmailId}</a>
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      <p className="container footer-copy">
        {t('layout.copyright', { year: new Date().getFullYear(), agency: agency.agencyName })}
      </p>
    </footer>
  );
}
