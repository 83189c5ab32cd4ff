import { useTranslation } from 'react-i18next';
import { Ban } from 'lucide-react';
import type { HotelBooking } from '@travel/contracts';
import { selectAgency, selectLanguage, useAppSelector } from '@travel/store';
import { Ltr } from '../bidi/Ltr';
import { useHotelTerms } from '../hotelTerms';
import { Stars } from '../Stars';
import { BookingReference } from './BookingReference';
import { CancellationPolicy } from './CancellationPolicy';
import { formatDay } from '../search/dayFormat';
import { guestCount } from './format';
import { AgencyHeader } from './AgencyHeader';
import { PaymentRecord } from './PaymentRecord';
import './voucher.css';

/**
 * The printable voucher of a hotel booking: the agency's logo and contact details, the reference, the
 * stay, who it is for, the policy as booked and what was paid. Printing shows it alone
 * (voucher.css hides the rest of the page). A cancelled booking's voucher says so at the top
 * and asks nobody to show it at check-in.
 */
export function Voucher({ booking }: { booking: HotelBooking }) {
  const { t } = useTranslation('checkout');
  const term = useHotelTerms();
  const agency = useAppSelector(selectAgency);
  const language = useAppSelector(selectLanguage);
  const isCancelled = booking.status === 'cancelled';

  return (
    <article className="voucher card" aria-labelledby="voucher-title">
      <AgencyHeader />

      <div className="voucher-heading">
        <h2 id="voucher-title">{t('voucher.title')}</h2>
        <p className="voucher-reference">
          {t('voucher.reference')} <strong><BookingReference reference={booking.reference} /></strong>
        </p>
        <p className={`status-badge status-${booking.status}`}>{t(`voucher.status.${booking.status}`)}</p>
      </div>
      {isCancelled ? (
        <p className="voucher-cancelled">
          <Ban aria-hidden="true" size={20} />
          <span>{t('voucher.cancelledNotice')}</span>
        </p>
      ) : null}

      <section className="voucher-section" aria-labelledby="voucher-hotel">
        <h3 id="voucher-hotel" dir="auto">{booking.hotel.name}</h3>
        <Stars rating={booking.hotel.stars} label={t('voucher.stars', { stars: booking.hotel.stars })} />
        <p dir="auto">{booking.hotel.address}</p>
        <dl className="voucher-facts">
          <div>
            <dt>{t('voucher.checkIn')}</dt>
            <dd>{formatDay(booking.stay.start, language)}</dd>
          </div>
          <div>
            <dt>{t('voucher.checkOut')}</dt>
            <dd>{formatDay(booking.stay.end, language)}</dd>
          </div>
          <div>
            <dt>{t('voucher.nights')}</dt>
            <dd>{booking.stay.nights}</dd>
          </div>
          <div>
            <dt>{t('voucher.roomsAndGuests')}</dt>
            <dd>{t('voucher.roomsGuests', { rooms: t('voucher.rooms', { count: booking.rooms.length }), guests: t('voucher.guests', { count: guestCount(booking.rooms) }) })}</dd>
          </div>
          <div>
            <dt>{t('voucher.room')}</dt>
            <dd dir="auto">{term('rooms.type', booking.room.name)}</dd>
          </div>
          <div>
            <dt>{t('voucher.board')}</dt>
            <dd dir="auto">{term('boards', booking.room.board)}</dd>
          </div>
        </dl>
      </section>

      <section className="voucher-section" aria-labelledby="voucher-guests">
        <h3 id="voucher-guests">{t('voucher.guestsTitle')}</h3>
        <p>
          {t('voucher.leadTraveller')}: <strong dir="auto">{booking.leadTraveller.firstName} {booking.leadTraveller.lastName}</strong> ·{' '}
          <bdi>{booking.leadTraveller.email}</bdi> · <Ltr>{booking.leadTraveller.phone}</Ltr>
        </p>
        {booking.guests.length > 1 ? (
          <ol className="voucher-guests">
            {booking.guests.map((guest, i) => (
              <li key={i} dir="auto">
                {t('guests.room', { number: i + 1 })}: {guest.firstName} {guest.lastName}
              </li>
            ))}
          </ol>
        ) : null}
        {booking.specialRequests ? (
          <p>
            {t('requests.label')}: <span dir="auto">{booking.specialRequests}</span>
          </p>
        ) : null}
      </section>

      <section className="voucher-section" aria-labelledby="voucher-policy">
        <h3 id="voucher-policy">{t('policy.title')}</h3>
        <CancellationPolicy policy={booking.cancellation} />
      </section>

      <section className="voucher-section" aria-labelledby="voucher-paid">
        <h3 id="voucher-paid">{t('voucher.paidTitle')}</h3>
        <PaymentRecord booking={booking} baseLabel={t('summary.roomRate')} />
      </section>
      <footer className="voucher-footer">
        <p>{t(isCancelled ? 'voucher.footerCancelled' : 'voucher.footer', { agency: agency?.agencyName ?? '' })}</p>
      </footer>
    </article>
  );
}
