import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlightBooking, Journey } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { Ltr } from '@travel/ui';
import { BookingReference, FareBrandRules, TicketedPassengers } from '@travel/ui/booking';
import { formatDay } from '@travel/ui/search';
import { ServiceLabel } from './ServiceLabel';

/** A journey's flights, one line each: the flight number, the airports and the local departure (straight from its airport-local time). */
function FlightLines({ journey }: { journey: Journey }) {
  const language = useAppSelector(selectLanguage);
  return (
    <ul className="trip-flight-lines">
      {journey.segments.map((segment) => (
        <li key={segment.flightNumber}>
          <Ltr>{segment.flightNumber}</Ltr> · <Ltr>{`${segment.from.code} → ${segment.to.code}`}</Ltr> · {formatDay(segment.departure.slice(0, 10), language)}{' '}
          <Ltr>{segment.departure.slice(11, 16)}</Ltr>
        </li>
      ))}
    </ul>
  );
}

/** A flight booking in My Trips: its record locator, flights, passengers with their e-ticket numbers and the fare's refund rule; the e-ticket itself is on its confirmation page. */
export function FlightTripDetail({ booking }: { booking: FlightBooking }) {
  const { t } = useTranslation('account');
  const titleId = useId();
  return (
    <section className="trip-summary card" aria-labelledby={titleId}>
      <ServiceLabel service={booking.service} />
      <h2 id={titleId} dir="auto">{booking.summary.title}</h2>
      <dl className="trip-summary-facts">
        <div>
          <dt>{t('trips.flight.pnr')}</dt>
          <dd className="record-locator"><Ltr>{booking.pnr}</Ltr></dd>
        </div>
        <div>
          <dt>{t('trips.reference')}</dt>
          <dd><BookingReference reference={booking.reference} /></dd>
        </div>
        <div>
          <dt>{t('trips.flight.outbound')}</dt>
          <dd><FlightLines journey={booking.outbound} /></dd>
        </div>
        {booking.inbound ? (
          <div>
            <dt>{t('trips.flight.inbound')}</dt>
            <dd><FlightLines journey={booking.inbound} /></dd>
          </div>
        ) : null}
      </dl>
      <h3>{t('trips.flight.passengers')}</h3>
      <TicketedPassengers passengers={booking.passengers} />
      <FareBrandRules brand={booking.brand} rules={['refund']} />
    </section>
  );
}
