import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Clock, House } from 'lucide-react';
import { SERVICE_PATHS, bookableServices, type ServiceTitle } from '@travel/contracts';
import { selectAgency, useAppSelector } from '@travel/store';
import { SERVICE_ICONS, SERVICE_KEYS } from './services';
import './coming-soon.css';

/** The agency's services that can be booked today, or a plain word that there are none. */
function BookableServiceLinks({ services, agencyName }: { services: ServiceTitle[]; agencyName: string }) {
  const { t } = useTranslation();
  if (services.length === 0) return <p className="coming-soon-none">{t('comingSoon.nothingBookable', { agency: agencyName })}</p>;
  return (
    <>
      <h2>{t('comingSoon.bookNow')}</h2>
      <ul className="coming-soon-services">
        {services.map((service) => {
          const Icon = SERVICE_ICONS[service];
          return (
            <li key={service}>
              <Link to={SERVICE_PATHS[service]} className="btn btn-primary">
                <Icon aria-hidden="true" size={18} />
                {t(SERVICE_KEYS[service])}
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * The page of a booking service whose journey is not built yet: its name, plainly "coming
 * soon", and the ways on that work today. `namespace` is the remote's translation namespace,
 * which holds the service's title.
 */
export function ComingSoonPage({ namespace }: { namespace: string }) {
  const { t } = useTranslation(namespace);
  const agency = useAppSelector(selectAgency);
  const agencyName = agency?.agencyName ?? '';

  return (
    <div className="coming-soon">
      <section className="coming-soon-hero">
        <div className="container">
          <div className="coming-soon-heading">
            <h1>{t('title')}</h1>
            <p className="coming-soon-status">
              <Clock aria-hidden="true" size={16} />
              {t('common:comingSoon.status')}
            </p>
          </div>
          <p className="coming-soon-lead">{t('common:comingSoon.lead', { agency: agencyName })}</p>
        </div>
      </section>
      <section className="container coming-soon-next">
        <BookableServiceLinks services={agency ? bookableServices(agency) : []} agencyName={agencyName} />
        <p className="coming-soon-home">
          <Link to="/" className="btn btn-outline">
            <House aria-hidden="true" size={18} />
            {t('common:comingSoon.home')}
          </Link>
        </p>
      </section>
    </div>
  );
}
