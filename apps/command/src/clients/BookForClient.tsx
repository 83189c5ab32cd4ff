import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ChevronDown, Luggage } from 'lucide-react';
import { clientBookingPath, clientName, serviceByKey, type Client } from '@travel/contracts';
import { Dropdown, SERVICE_ICONS, SERVICE_LABEL_KEYS } from '@travel/ui';
import { useCheckoutServices } from '../checkoutServices';

/**
 * "Book for {name}": the services the agency sells that have a checkout, each opening its
 * search with the client named in the URL, so the booking pages book for them (issue 22).
 */
export function BookForClient({ client }: { client: Client }) {
  const { t } = useTranslation('command');
  const { t: common } = useTranslation('common');
  const services = useCheckoutServices();
  if (services.length === 0) return null;
  return (
    <Dropdown
      className="client-book"
      alignEnd={false}
      label={
        <>
          <Luggage aria-hidden="true" size={18} />
          <span dir="auto">{t('clients.book.action', { name: clientName(client) })}</span>
          <ChevronDown aria-hidden="true" size={16} />
        </>
      }
    >
      {(close) => (
        <ul className="dropdown-list" aria-label={t('clients.book.services')}>
          {services.map((key) => {
            const { title, path } = serviceByKey(key);
            const Icon = SERVICE_ICONS[title];
            return (
              <li key={key}>
                <Link className="dropdown-item" to={clientBookingPath(path, client.id)} onClick={close}>
                  <Icon aria-hidden="true" size={16} />
                  {common(SERVICE_LABEL_KEYS[title])}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Dropdown>
  );
}
