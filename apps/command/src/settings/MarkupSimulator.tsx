import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCHED_SERVICES, SEARCH_LIMITS, parseMarkupPercent, serviceByKey, simulatedPrice, type MarkupSample, type ServiceTitle } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { SERVICE_LABEL_KEYS, Skeleton } from '@travel/ui';
import { formatMinor } from '@travel/ui/booking';
import { TableFrame } from '../lists/TableFrame';
import { useMarkupSimulationQuery } from '../searches/searchesApi';
import type { MarkupDrafts } from './markupEdits';
import '../lists/lists.css';
import './markupSimulator.css';

/**
 * Before saving: the typed (unsaved) markup of each searched service applied to the agency's
 * own recent searches, so the agent sees what travellers would pay and what the agency would
 * earn on prices its site really showed.
 */
export function MarkupSimulator({ services, drafts }: { services: readonly ServiceTitle[]; drafts: MarkupDrafts }) {
  const { t } = useTranslation('command');
  const titleId = useId();
  const simulation = useMarkupSimulationQuery();
  const shown = SEARCHED_SERVICES.filter((service) => services.includes(serviceByKey(service).title));
  if (shown.length === 0) return null;

  let body;
  if (simulation.isLoading) body = <Skeleton height={160} />;
  else if (!simulation.data) body = <p className="list-muted">{t('simulator.loadFailed')}</p>;
  else if (simulation.data.samples.length === 0) body = <p className="list-muted">{t('simulator.empty')}</p>;
  else {
    const { samples } = simulation.data;
    body = shown.map((service) => {
      const title = serviceByKey(service).title;
      return <ServiceSimulation key={service} title={title} draft={drafts[title] ?? ''} samples={samples.filter((sample) => sample.service === service)} />;
    });
  }

  return (
    <section className="markup-simulator card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('simulator.title')}</h2>
      <p className="account-intro">{t('simulator.intro', { count: SEARCH_LIMITS.simulatorSamples, days: SEARCH_LIMITS.recentDays })}</p>
      {body}
    </section>
  );
}

function ServiceSimulation({ title, draft, samples }: { title: ServiceTitle; draft: string; samples: readonly MarkupSample[] }) {
  const { t } = useTranslation(['command', 'common']);
  const language = useAppSelector(selectLanguage);
  const name = t(`common:${SERVICE_LABEL_KEYS[title]}`);
  const parsed = parseMarkupPercent(draft);
  const caption = 'basisPoints' in parsed ? t('simulator.caption', { service: name, percent: draft.trim() }) : name;
  let body;
  if (samples.length === 0) body = <p className="list-muted">{t('simulator.noSearches', { service: name })}</p>;
  else if (!('basisPoints' in parsed)) body = <p className="list-muted">{t('simulator.invalid')}</p>;
  else {
    const money = (amount: number, currency: string) => formatMinor(amount, currency, language);
    body = (
      <TableFrame label={caption}>
        <table className="list-table markup-simulator-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('simulator.columns.search')}</th>
              <th scope="col">{t('simulator.columns.wholesale')}</th>
              <th scope="col">{t('simulator.columns.margin')}</th>
              <th scope="col">{t('simulator.columns.traveller')}</th>
            </tr>
          </thead>
          <tbody>
            {samples.map((sample, index) => {
              const price = simulatedPrice(sample, parsed.basisPoints);
              return (
                <tr key={index}>
                  <th scope="row" dir="auto">{sample.destination}</th>
                  <td className="list-amount">{money(price.wholesale, price.currency)}</td>
                  <td className="list-amount">{money(price.margin, price.currency)}</td>
                  <td className="list-amount">{money(price.traveller, price.currency)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableFrame>
    );
  }
  return (
    <div className="markup-simulator-service">
      <h3>{name}</h3>
      {body}
    </div>
  );
}
