import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DASHBOARD_UPCOMING_DAYS, type Dashboard } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { Ltr } from '@travel/ui';
import { BookingReference, formatMinor } from '@travel/ui/booking';
import { ServiceName } from '../bookings/BookingParts';
import { shortDayRange } from '../lists/format';

/** The confirmed trips starting soonest, each opening its booking. */
export function UpcomingTrips({ trips }: { trips: Dashboard['upcoming'] }) {
  const { t } = useTranslation('command');
  const language = useAppSelector(selectLanguage);
  const headingId = useId();
  return (
    <section className="card dashboard-upcoming" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('dashboard.upcoming.heading')}</h2>
      {trips.length === 0 ? (
        <p className="list-muted">{t('dashboard.upcoming.empty', { days: DASHBOARD_UPCOMING_DAYS })}</p>
      ) : (
        <ul className="dashboard-list">
          {trips.map((trip) => (
            <li key={trip.reference}>
              <Link to={`/bookings/${trip.reference}`}>
                <BookingReference reference={trip.reference} />
              </Link>
              <span dir="auto">{trip.title}</span>
              <span className="list-secondary">
                <ServiceName service={trip.service} /> · <span dir="auto">{trip.traveller.name}</span>
              </span>
              <span className="list-secondary">
                {shortDayRange(trip.travelStart, trip.travelEnd, language)} · <Ltr>{formatMinor(trip.total.amount, trip.total.currency, language)}</Ltr>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
