import { useTranslation } from 'react-i18next';
import type { RemoteName, ServiceTitle } from '@travel/contracts';
import { RemoteModuleBoundary } from '@travel/federation';
import { SearchFormSkeleton } from './SearchFormSkeleton';
import { ServicePageLink } from './ServicePageLink';

export interface SearchFormSlotProps {
  service: ServiceTitle;
  remote: RemoteName;
  /** Whether to load the form now; until then (and while it loads) its skeleton holds its place. */
  due: boolean;
}

/**
 * A service's own search form, from its remote (`./SearchForm`). A remote that cannot load
 * leaves a link to the service's page in its place, and the rest of the page as it is.
 */
export function SearchFormSlot({ service, remote, due }: SearchFormSlotProps) {
  const { t } = useTranslation();
  if (!due) return <SearchFormSkeleton />;
  return (
    <RemoteModuleBoundary
      name={remote}
      module="SearchForm"
      props={{}}
      loading={<SearchFormSkeleton />}
      failed={<ServicePageLink service={service}>{t('home.search.failed')}</ServicePageLink>}
    />
  );
}
