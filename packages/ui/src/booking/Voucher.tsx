import { useTranslation } from 'react-i18next';
import { Ban, Mail, MapPin, Phone } from 'lucide-react';
import { agencyAddress, type HotelBooking } from '@travel/contracts';
import { selectAgency, selectLanguage, useAppSelector } from '@travel/store';
import { Ltr } from '../bidi/Ltr';
import { useHotelTerms } from '../hotelTerms';
import { Stars } from '../Stars';
import { BookingReference } from './BookingReference';
import { CancellationPolicy } from './CancellationPolicy';
import { cardBrandName } from './CardBrandIcon';
import { formatDay } from '../search/dayFormat';
import { formatMinor, guestCount } from './format';
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
  const money = (minor: number) => formatMinor(minor, booking.price.currency, language);
  const address = agency ? agencyAddress(agency) : '';
  const { payment, cancelled } = booking;
  const isCancelled = booking.status === 'cancelled';

  return (
    <article className="voucher card" aria-labelledby="voucher-title">
      <header className="voucher-agency">
        {agency?.logo ? <img src={agency.logo} alt={agency.agencyName} width={160} height={48} className="voucher-logo" /> : null}
        <div className="voucher-contact">
          <strong dir="auto">{agency?.agencyName}</strong>
          {agency?.contactPhoneNumber ? (
            <span>
              <Phone aria-hidden="true" size={14} /> <Ltr>{agency.contactPhoneNumber}</Ltr>
            </span>
          ) : null}
          {agency?.contactEmailId ? (
            <span>
              <Mail aria-hidden="true" size={14} /> <bdi>{agency.contactEmailId}</bdi>
            </span>
          ) : null}
          {address ? (
            <span dir="auto">
              <MapPin aria-hidden="true" size={14} /> {address}
            </span>
          ) : null}
        </div>
      </header>

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
        <dl className="voucher-paid">
          <div>
            <dt>{t('summary.roomRate')}</dt>
            <dd>{money(booking.price.baseRate)}</dd>
          </div>
          <div>
            <dt>{t('summary.taxes')}</dt>
            <dd>{money(booking.price.taxAndFee)}</dd>
          </div>
          <div className="voucher-paid-total">
            <dt>{t('voucher.totalPaid')}</dt>
            <dd>{money(booking.price.totalRate)}</dd>
          </div>
          {payment.card ? (
            <div>
              <dt>{t('voucher.paidByCard', { brand: cardBrandName(payment.card.brand), last4: payment.card.last4 })}</dt>
              <dd>{money(payment.card.amount)}</dd>
            </div>
          ) : null}
          {payment.walletAmount > 0 ? (
            <div>
              <dt>{t('voucher.paidByWallet')}</dt>
              <dd>{money(payment.walletAmount)}</dd>
            </div>
          ) : null}
        </dl>
        {cancelled ? (
          <dl className="voucher-paid voucher-refund">
            <div>
              <dt>{t('voucher.cancelledOn')}</dt>
              <dd>{formatDay(cancelled.at.slice(0, 10), language)}</dd>
            </div>
            <div>
              <dt>{t('voucher.penalty')}</dt>
              <dd>{formatMinor(cancelled.penalty, cancelled.currency, language)}</dd>
            </div>
            <div>
              <dt>{t('voucher.refunded')}</dt>
              <dd>{formatMinor(cancelled.refund.total, cancelled.currency, language)}</dd>
            </div>
          </dl>
        ) : null}
      </section>
      <footer className="voucher-footer">
        <p>{t(isCancelled ? 'voucher.footerCancelled' : 'voucher.footer', { agency: agency?.agencyName ?? '' })}</p>
      </footer>
    </article>
  );
}
