import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKABLE_SERVICES, activeServices, type Agency, type ServiceTitle } from '@travel/contracts';
import { SearchFormSlot } from './SearchFormSlot';
import { ServicePageLink } from './ServicePageLink';
import { ServiceTabList } from './ServiceTabList';
import { searchFormRemote } from './searchPanel';
import { useDueWhenIdle } from './useDueWhenIdle';

/**
 * The search panel of the home page's first screen: one tab per service the agency sells, in
 * the nav order. A service whose journey is built shows its own form, loaded from its remote
 * once the page is idle (or as soon as the visitor reaches for the panel) behind a skeleton of
 * its size; the others lead to their page until their form lands.
 */
export function HomeSearch({ agency }: { agency: Agency }) {
  const { t } = useTranslation();
  const id = useId();
  const services = activeServices(agency);
  const [chosen, setChosen] = useState<ServiceTitle | undefined>(undefined);
  const [formDue, wake] = useDueWhenIdle();
  const selected = chosen !== undefined && services.includes(chosen) ? chosen : services[0];
  if (!selected) return null;

  const tabId = (service: ServiceTitle) => `${id}-search-${service.replace(/\s/g, '-')}`;
  const panelId = `${id}-search-panel`;
  const remote = searchFormRemote(selected, agency);

  return (
    <div className="home-search card" role="search" aria-label={t('home.search.label')} onPointerOver={wake} onFocus={wake} onTouchStart={wake}>
      <ServiceTabList
        services={services}
        selected={selected}
        onSelect={setChosen}
        label={t('home.search.tabs')}
        tabId={tabId}
        panelId={panelId}
        className="search-tabs"
        note={(service) => (BOOKABLE_SERVICES.has(service) ? undefined : t('comingSoon.short'))}
      />
      <div className="search-panel" role="tabpanel" id={panelId} aria-labelledby={tabId(selected)}>
        {remote ? (
          <SearchFormSlot key={selected} service={selected} remote={remote} due={formDue} />
        ) : (
          <ServicePageLink service={selected}>{t('comingSoon.lead', { agency: agency.agencyName })}</ServicePageLink>
        )}
      </div>
    </div>
  );
}
