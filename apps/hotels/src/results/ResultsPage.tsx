import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Info, RotateCcw, SlidersHorizontal, X } from 'lucide-react';
import {
  HOTEL_SEARCH_DEFAULTS,
  HOTELS_BASE_PATH,
  hasResultsFilters,
  hotelResultsPath,
  parseHotelResults,
  type HotelResultsFilters,
  type HotelResultsQuery,
  type HotelResultsSort,
  type HotelSearchRequest,
} from '@travel/contracts';
import { selectCurrency, selectLanguage, useAppSelector } from '@travel/store';
import { Pagination, SortSelect, formatDay, pageCountOf } from '@travel/ui/search';
import { failureText, useHotelSearchQuery } from '../api';
import { HotelSearchForm } from '../form/HotelSearchForm';
import { initialDraft } from '../form/searchDraft';
import { FiltersPanel } from './FiltersPanel';
import { ResultCard } from './ResultCard';
import { ResultsSkeleton } from './ResultsSkeleton';
import '../hotels.css';

const SORTS: readonly HotelResultsSort[] = ['price', 'rating', 'distance'];

function searchRequest(query: HotelResultsQuery, currency: string): HotelSearchRequest {
  return {
    destination: query.destination,
    checkIn: query.checkIn,
    checkOut: query.checkOut,
    rooms: query.rooms,
    currency,
    filters: query.filters,
    sort: query.sort,
    page: query.page,
    pageSize: HOTEL_SEARCH_DEFAULTS.pageSize,
  };
}

/** /booknow/hotels/search-details without a usable search: say so and offer the form. */
function MissingSearch() {
  const { t } = useTranslation('hotels');
  const [initial] = useState(() => initialDraft(undefined, new Date()));
  return (
    <div className="hotels-page container">
      <div className="notice card" role="alert">
        <h1>{t('results.missingTitle')}</h1>
        <p>{t('results.missingText')}</p>
      </div>
      <div className="card hotels-search-card">
        <HotelSearchForm initial={initial} />
      </div>
    </div>
  );
}

/** /booknow/hotels/search-details: everything comes from the URL, and every change writes it. */
export default function ResultsPage() {
  const [params] = useSearchParams();
  const query = useMemo(() => parseHotelResults(params), [params]);
  if (!query) return <MissingSearch />;
  return <Results query={query} />;
}

function Results({ query }: { query: HotelResultsQuery }) {
  const { t } = useTranslation('hotels');
  const navigate = useNavigate();
  const language = useAppSelector(selectLanguage);
  const currency = useAppSelector(selectCurrency);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const request = useMemo(() => searchRequest(query, currency), [query, currency]);
  // `data` keeps the last answer while a filter change fetches: the list stays, dimmed.
  const { data, error, isError, isFetching, refetch } = useHotelSearchQuery(request);

  // A new page starts at the top of the list, where the heading takes the focus.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(query.page);
  useEffect(() => {
    if (shownPage.current === query.page) return;
    shownPage.current = query.page;
    titleRef.current?.focus();
    titleRef.current?.scrollIntoView?.({ block: 'start' });
  }, [query.page]);

  const go = (change: Partial<HotelResultsQuery>) => navigate(hotelResultsPath({ ...query, page: 1, ...change }));
  const setFilters = (filters: HotelResultsFilters) => go({ filters });
  const filtered = hasResultsFilters(query.filters);
  const draftKey = `${query.place}|${query.checkIn}|${query.checkOut}|${JSON.stringify(query.rooms)}|${JSON.stringify(query.destination)}`;
  const activeFilters = Object.values(query.filters).filter((value) => value !== undefined && !(Array.isArray(value) && value.length === 0)).length;

  const stay = data?.stay;
  const capped = stay !== undefined && stay.end !== query.checkOut;
  const pageCount = data ? pageCountOf(data.total, data.pageSize) : 1;

  let body;
  if (isError && !isFetching) {
    body = (
      <div className="notice card" role="alert">
        <h2>{t('results.errorTitle')}</h2>
        <p>{failureText(error) || t('results.errorText')}</p>
        <button type="button" className="btn btn-primary" onClick={() => void refetch()}>
          <RotateCcw aria-hidden="true" size={18} />
          {t('results.retry')}
        </button>
      </div>
    );
  } else if (!data || !stay) {
    body = <ResultsSkeleton />;
  } else if (data.results.length === 0 && isFetching) {
    body = <ResultsSkeleton />;
  } else if (data.results.length === 0) {
    body = (
      <div className="notice card" role="status">
        <h2>{t('results.emptyTitle')}</h2>
        <p>{filtered ? t('results.emptyFiltered') : t('results.emptyText')}</p>
        {filtered ? (
          <button type="button" className="btn btn-primary" onClick={() => setFilters({})}>
            {t('filters.clear')}
          </button>
        ) : null}
      </div>
    );
  } else {
    const stayLink = { checkIn: stay.start, checkOut: stay.end, nights: stay.nights };
    body = (
      <>
        <ol className="results-list" aria-busy={isFetching} aria-labelledby="results-title">
          {data.results.map((result, index) => (
            <li key={result.hotelId}>
              <ResultCard result={result} stay={stayLink} rooms={query.rooms} eager={index < 2} />
            </li>
          ))}
        </ol>
        <Pagination
          page={query.page}
          pageCount={pageCount}
          hrefFor={(page) => hotelResultsPath({ ...query, page })}
          label={t('results.pages')}
        />
      </>
    );
  }

  return (
    <div className="hotels-page hotels-results-page">
      <div className="results-search-bar">
        <div className="container">
          <HotelSearchForm key={draftKey} initial={initialDraft(query, new Date())} compact kept={{ sort: query.sort, filters: query.filters }} />
        </div>
      </div>
      <div className="container results-layout">
        <aside className={`results-filters card${filtersOpen ? ' is-open' : ''}`} id="hotel-filters" aria-labelledby="hotel-filters-title">
          <div className="results-filters-head">
            <h2 id="hotel-filters-title">{t('filters.title')}</h2>
            {filtered ? (
              <button type="button" className="link-button" onClick={() => setFilters({})}>
                {t('filters.clear')}
              </button>
            ) : null}
            <button type="button" className="icon-button results-filters-close" aria-label={t('filters.close')} onClick={() => setFiltersOpen(false)}>
              <X aria-hidden="true" size={20} />
            </button>
          </div>
          <FiltersPanel filters={query.filters} facets={data?.facets} currency={currency} onChange={setFilters} />
        </aside>
        <section className="results-main" aria-labelledby="results-title">
          <div className="results-head">
            <div>
              <h1 id="results-title" className="results-title" ref={titleRef} tabIndex={-1}>
                {query.place ? t('results.titleIn', { place: query.place }) : t('results.title')}
              </h1>
              <p className="results-summary" aria-live="polite">
                {data && !isFetching ? t('results.count', { count: data.total }) : isFetching ? t('results.updating') : ''}
              </p>
            </div>
            <div className="results-tools">
              <button
                type="button"
                className="btn btn-outline results-filters-toggle"
                aria-expanded={filtersOpen}
                aria-controls="hotel-filters"
                onClick={() => setFiltersOpen((open) => !open)}
              >
                <SlidersHorizontal aria-hidden="true" size={18} />
                {activeFilters > 0 ? t('filters.toggleCount', { count: activeFilters }) : t('filters.toggle')}
              </button>
              <SortSelect<HotelResultsSort>
                label={t('sort.label')}
                value={query.sort}
                options={SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
                onChange={(sort) => go({ sort })}
              />
            </div>
          </div>
          {capped && stay ? (
            <p className="field-note results-capped">
              <Info aria-hidden="true" size={16} />
              {t('results.capped', { count: stay.nights, date: formatDay(stay.end, language) })}
            </p>
          ) : null}
          {body}
          <p className="results-back">
            <Link to={`${HOTELS_BASE_PATH}/search`}>{t('results.newSearch')}</Link>
          </p>
        </section>
      </div>
    </div>
  );
}
