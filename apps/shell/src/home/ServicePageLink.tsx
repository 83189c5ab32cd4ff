import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SERVICE_PATHS, type ServiceTitle } from '@travel/contracts';
import { SERVICE_LABEL_KEYS } from '@travel/ui';

/** A search panel without a form here: a line saying why, and the way to the service's own page. */
export function ServicePageLink({ service, children }: { service: ServiceTitle; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="search-panel-message">
      <p>{children}</p>
      <Link className="btn btn-primary" to={SERVICE_PATHS[service]}>
        {t('home.search.open', { service: t(SERVICE_LABEL_KEYS[service]) })}
      </Link>
    </div>
  );
}
