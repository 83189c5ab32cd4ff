import { useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  FLIGHTS_BASE_PATH,
  FLIGHT_SORTS,
  flightDetailsPath,
  flightResultsPath,
  parseFlightResults,
  type FlightResultsQuery,
  type FlightSort,
  type JourneyOffer,
} from '@travel/contracts';
import { selectCurrency, selectLanguage, useAppSelector } from '@travel/store';
import { apiProblem } from '@travel/ui';
import { ResultsLayout, SearchProblem, activeFilterCount, formatDay, formatDayRange, useFirstBookableDay } from '@travel/ui/search';
import { FlightSearchForm } from '../form/FlightSearchForm';
import { draftErrors, hasErrors, initialDraft } from '../form/searchDraft';
import { ChosenOutbound } from './ChosenOutbound';
import { FiltersPanel } from './FiltersPanel';
import { JourneyCard } from './JourneyCard';
import { NO_FILTERS, matchesFilters, sortJourneys, type JourneyFilters, type ListedJourney } from './journeyList';
import { ResultsSkeleton } from './ResultsSkeleton';
import { cheapestFare, cheapestTrip } from './tripPrice';
import { JOURNEYS_PER_PAGE, useListedJourneys } from './useListedJourneys';
import { useFlightLegs } from '../useFlightLegs';
import '../flights.css';

/** The query parameter holding the outbound journey chosen on a return trip: Back returns to the outbound list. */
const OUTBOUND_PARAM = 'outbound';
/** A price range is one filter to the traveller, however many of its ends are set. */
const FILTER_GROUPS = [['priceMin', 'priceMax']] as const;

/** /booknow/flights/search-details without a search that can be searched: say so and offer the form. */
function UnusableSearch({ query }: { query: FlightResultsQuery | undefined }) {
  const { t } = useTranslation('flights');
  const today = useFirstBookableDay();
  const [initial] = useState(() => initialDraft(query, today));
  return (
    <div className="flights-page container">
      <div className="notice card" role="alert">
        <h1>{query ? t('results.fixSearchTitle') : t('results.missingTitle')}</h1>
        <p>{query ? t('results.fixSearchText') : t('results.missingText')}</p>
      </div>
      <div className="card service-search-card">
        <FlightSearchForm initial={initial} showErrors={query !== undefined} />
      </div>
    </div>
  );
}

/** /booknow/flights/search-details: the search comes from the URL; a return trip is chosen in two steps. */
export default function ResultsPage() {
  const [params] = useSearchParams();
  const query = useMemo(() => parseFlightResults(params), [params]);
  const today = useFirstBookableDay();
  if (!query || hasErrors(draftErrors(initialDraft(query, today), today))) return <UnusableSearch query={query} />;
  return <Results query={query} />;
}

function Results({ query }: { query: FlightResultsQuery }) {
  const { t } = useTranslation('flights');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const language = useAppSelector(selectLanguage);
  const currency = useAppSelector(selectCurrency);
  const returnTrip = query.return !== undefined;
  const chosen = returnTrip ? params.get(OUTBOUND_PARAM) : null;
  // The flights back are asked for once an outbound is chosen.
  const legs = useFlightLegs({ ...query, currency }, chosen !== null);
  const data = legs.answer;

  const outbound = chosen === null ? undefined : data?.outbound.find((journey) => journey.key === chosen);
  const chooseOutbound = (journey: JourneyOffer | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (journey) next.set(OUTBOUND_PARAM, journey.key);
      else next.delete(OUTBOUND_PARAM);
      return next;
    });
  const select = (journey: JourneyOffer) => {
    if (returnTrip && !outbound) chooseOutbound(journey);
    else navigate(flightDetailsPath({ ...query, outbound: outbound?.key ?? journey.key, ...(outbound ? { inbound: journey.key } : {}), currency }));
  };

  const route = data ? t('results.route', { from: data.from.city, to: data.to.city }) : `${query.from} – ${query.to}`;
  const seats = query.adults + query.children + query.infants;
  const summary = [
    route,
    query.return ? formatDayRange(query.depart, query.return, language) : formatDay(query.depart, language),
    t('results.travellers', { count: seats }),
  ];
  const problem = legs.isError ? apiProblem(legs.error) : undefined;
  const step = outbound ? 'inbound' : 'outbound';
  const journeys = outbound ? legs.inbound ?? undefined : data?.outbound;

  return (
    <div className="flights-page flights-results-page">
      <ResultsStep
        // Each step starts with its own filters and order.
        key={step}
        query={query}
        journeys={journeys}
        currency={data?.currency ?? ''}
        returnTrip={returnTrip}
        outbound={outbound}
        onSelectIntent={outbound ? undefined : legs.prefetchInbound}
        summary={summary}
        heading={data ? t(`results.choose.${step}`, { from: step === 'outbound' ? data.from.city : data.to.city, to: step === 'outbound' ? data.to.city : data.from.city }) : t('title')}
        onSelect={select}
        body={problem && !legs.isFetching ? <SearchProblem problem={problem} retry={legs.refetch} namespace="flights" /> : !journeys ? <ResultsSkeleton /> : undefined}
      >
        {outbound ? <ChosenOutbound journey={outbound} onChange={() => chooseOutbound(undefined)} /> : null}
      </ResultsStep>
    </div>
  );
}

interface ResultsStepProps {
  query: FlightResultsQuery;
  /** This step's journeys: the outbound, or the flights back (none while they load). */
  journeys: JourneyOffer[] | undefined;
  currency: string;
  returnTrip: boolean;
  outbound: JourneyOffer | undefined;
  summary: string[];
  heading: string;
  onSelect: (journey: JourneyOffer) => void;
  /** The pointer or the focus is on a journey's Select. */
  onSelectIntent: (() => void) | undefined;
  /** What stands for the list while there is none: the skeleton, the error. */
  body: ReactNode;
  children: ReactNode;
}

/** One list of journeys (the outbound, or the flights back) with its filters and order. */
function ResultsStep({ query, journeys, currency, returnTrip, outbound, summary, heading, onSelect, onSelectIntent, body, children }: ResultsStepProps) {
  const { t } = useTranslation('flights');
  const { t: ts } = useTranslation('search');
  const [filters, setFilters] = useState<JourneyFilters>(NO_FILTERS);
  const [sort, setSort] = useState<FlightSort>('best');
  const today = useFirstBookableDay();
  const listed = useListedJourneys(JSON.stringify([filters, sort]));

  const items = useMemo<ListedJourney[]>(() => {
    if (!journeys) return [];
    if (outbound) return journeys.map((journey) => ({ journey, price: cheapestTrip(outbound, journey) }));
    return journeys.map((journey) => ({ journey, price: cheapestFare(journey) }));
  }, [journeys, outbound]);
  const shown = useMemo(() => sortJourneys(items.filter((item) => matchesFilters(item, filters)), sort), [items, filters, sort]);
  const active = activeFilterCount(filters, FILTER_GROUPS);
  const priceUnit = outbound ? t('card.unitTrip') : returnTrip ? t('card.unitOutbound') : t('card.unitOneWay');

  let list = body;
  if (!list && shown.length === 0) {
    list = (
      <div className="notice card" role="status">
        <h2>{t('results.emptyTitle')}</h2>
        <p>{active > 0 ? t('results.emptyFiltered') : t('results.emptyText')}</p>
        {active > 0 ? (
          <button type="button" className="btn btn-primary" onClick={() => setFilters(NO_FILTERS)}>
            {ts('layout.clearFilters')}
          </button>
        ) : null}
      </div>
    );
  } else if (!list) {
    list = (
      <>
        <ol ref={listed.listRef} className="results-list" aria-labelledby="results-title">
          {shown.slice(0, listed.count).map((item) => (
            <li key={item.journey.key}>
              <JourneyCard journey={item.journey} price={item.price} priceUnit={priceUnit} onSelect={onSelect} onSelectIntent={onSelectIntent} />
            </li>
          ))}
        </ol>
        {shown.length > listed.count ? (
          <p className="results-more">
            <button type="button" className="btn btn-outline" onClick={listed.showMore}>
              {t('results.showMore', { count: Math.min(JOURNEYS_PER_PAGE, shown.length - listed.count) })}
            </button>
          </p>
        ) : null}
      </>
    );
  }

  return (
    <ResultsLayout<JourneyFilters, FlightSort>
      searchForm={<FlightSearchForm key={flightResultsPath(query)} initial={initialDraft(query, today)} compact />}
      summary={summary}
      head={
        <>
          <h1 id="results-title" className="results-title" tabIndex={-1}>
            {heading}
          </h1>
          <p className="results-count" aria-live="polite">
            {journeys ? t('results.count', { count: shown.length }) : ''}
          </p>
        </>
      }
      sort={{ label: t('sort.label'), value: sort, options: FLIGHT_SORTS.map((value) => ({ value, label: t(`sort.${value}`) })), onChange: setSort }}
      filters={{
        value: filters,
        empty: NO_FILTERS,
        active,
        onApply: setFilters,
        render: ({ value, onChange, mode }) => <FiltersPanel filters={value} items={items} currency={currency} onChange={onChange} mode={mode} />,
      }}
    >
      {children}
      {list}
      <p className="results-back">
        <Link to={`${FLIGHTS_BASE_PATH}/search`}>{t('results.newSearch')}</Link>
      </p>
    </ResultsLayout>
  );
}
