import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BOOKABLE_SERVICES, SERVICE_PATHS, activeServices, type Agency } from '@travel/contracts';
import { SERVICE_ICONS, SERVICE_LABEL_KEYS } from '@travel/ui';

/**
 * A way into every service the agency sells, Resorts included (it has no deals tab). A service
 * whose journey is not built yet says so on its tile, and still leads to its page.
 */
export function ServiceTiles({ agency }: { agency: Agency }) {
  const { t } = useTranslation();
  return (
    <section className="container services" aria-labelledby="services-heading">
      <h2 id="services-heading" className="section-heading">{t('home.servicesHeading')}</h2>
      <ul className="service-grid">
        {activeServices(agency).map((service) => {
          const Icon = SERVICE_ICONS[service];
          return (
            <li key={service}>
              <Link to={SERVICE_PATHS[service]} className="service-tile card">
                <span className="service-icon"><Icon aria-hidden="true" size={28} /></span>
                <span className="service-name">{t(SERVICE_LABEL_KEYS[service])}</span>
                {/* The space keeps the link's name 'Air Travel Coming soon', not 'Air TravelComing soon'. */}
                {BOOKABLE_SERVICES.has(service) ? null : <>{' '}<span className="service-soon">{t('comingSoon.status')}</span></>}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
