import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CalendarDays, MapPin } from 'lucide-react';
import type { Booking, TripTiming } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { formatDay } from '@travel/ui/search';
import { BookingReference, formatMinor } from '@travel/ui/booking';
import { tripPath } from './paths';

/** One booking in the My Trips list: enough to recognise the trip, and a link to its detail. */
export function TripCard({ booking, timing }: { booking: Booking; timing: TripTiming }) {
  const { t } = useTranslation('account');
  const language = useAppSelector(selectLanguage);
  const { hotel, stay } = booking;
  return (
    <article className="trip-card card">
      <img className="trip-card-photo" src={hotel.heroImage} alt="" width={320} height={180} loading="lazy" />
      <div className="trip-card-body">
        <div className="trip-card-top">
          <h3 dir="auto">
            <Link to={tripPath(booking.reference)}>{hotel.name}</Link>
          </h3>
          <span className={`status-badge status-${timing === 'past' ? 'past' : booking.status}`}>{t(`trips.status.${timing}`)}</span>
        </div>
        <p className="trip-card-line">
          <MapPin aria-hidden="true" size={16} /> <span dir="auto">{hotel.city}</span>
        </p>
        <p className="trip-card-line">
          <CalendarDays aria-hidden="true" size={16} />
          <span>
            {formatDay(stay.start, language)} – {formatDay(stay.end, language)} · {t('trips.nights', { count: stay.nights })}
          </span>
        </p>
        <dl className="trip-card-facts">
          <div>
            <dt>{t('trips.reference')}</dt>
            <dd><BookingReference reference={booking.reference} /></dd>
          </div>
          <div>
            <dt>{t('trips.totalPaid')}</dt>
            <dd>{formatMinor(booking.price.totalRate, booking.price.currency, language)}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
