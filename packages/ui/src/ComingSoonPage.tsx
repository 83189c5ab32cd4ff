import { Fragment, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Clock, House } from 'lucide-react';
import { SERVICE_PATHS, bookableServices, hotelResultsPath, parseDealTrip, type DealTripRequest, type ServiceTitle } from '@travel/contracts';
import { selectAgency, selectLanguage, useAppSelector } from '@travel/store';
import { formatDayRange } from './search/dayRange';
import { DEFAULT_ROOM } from './search/rooms';
import { SERVICE_ICONS, SERVICE_LABEL_KEYS } from './services';
import './coming-soon.css';

/** Six decimals (about 10 cm) keep a point inside what the hotels results URL reads back. */
const roundCoordinate = (value: number): number => Math.round(value * 1e6) / 1e6;

/**
 * Where a service's link leads: the hotels link turns a trip with a point and dates into a
 * hotels search there for those nights (one room, as the hotel search starts); the others,
 * and a trip short of either, open the service's own page.
 */
function servicePath(service: ServiceTitle, trip: DealTripRequest): string {
  if (service !== 'Hotels' || !trip.point || !trip.stay) return SERVICE_PATHS[service];
  return hotelResultsPath({
    destination: { latitude: roundCoordinate(trip.point.latitude), longitude: roundCoordinate(trip.point.longitude) },
    place: trip.place ?? '',
    checkIn: trip.stay.start,
    checkOut: trip.stay.end,
    rooms: [{ adults: DEFAULT_ROOM.adults, childAges: [] }],
    sort: 'price',
    page: 1,
    filters: {},
  });
}

/** The place and dates the traveller came with ('Paris · Dec 10 – 14'), each isolated so either script reads in order. */
function TripLine({ trip }: { trip: DealTripRequest }) {
  const language = useAppSelector(selectLanguage);
  const parts = [trip.place, trip.stay ? formatDayRange(trip.stay.start, trip.stay.end, language) : undefined].filter((part) => part !== undefined);
  if (parts.length === 0) return null;
  return (
    <p className="coming-soon-trip">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? ' · ' : null}
          <bdi>{part}</bdi>
        </Fragment>
      ))}
    </p>
  );
}

/** The agency's services that can be booked today, or a plain word that there are none. */
function BookableServiceLinks({ services, agencyName, trip }: { services: ServiceTitle[]; agencyName: string; trip: DealTripRequest }) {
  const { t } = useTranslation();
  if (services.length === 0) return <p className="coming-soon-none">{t('comingSoon.nothingBookable', { agency: agencyName })}</p>;
  return (
    <>
      <h2>{t('comingSoon.bookNow')}</h2>
      <ul className="coming-soon-services">
        {services.map((service) => {
          const Icon = SERVICE_ICONS[service];
          return (
            <li key={service}>
              <Link to={servicePath(service, trip)} className="btn btn-primary">
                <Icon aria-hidden="true" size={18} />
                {t(SERVICE_LABEL_KEYS[service])}
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * The page of a booking service whose journey is not built yet: its name, plainly "coming
 * soon", the place and dates a deal card brought (DEAL_TRIP_PARAMS), and the ways on that work
 * today. `namespace` is the remote's translation namespace, which holds the service's title.
 */
export function ComingSoonPage({ namespace }: { namespace: string }) {
  const { t } = useTranslation(namespace);
  const agency = useAppSelector(selectAgency);
  const agencyName = agency?.agencyName ?? '';
  const [params] = useSearchParams();
  const trip = useMemo(() => parseDealTrip(params), [params]);

  return (
    <div className="coming-soon">
      <section className="coming-soon-hero">
        <div className="container">
          <div className="coming-soon-heading">
            <h1>{t('title')}</h1>
            <p className="coming-soon-status">
              <Clock aria-hidden="true" size={16} />
              {t('common:comingSoon.status')}
            </p>
          </div>
          <TripLine trip={trip} />
          <p className="coming-soon-lead">{t('common:comingSoon.lead', { agency: agencyName })}</p>
        </div>
      </section>
      <section className="container coming-soon-next">
        <BookableServiceLinks services={agency ? bookableServices(agency) : []} agencyName={agencyName} trip={trip} />
        <p className="coming-soon-home">
          <Link to="/" className="btn btn-outline">
            <House aria-hidden="true" size={18} />
            {t('common:comingSoon.home')}
          </Link>
        </p>
      </section>
    </div>
  );
}
