import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { FLIGHTS_BASE_PATH, flightResultsPath, parseFlightDetails, type FlightDetailsQuery } from '@travel/contracts';
import { selectCurrency, useAppSelector } from '@travel/store';
import { Skeleton, apiProblem } from '@travel/ui';
import { SearchProblem } from '@travel/ui/search';
import { FareBrands } from './FareBrands';
import { JourneyItinerary } from './JourneyItinerary';
import '../flights.css';
import { NoFlightChosen } from '../NoFlightChosen';
import { useFlightLegs } from '../useFlightLegs';

/** /flight-details: the chosen flights and their fare brands, so the rules are seen before paying. */
export default function DetailsPage() {
  const { t } = useTranslation('flights');
  const [params] = useSearchParams();
  const choice = useMemo(() => parseFlightDetails(params), [params]);
  if (!choice) return <NoFlightChosen />;
  return <Details choice={choice} />;
}

function Details({ choice }: { choice: FlightDetailsQuery }) {
  const { t } = useTranslation('flights');
  const currency = useAppSelector(selectCurrency);
  const { outbound: _outbound, inbound: _inbound, currency: _chosenIn, ...search } = choice;
  // The results' own search (RTK Query's cache has it when the traveller came from there), priced in today's currency.
  const legs = useFlightLegs({ ...search, currency }, choice.inbound !== undefined);
  const data = legs.answer;
  const resultsPath = flightResultsPath(search);
  const outbound = data?.outbound.find((journey) => journey.key === choice.outbound);
  const inbound = choice.inbound ? legs.inbound?.find((journey) => journey.key === choice.inbound) : undefined;
  const problem = legs.isError ? apiProblem(legs.error) : undefined;

  let body;
  if (problem && !legs.isFetching) {
    body = <SearchProblem problem={problem} retry={legs.refetch} namespace="flights" />;
  } else if (!data || (choice.inbound && legs.inbound === undefined)) {
    body = (
      <div className="details-skeleton" role="status">
        <span className="visually-hidden">{t('details.loading')}</span>
        <Skeleton height={220} />
        <Skeleton height={320} />
      </div>
    );
  } else if (!outbound || (choice.inbound && !inbound)) {
    body = (
      <div className="notice card" role="alert">
        <h2>{t('details.goneTitle')}</h2>
        <p>{t('details.goneText')}</p>
        <Link className="btn btn-primary" to={resultsPath}>
          {t('details.backToResults')}
        </Link>
      </div>
    );
  } else {
    body = (
      <>
        <JourneyItinerary title={t('details.outbound')} journey={outbound} />
        {inbound ? <JourneyItinerary title={t('details.inbound')} journey={inbound} /> : null}
        <FareBrands choice={{ ...choice, currency }} outbound={outbound} inbound={inbound} />
      </>
    );
  }

  return (
    <div className="flights-page container flight-details">
      <p className="flight-details-back">
        <Link to={resultsPath}>
          <ArrowLeft aria-hidden="true" size={16} className="flip-rtl" />
          {t('details.backToResults')}
        </Link>
      </p>
      <h1>{data ? t('details.title', { from: data.from.city, to: data.to.city }) : t('details.titleLoading')}</h1>
      {body}
    </div>
  );
}
