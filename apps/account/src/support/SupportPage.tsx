import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CircleHelp, Mail, MapPin, Phone } from 'lucide-react';
import { agencyAddress, telHref, usesCommandCenter } from '@travel/contracts';
import { selectAgency, useAppSelector } from '@travel/store';
import { useSignedInUser } from '@travel/ui/account';
import { ACCOUNT_PATHS } from '../sections';
import { signedIn } from '../signedIn';

/** /mytrip/support and /settings/support: how to reach the agency, and where the answers already are. */
export function SupportPage() {
  const { t } = useTranslation('account');
  const user = useSignedInUser();
  const agency = useAppSelector(selectAgency);
  if (!agency) return null;
  const phone = agency.contactPhoneNumber.trim();
  const email = agency.contactEmailId.trim();
  const address = agencyAddress(agency);
  const contacts = [
    phone && { kind: 'phone', Icon: Phone, content: <a href={telHref(phone)} dir="ltr">{phone}</a> },
    email && { kind: 'email', Icon: Mail, content: <a href={`mailto:${email}`} dir="ltr">{email}</a> },
    address && { kind: 'address', Icon: MapPin, content: <address dir="auto">{address}</address> },
  ].filter((contact) => !!contact);

  return (
    <div className="account-page container">
      <h1>{t('sections.support')}</h1>
      <p className="dashboard-hint">{t('support.intro', { agency: agency.agencyName })}</p>
      {contacts.length > 0 ? (
        <ul className="support-contacts">
          {contacts.map(({ kind, Icon, content }) => (
            <li key={kind} className="card">
              <Icon aria-hidden="true" size={22} />
              <h2>{t(`support.${kind}`)}</h2>
              {content}
            </li>
          ))}
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

/** The page as the account remote opens it, inside the signed-in area. */
export default signedIn('support', SupportPage);
