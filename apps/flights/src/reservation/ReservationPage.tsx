import { Suspense, lazy, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { FLIGHTS_BASE_PATH, parseFlightReservation, usesCommandCenter, type FlightQuote, type FlightReservationQuery } from '@travel/contracts';
import { selectCurrency, selectUser, useAppSelector } from '@travel/store';
import { FareBrandRules, FreshQuote } from '@travel/ui/booking';
import { useFlightQuoteQuery } from '../bookingApi';
import { PassengerPrices } from './PassengerPrices';
import { flightCheckoutPath, flightQuoteRequest, reservationBackLinks } from './selection';
import { TripItinerary } from './TripItinerary';
import '../flights.css';
import './reservation.css';
import { NoFlightChosen } from '../NoFlightChosen';

// Agents only (issue 22): a traveller's page never downloads it. It sends the checkout's own quote request.
const AddToProposalButton = lazy(() => import('@travel/ui/proposal').then((m) => ({ default: m.AddToProposalButton })));

/** From this few seats left, the review says so. */
const FEW_SEATS = 5;

/** /booknow/flights/reservation-details: the trip reviewed from a fresh quote before the passengers' details and paying. */
export default function ReservationPage() {
  const { t } = useTranslation('flights');
  const [params] = useSearchParams();
  const reservation = useMemo(() => parseFlightReservation(params), [params]);
  if (!reservation) return <NoFlightChosen />;
  return <Reservation reservation={reservation} />;
}

function Reservation({ reservation }: { reservation: FlightReservationQuery }) {
  const { t } = useTranslation('flights');
  const currency = useAppSelector(selectCurrency);
  // Never a cached price: the review asks the server every time it opens.
  const quote = useFlightQuoteQuery(flightQuoteRequest(reservation, currency), { refetchOnMountOrArgChange: true });
  const back = reservationBackLinks(reservation);
  return (
    <div className="flights-page container flight-reservation">
      <p className="flight-details-back">
        <Link to={back.details}>
          <ArrowLeft aria-hidden="true" size={16} className="flip-rtl" />
          {t('reservation.back')}
        </Link>
      </p>
      <h1>{t('reservation.title')}</h1>
      <FreshQuote query={quote} chooseAnother={{ to: back.results, label: t('details.backToResults') }} notFoundText={t('reservation.gone')}>
        {(fresh) => <Review quote={fresh} reservation={reservation} resultsPath={back.results} />}
      </FreshQuote>
    </div>
  );
}

function Review({ quote, reservation, resultsPath }: { quote: FlightQuote; reservation: FlightReservationQuery; resultsPath: string }) {
  const { t } = useTranslation('flights');
  const currency = useAppSelector(selectCurrency);
  const user = useAppSelector(selectUser);
  const agent = user !== null && usesCommandCenter(user);
  if (!quote.bookable) {
    return (
      <div className="notice card" role="alert">
        <h2>{t('reservation.soldOutTitle')}</h2>
        <p>{t('reservation.soldOut')}</p>
        <Link className="btn btn-primary" to={resultsPath}>
          {t('details.backToResults')}
        </Link>
      </div>
    );
  }
  const brandName = t(`brands.names.${quote.brand.brand}`);
  return (
    <>
      <TripItinerary outbound={quote.outbound} inbound={quote.inbound} />
      <section className="card reservation-section" aria-labelledby="reservation-brand">
        <h2 id="reservation-brand">{t('reservation.brand', { brand: brandName, cabin: t(`cabins.${quote.brand.cabin}`) })}</h2>
        <FareBrandRules brand={quote.brand} />
      </section>
      <section className="card reservation-section" aria-labelledby="reservation-price">
        <h2 id="reservation-price">{t('reservation.priceTitle')}</h2>
        <PassengerPrices quote={quote} />
        {quote.seatsLeft <= FEW_SEATS ? <p className="fare-brand-seats">{t('brands.seatsLeft', { count: quote.seatsLeft })}</p> : null}
      </section>
      <p className="reservation-continue">
        <Link className="btn btn-primary" to={flightCheckoutPath(reservation)}>
          {t('reservation.continue')}
        </Link>
        {agent ? (
          <Suspense fallback={null}>
            <AddToProposalButton offer={{ service: 'flights', offer: flightQuoteRequest(reservation, currency) }} />
          </Suspense>
        ) : null}
      </p>
    </>
  );
}
