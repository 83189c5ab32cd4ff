import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { selectLanguage, useAppSelector } from '@travel/store';
import { BookingReference } from '@travel/ui/booking';
import { ServiceLabel } from './ServiceLabel';
import { tripDates } from './tripDates';
import type { TripListing } from './tripTabs';

/** A booking of a service without a detail of its own in My Trips: what its shared summary says. Its voucher is on its confirmation page. */
export function TripSummaryDetail({ booking }: { booking: Pick<TripListing, 'service' | 'reference' | 'summary'> }) {
  const { t } = useTranslation('account');
  const language = useAppSelector(selectLanguage);
  const titleId = useId();
  const { summary } = booking;
  return (
    <section className="trip-summary card" aria-labelledby={titleId}>
      <ServiceLabel service={booking.service} />
      <h2 id={titleId} dir="auto">{summary.title}</h2>
      {summary.subtitle ? <p className="trip-summary-subtitle" dir="auto">{summary.subtitle}</p> : null}
      <dl className="trip-summary-facts">
        {summary.places.length > 0 ? (
          <div>
            <dt>{t('trips.summary.places')}</dt>
            <dd dir="auto">{summary.places.join(' · ')}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('trips.summary.dates')}</dt>
          <dd>{tripDates(summary, language)}</dd>
        </div>
        <div>
          <dt>{t('trips.summary.travellers')}</dt>
          <dd>{t('trips.travellers', { count: summary.travellers })}</dd>
        </div>
        <div>
          <dt>{t('trips.reference')}</dt>
          <dd><BookingReference reference={booking.reference} /></dd>
        </div>
      </dl>
    </section>
  );
}
