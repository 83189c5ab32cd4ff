import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CircleHelp, Mail, MapPin, Phone } from 'lucide-react';
import { agencyAddress, telHref, usesCommandCenter } from '@travel/contracts';
import { selectAgency, useAppSelector } from '@travel/store';
import { useSignedInUser } from '../SignedInArea';
import { ACCOUNT_PATHS } from '../sections';

/** /mytrip/support and /settings/support: how to reach the agency, and where the answers already are. */
export function SupportPage() {
  const { t } = useTranslation('account');
  const user = useSignedInUser();
  const agency = useAppSelector(selectAgency);
  if (!agency) return null;
  const phone = agency.contactPhoneNumber.trim();
  const email = agency.contactEmailId.trim();
  const address = agencyAddress(agency);

  return (
    <div className="account-page container">
      <h1>{t('sections.support')}</h1>
      <p className="dashboard-hint">{t('support.intro', { agency: agency.agencyName })}</p>
      {phone || email || address ? (
        <ul className="support-contacts">
          {phone ? (
            <li className="card">
              <Phone aria-hidden="true" size={22} />
              <h2>{t('support.phone')}</h2>
              <a href={telHref(phone)} dir="ltr">{phone}</a>
            </li>
          ) : null}
          {email ? (
            <li className="card">
              <Mail aria-hidden="true" size={22} />
              <h2>{t('support.email')}</h2>
              <a href={`mailto:${email}`} dir="ltr">{email}</a>
            </li>
          ) : null}
          {address ? (
            <li className="card">
              <MapPin aria-hidden="true" size={22} />
              <h2>{t('support.address')}</h2>
              <address dir="auto">{address}</address>
            </li>
          ) : null}
        </ul>
      ) : (
        <p className="account-notice card">{t('support.noContact')}</p>
      )}
      {usesCommandCenter(user) ? null : (
        <p className="support-tip">
          <Link to={ACCOUNT_PATHS.traveller.mytrips}>{t('support.bookingTip')}</Link>
        </p>
      )}
      {agency.isFaqEnable ? (
        <p className="support-tip">
          <CircleHelp aria-hidden="true" size={18} />
          <Link to="/faqs">{agency.faqEnableTitle.trim() || t('support.faq')}</Link>
        </p>
      ) : null}
    </div>
  );
}
