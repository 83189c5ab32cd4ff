import { useTranslation } from 'react-i18next';
import { serviceByKey, type ServiceKey } from '@travel/contracts';
import { SERVICE_ICONS, SERVICE_LABEL_KEYS } from '@travel/ui';

/** Which service a booking is of: its icon and its name in the page's language. */
export function ServiceLabel({ service }: { service: ServiceKey }) {
  const { t } = useTranslation('common');
  const { title } = serviceByKey(service);
  const Icon = SERVICE_ICONS[title];
  return (
    <span className="trip-service">
      <Icon aria-hidden="true" size={16} />
      {t(SERVICE_LABEL_KEYS[title])}
    </span>
  );
}
