import { useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DEALS_TAB_PARAM, type Agency, dealStayWindow } from '@travel/contracts';
import { DealPanel } from './DealPanel';
import { ServiceTabList } from './ServiceTabList';
import { dealServices, selectedDealTab, tabQueryValue, type DealService } from './dealTabs';

/**
 * SPEC 2.4: 'Product Deals', one tab per enabled service. The selected tab lives in the URL
 * (`?tab=`), so a link, 'Reveal Price' or the back button lands on the same tab.
 */
export function DealsSection({ agency, ref }: { agency: Agency; ref?: Ref<HTMLElement> }) {
  const { t } = useTranslation('deals');
  const [params, setParams] = useSearchParams();
  const id = useId();
  // One stay window per visit, so the request (and its cache entry) stays the same.
  const [stay] = useState(() => dealStayWindow(new Date()));
  const services = dealServices(agency);
  const selected = selectedDealTab(services, params.get(DEALS_TAB_PARAM));
  if (!selected) return null;

  const tabId = (service: DealService) => `${id}-tab-${tabQueryValue(service).replace(/\s/g, '-')}`;
  const panelId = `${id}-panel`;
  const select = (service: DealService) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(DEALS_TAB_PARAM, tabQueryValue(service));
        return next;
      },
      { replace: true },
    );

  return (
    <section ref={ref} className="deals container" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="section-heading">
        {t('heading')}
      </h2>
      <ServiceTabList services={services} selected={selected} onSelect={select} label={t('tabs')} tabId={tabId} panelId={panelId} className="deal-tabs" />
      <div className="deals-panel" role="tabpanel" id={panelId} aria-labelledby={tabId(selected)}>
        <DealPanel service={selected} agency={agency} params={params} stay={stay} />
      </div>
    </section>
  );
}
