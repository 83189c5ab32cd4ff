import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { selectAgency, useAppSelector, useNavigationsQuery } from '@travel/store';
import { serviceLabelKey } from './services';
import { SettingsChips } from './SettingsChips';
import { Skeleton } from './Skeleton';
import './service-landing.css';

/** Links to the agency's other services, from GET /api/agency/navigations. */
function ExploreServices() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data, isLoading, isError } = useNavigationsQuery();
  if (isError) return <p role="alert">{t('errors.somethingWentWrong')}</p>;
  if (isLoading || !data) return <Skeleton height={44} />;
  const others = data.filter((item) => !pathname.startsWith(item.path));
  if (others.length === 0) return null;
  return (
    <ul className="explore-list">
      {others.map((item) => {
        const labelKey = serviceLabelKey(item.label);
        return (
          <li key={item.path}>
            <Link to={item.path} className="btn btn-outline">{labelKey ? t(labelKey) : item.label}</Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The landing page of a booking service: what it offers, under which agency, in which
 * language and currency. `namespace` is the remote's translation namespace.
 */
export function ServiceLanding({ namespace }: { namespace: string }) {
  const { t } = useTranslation(namespace);
  const agency = useAppSelector(selectAgency);

  return (
    <div className="service-landing">
      <section className="service-hero">
        <div className="container">
          <h1>{t('title')}</h1>
          <p className="service-hero-lead">{t('intro', { agency: agency?.agencyName })}</p>
          <SettingsChips />
        </div>
      </section>
      <section className="container service-explore">
        <h2>{t('common:landing.explore', { agency: agency?.agencyName })}</h2>
        <ExploreServices />
      </section>
    </div>
  );
}
