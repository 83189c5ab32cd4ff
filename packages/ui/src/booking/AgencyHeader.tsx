import { Mail, MapPin, Phone } from 'lucide-react';
import { agencyAddress } from '@travel/contracts';
import { selectAgency, useAppSelector } from '@travel/store';
import { Ltr } from '../bidi/Ltr';
import './voucher.css';

/** The top of a printable voucher or e-ticket: the agency's logo and how to reach it. */
export function AgencyHeader() {
  const agency = useAppSelector(selectAgency);
  const address = agency ? agencyAddress(agency) : '';
  return (
    <header className="voucher-agency">
      {agency?.logo ? <img src={agency.logo} alt={agency.agencyName} width={160} height={48} className="voucher-logo" /> : null}
      <div className="voucher-contact">
        <strong dir="auto">{agency?.agencyName}</strong>
        {agency?.contactPhoneNumber ? (
          <span>
            <Phone aria-hidden="true" size={14} /> <Ltr>{agency.contactPhoneNumber}</Ltr>
          </span>
        ) : null}
        {agency?.contactEmailId ? (
          <span>
            <Mail aria-hidden="true" size={14} /> <bdi>{agency.contactEmailId}</bdi>
          </span>
        ) : null}
        {address ? (
          <span dir="auto">
            <MapPin aria-hidden="true" size={14} /> {address}
          </span>
        ) : null}
      </div>
    </header>
  );
}
