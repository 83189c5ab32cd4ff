import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Info } from 'lucide-react';
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
import { pageCall, selectCurrency, selectLanguage, useAppSelector, usePageData } from '@travel/store';
import { apiProblem } from '@travel/ui';
import { Pagination, ResultsLayout, SearchProblem, activeFilterCount, formatDay, formatDayRange, pageCountOf, partySize } from '@travel/ui/search';
import { hotelsApi, useHotelSearchQuery } from '../api';
import { HotelSearchForm } from '../form/HotelSearchForm';
import { initialDraft } from '../form/searchDraft';
import { cappedStay } from './cappedStay';
import { FiltersPanel } from './FiltersPanel';
import { ResultCard } from './ResultCard';
import { ResultsSkeleton } from './ResultsSkeleton';
import { isSearchFormProblem } from './searchFormProblem';
import '../hotels.css';

const SORTS: readonly HotelResultsSort[] = ['price', 'rating', 'distance'];
/** A price range is one filter to the traveller, however many of its ends are set. */
const FILTER_GROUPS = [['priceMin', 'priceMax']] as const;

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
      <div className="card service-search-card">
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
  const { t: ts } = useTranslation('search');
  const navigate = useNavigate();
  const language = useAppSelector(selectLanguage);
  const currency = useAppSelector(selectCurrency);
  const request = useMemo(() => searchRequest(query, currency), [query, currency]);
  usePageData(pageCall(hotelsApi.endpoints.hotelSearch, request));
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

  const party = partySize(query.rooms);
  const guests = t('results.guests', { count: party.adults + party.children });
  const summary = [
    query.place || t('results.title'),
    formatDayRange(query.checkIn, query.checkOut, language),
    party.rooms > 1 ? `${ts('rooms.roomCount', { count: party.rooms })}${ts('rooms.separator')}${guests}` : guests,
  ];

  const stay = data?.stay;
  const capped = cappedStay(query, stay);
  const pageCount = data ? pageCountOf(data.total, data.pageSize) : 1;

  const problem = isError ? apiProblem(error) : undefined;
  let body;
  if (problem && !isFetching) {
    body = <SearchProblem problem={problem} retry={() => void refetch()} namespace="hotels" atForm={isSearchFormProblem(problem)} />;
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
              <ResultCard result={result} stay={stayLink} rooms={query.rooms} eager={index < 2} from={query} />
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
      <ResultsLayout<HotelResultsFilters, HotelResultsSort>
        searchForm={<HotelSearchForm key={draftKey} initial={initialDraft(query, new Date())} compact kept={{ sort: query.sort, filters: query.filters }} problem={problem} />}
        summary={summary}
        searchMarked={isSearchFormProblem(problem)}
        head={
          <>
            <h1 id="results-title" className="results-title" ref={titleRef} tabIndex={-1}>
              {query.place ? t('results.titleIn', { place: query.place }) : t('results.title')}
            </h1>
            <p className="results-count" aria-live="polite">
              {data && !isFetching ? t('results.count', { count: data.total }) : isFetching ? t('results.updating') : ''}
            </p>
          </>
        }
        sort={{ label: t('sort.label'), value: query.sort, options: SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) })), onChange: (sort) => go({ sort }) }}
        filters={{
          value: query.filters,
          empty: {},
          active: activeFilterCount(query.filters, FILTER_GROUPS),
          onApply: setFilters,
          render: ({ value, onChange, mode }) => <FiltersPanel filters={value} facets={data?.facets} currency={currency} onChange={onChange} mode={mode} />,
        }}
      >
        {capped ? (
          <p className="field-note results-capped">
            <Info aria-hidden="true" size={16} />
            {t('results.capped', { count: capped.nights, date: formatDay(capped.end, language) })}
          </p>
        ) : null}
        {body}
        <p className="results-back">
          <Link to={`${HOTELS_BASE_PATH}/search`}>{t('results.newSearch')}</Link>
        </p>
      </ResultsLayout>
    </div>
  );
}
