import { useTranslation } from 'react-i18next';
import { Ban } from 'lucide-react';
import type { FlightBooking } from '@travel/contracts';
import { selectAgency, useAppSelector } from '@travel/store';
import { Ltr } from '@travel/ui';
import { AgencyHeader, BookingReference, FareBrandRules, PaymentRecord, TicketedPassengers } from '@travel/ui/booking';
import { TripItinerary } from '../reservation/TripItinerary';
import { tripTitle } from '../tripTitle';

/**
 * The printable e-ticket of a flight booking: the agency's logo and contacts (as the hotel
 * voucher), the record locator, each passenger's e-ticket number, the flights, the fare's bags
 * and rules, and what was paid. Printing shows it alone (the kit's voucher.css prints `.voucher`).
 */
export function ETicket({ booking }: { booking: FlightBooking }) {
  const { t } = useTranslation('flights');
  const agency = useAppSelector(selectAgency);
  const isCancelled = booking.status === 'cancelled';
  return (
    <article className="voucher eticket card" aria-labelledby="eticket-title">
      <AgencyHeader />
      <div className="voucher-heading">
        <h2 id="eticket-title">{t('eticket.title', { trip: tripTitle(booking.outbound) })}</h2>
        <p className="voucher-reference">
          {t('eticket.pnr')} <strong className="record-locator"><Ltr>{booking.pnr}</Ltr></strong>
        </p>
        <p className={`status-badge status-${booking.status}`}>{t(`eticket.status.${booking.status}`)}</p>
      </div>
      <p className="eticket-reference">
        {t('eticket.reference')} <BookingReference reference={booking.reference} />
      </p>
      {isCancelled ? (
        <p className="voucher-cancelled">
          <Ban aria-hidden="true" size={20} />
          <span>{t('eticket.cancelledNotice')}</span>
        </p>
      ) : null}

      <section className="voucher-section" aria-labelledby="eticket-passengers">
        <h3 id="eticket-passengers">{t('eticket.passengersTitle')}</h3>
        <TicketedPassengers passengers={booking.passengers} />
      </section>

      <section className="voucher-section" aria-labelledby="eticket-flights">
        <h3 id="eticket-flights">{t('eticket.flightsTitle')}</h3>
        <TripItinerary outbound={booking.outbound} inbound={booking.inbound} />
      </section>

      <section className="voucher-section" aria-labelledby="eticket-fare">
        <h3 id="eticket-fare">{t('reservation.brand', { brand: t(`brands.names.${booking.brand.brand}`), cabin: t(`cabins.${booking.brand.cabin}`) })}</h3>
        <FareBrandRules brand={booking.brand} />
      </section>

      <section className="voucher-section" aria-labelledby="eticket-paid">
        <h3 id="eticket-paid">{t('eticket.paidTitle')}</h3>
        <PaymentRecord booking={booking} baseLabel={t('checkout.summary.fares')} />
      </section>
      <footer className="voucher-footer">
        <p>{t(isCancelled ? 'eticket.footerCancelled' : 'eticket.footer', { agency: agency?.agencyName ?? '' })}</p>
      </footer>
    </article>
  );
}
