import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SERVICE_PATHS, activeServices } from '@travel/contracts';
import { selectAgency, useAppSelector } from '@travel/store';
import { SERVICE_ICONS, SERVICE_KEYS } from '@travel/ui';

export function HomePage() {
  const agency = useAppSelector(selectAgency);
  const { t } = useTranslation();
  if (!agency) return null;

  return (
    <>
      <section className="hero">
        <div className="container">
          <h1 className="hero-title">{t('home.title', { agency: agency.agencyName })}</h1>
          <p className="hero-lead">{t('home.lead')}</p>
        </div>
      </section>
      <section className="container services" aria-labelledby="services-heading">
        <h2 id="services-heading" className="section-heading">{t('home.servicesHeading')}</h2>
        <ul className="service-grid">
          {activeServices(agency).map((service) => {
            const Icon = SERVICE_ICONS[service];
            return (
              <li key={service}>
                <Link to={SERVICE_PATHS[service]} className="service-tile card">
                  <span className="service-icon"><Icon aria-hidden="true" size={28} /></span>
                  <span className="service-name">{t(SERVICE_KEYS[service])}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
