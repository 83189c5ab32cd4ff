import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CalendarDays, MapPin } from 'lucide-react';
import { serviceByKey, type TripTiming } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { SERVICE_ICONS } from '@travel/ui';
import { BookingReference, formatMinor } from '@travel/ui/booking';
import { tripPath } from './paths';
import { ServiceLabel } from './ServiceLabel';
import { tripDates } from './tripDates';
import type { TripListing } from './tripTabs';

/** One booking of any service in the My Trips list, from its shared summary: enough to recognise the trip, and a link to its detail. */
export function TripCard({ booking, timing }: { booking: TripListing; timing: TripTiming }) {
  const { t } = useTranslation('account');
  const language = useAppSelector(selectLanguage);
  const { summary } = booking;
  return (
    <article className="trip-card card">
      {summary.thumbnail ? (
        <img className="trip-card-photo" src={summary.thumbnail} alt="" width={320} height={180} loading="lazy" />
      ) : (
        <TripCardIcon service={booking.service} />
      )}
      <div className="trip-card-body">
        <ServiceLabel service={booking.service} />
        <div className="trip-card-top">
          <h3 dir="auto">
            <Link to={tripPath(booking.reference)}>{summary.title}</Link>
          </h3>
          <span className={`status-badge status-${timing === 'past' ? 'past' : booking.status}`}>{t(`trips.status.${timing}`)}</span>
        </div>
        {summary.subtitle ? <p className="trip-card-subtitle" dir="auto">{summary.subtitle}</p> : null}
        {summary.places.length > 0 ? (
          <p className="trip-card-line">
            <MapPin aria-hidden="true" size={16} /> <span dir="auto">{summary.places.join(' · ')}</span>
          </p>
        ) : null}
        <p className="trip-card-line">
          <CalendarDays aria-hidden="true" size={16} />
          <span>
            {tripDates(summary, language)} · {t('trips.travellers', { count: summary.travellers })}
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

/** A booking without a picture shows its service's icon in the picture's place (same size: no shift). */
function TripCardIcon({ service }: { service: TripListing['service'] }) {
  const Icon = SERVICE_ICONS[serviceByKey(service).title];
  return (
    <div className="trip-card-photo trip-card-no-photo" aria-hidden="true">
      <Icon size={48} />
    </div>
  );
}
