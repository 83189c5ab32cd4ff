import { useTranslation } from 'react-i18next';
import { serviceByKey, type BookingStatus, type ServiceKey } from '@travel/contracts';
import { SERVICE_ICONS, SERVICE_LABEL_KEYS } from '@travel/ui';

/** Which service a booking is of: its icon and its name in the page's language. */
export function ServiceName({ service }: { service: ServiceKey }) {
  const { t } = useTranslation('common');
  const { title } = serviceByKey(service);
  const Icon = SERVICE_ICONS[title];
  return (
    <span className="booking-service">
      <Icon aria-hidden="true" size={16} />
      {t(SERVICE_LABEL_KEYS[title])}
    </span>
  );
}

/** Confirmed or cancelled, as a badge (the voucher's colours). */
export function StatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('command');
  return <span className={`status-badge status-${status}`}>{t(`bookings.statuses.${status}`)}</span>;
}
