import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RotateCw } from 'lucide-react';
import { SEARCHED_SERVICES, SEARCH_LIMITS, dateTimeFormat, serviceByKey, type AgencySearch, type SearchedService, type TopDestination } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { SERVICE_ICONS, SERVICE_LABEL_KEYS } from '@travel/ui';
import { SelectField, formatMinor } from '@travel/ui/booking';
import { ListFrame, usePageHref } from '../lists/ListFrame';
import { TableFrame } from '../lists/TableFrame';
import { shortDayRange } from '../lists/format';
import { usePhoneList } from '../lists/phone';
import { useFocusOnChange, useListState } from '../lists/useListState';
import { useAgencySearchesQuery } from './searchesApi';
import { readSearchList, searchListQuery, searchListSearch } from './searchList';
import './searches.css';

/** 'Hotels', 'Flights' in the page's language. */
function useServiceName() {
  const { t } = useTranslation('common');
  return (service: SearchedService) => t(SERVICE_LABEL_KEYS[serviceByKey(service).title]);
}

/** /searches: what the agency's site was searched for, the most searched destinations first, each search one click from running again. */
export function SearchesPage() {
  const { t } = useTranslation('command');
  const serviceName = useServiceName();
  const [state, go] = useListState(readSearchList, searchListSearch);
  const heading = useFocusOnChange<HTMLHeadingElement>(state.page);
  const list = useAgencySearchesQuery(searchListQuery(state));
  const pageHref = usePageHref(state, searchListSearch);
  const phone = usePhoneList();

  return (
    <div className="account-page container command-list">
      <h1 ref={heading} tabIndex={-1}>{t('areas.searches')}</h1>
      <p className="account-intro">{t('searches.intro')}</p>
      {list.data ? <TopDestinations top={list.data.topDestinations} /> : null}
      <form className="list-filters card" aria-label={t('searches.filterLabel')} onSubmit={(event) => event.preventDefault()}>
        <SelectField path="service" label={t('searches.service')} value={state.service} onValue={(value) => go(readSearchList(new URLSearchParams({ service: value })))}>
          <option value="">{t('searches.allServices')}</option>
          {SEARCHED_SERVICES.map((service) => (
            <option key={service} value={service}>{serviceName(service)}</option>
          ))}
        </SelectField>
      </form>
      <ListFrame
        list={list}
        count={(total) => t('searches.count', { count: total })}
        empty={
          <div className="list-empty card">
            <p>{t('searches.empty')}</p>
          </div>
        }
        loadFailedTitle={t('searches.loadFailed')}
        pageHref={pageHref}
        pagesLabel={t('searches.pages')}
        rows={({ searches }) => (phone ? <SearchCards searches={searches} /> : <SearchesTable searches={searches} />)}
      />
    </div>
  );
}

/** The most searched destinations of the last 30 days, a card per service, each with a bar for its share. */
function TopDestinations({ top }: { top: readonly TopDestination[] }) {
  const { t } = useTranslation('command');
  const serviceName = useServiceName();
  const titleId = useId();
  const services = SEARCHED_SERVICES.filter((service) => top.some((row) => row.service === service));
  if (services.length === 0) return null;
  return (
    <section className="searches-top" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('searches.topTitle', { days: SEARCH_LIMITS.recentDays })}</h2>
      <div className="searches-top-grid">
        {services.map((service) => {
          const rows = top.filter((row) => row.service === service);
          const most = Math.max(...rows.map((row) => row.searches));
          const Icon = SERVICE_ICONS[serviceByKey(service).title];
          return (
            <article key={service} className="searches-top-card card">
              <h3>
                <Icon aria-hidden="true" size={20} />
                {serviceName(service)}
              </h3>
              <ol className="searches-top-list">
                {rows.map((row) => (
                  <li key={row.destination}>
                    <span className="searches-top-name" dir="auto">{row.destination}</span>
                    <span className="searches-top-count">{t('searches.searchCount', { count: row.searches })}</span>
                    <span className="searches-top-bar" aria-hidden="true">
                      <span style={{ inlineSize: `${Math.max(4, Math.round((row.searches / most) * 100))}%` }} />
                    </span>
                  </li>
                ))}
              </ol>
            </article>
          );
        })}
      </div>
    </section>
  );
}

const SEARCHED_AT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' };

/** What every row and card shows of a search, in the page's language. */
function useSearchFacts(search: AgencySearch) {
  const { t } = useTranslation('command');
  const language = useAppSelector(selectLanguage);
  const serviceName = useServiceName();
  const { trip, lowest } = search;
  return {
    when: dateTimeFormat(language, SEARCHED_AT).format(new Date(search.searchedAt)),
    service: serviceName(search.service),
    dates: trip.end === null ? t('searches.oneWay', { day: shortDayRange(trip.start, trip.start, language) }) : shortDayRange(trip.start, trip.end, language),
    party: trip.rooms ? t('searches.partyRooms', { count: trip.travellers, rooms: t('searches.rooms', { count: trip.rooms }) }) : t('searches.party', { count: trip.travellers }),
    price: lowest ? (
      <>
        <span>{formatMinor(lowest.traveller, lowest.currency, language)}</span>
        {lowest.wholesale !== undefined ? <span className="list-muted searches-net">{t('searches.wholesale', { amount: formatMinor(lowest.wholesale, lowest.currency, language) })}</span> : null}
      </>
    ) : (
      <span className="list-muted">{t('searches.nothingFound')}</span>
    ),
  };
}

/** "Search again", named after the search it runs for a screen reader's list of links. */
function SearchAgain({ search, dates }: { search: AgencySearch; dates: string }) {
  const { t } = useTranslation('command');
  return (
    <Link className="btn btn-outline searches-again" to={search.path}>
      <RotateCw aria-hidden="true" size={16} />
      {t('searches.again')}
      <span className="visually-hidden">{t('searches.againContext', { destination: search.destination, dates })}</span>
    </Link>
  );
}

const COLUMNS = ['when', 'service', 'destination', 'dates', 'party', 'lowest'] as const;

function SearchesTable({ searches }: { searches: readonly AgencySearch[] }) {
  const { t } = useTranslation('command');
  return (
    <TableFrame label={t('searches.caption')}>
      <table className="list-table searches-table">
        <caption className="visually-hidden">{t('searches.caption')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">{t(`searches.columns.${column}`)}</th>
            ))}
            <th scope="col"><span className="visually-hidden">{t('searches.columns.again')}</span></th>
          </tr>
        </thead>
        <tbody>
          {searches.map((search) => (
            <SearchRow key={search.id} search={search} />
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

function SearchRow({ search }: { search: AgencySearch }) {
  const facts = useSearchFacts(search);
  return (
    <tr>
      <td>{facts.when}</td>
      <td>{facts.service}</td>
      <th scope="row" dir="auto">{search.destination}</th>
      <td>{facts.dates}</td>
      <td>{facts.party}</td>
      <td className="list-amount searches-price">{facts.price}</td>
      <td><SearchAgain search={search} dates={facts.dates} /></td>
    </tr>
  );
}

function SearchCards({ searches }: { searches: readonly AgencySearch[] }) {
  return (
    <ul className="list-cards">
      {searches.map((search) => (
        <li key={search.id}>
          <SearchCard search={search} />
        </li>
      ))}
    </ul>
  );
}

function SearchCard({ search }: { search: AgencySearch }) {
  const { t } = useTranslation('command');
  const facts = useSearchFacts(search);
  const titleId = useId();
  return (
    <article className="list-card card" aria-labelledby={titleId}>
      <h2 id={titleId} className="list-card-title" dir="auto">{search.destination}</h2>
      <dl className="list-card-facts">
        {(['when', 'service', 'dates', 'party'] as const).map((column) => (
          <div key={column}>
            <dt>{t(`searches.columns.${column}`)}</dt>
            <dd>{facts[column]}</dd>
          </div>
        ))}
        <div>
          <dt>{t('searches.columns.lowest')}</dt>
          <dd className="searches-price">{facts.price}</dd>
        </div>
      </dl>
      <SearchAgain search={search} dates={facts.dates} />
    </article>
  );
}
