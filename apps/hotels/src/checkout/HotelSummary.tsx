import { useTranslation } from 'react-i18next';
import { BedDouble, CalendarDays, MapPin, Users } from 'lucide-react';
import type { HotelQuote, PaymentSplit } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { Stars, useHotelTerms } from '@travel/ui';
import { formatDay } from '@travel/ui/search';
import { CancellationPolicy, CheckoutSummary, PriceSummary, formatMinor, guestCount } from '@travel/ui/booking';

/** The stay being booked and its price, in the kit's summary column. */
export function HotelSummary({ quote, split }: { quote: HotelQuote; split?: PaymentSplit }) {
  const { t } = useTranslation('checkout');
  const language = useAppSelector(selectLanguage);
  const term = useHotelTerms();
  const { hotel, room, stay, display } = quote;
  return (
    <CheckoutSummary
      labels={{ title: t('summary.title'), show: t('summary.show'), hide: t('summary.hide') }}
      name={hotel.name}
      total={formatMinor(display.totalRate, display.currency, language)}
    >
      <img className="checkout-summary-photo" src={hotel.heroImage} alt="" width={640} height={360} />
      <div className="checkout-summary-hotel">
        {/* At the page's start, read in its own direction (an English name on an Arabic page). */}
        <h3>
          <bdi>{hotel.name}</bdi>
        </h3>
        <Stars rating={hotel.stars} label={t('voucher.stars', { stars: hotel.stars })} />
        <p className="checkout-summary-line">
          <MapPin aria-hidden="true" size={16} /> <span dir="auto">{hotel.address}</span>
        </p>
      </div>
      <ul className="checkout-summary-facts">
        <li>
          <BedDouble aria-hidden="true" size={16} />
          <span>
            <span dir="auto">{term('rooms.type', room.name)}</span> · <span dir="auto">{term('boards', room.board)}</span>
          </span>
        </li>
        <li>
          <CalendarDays aria-hidden="true" size={16} />
          <span>
            {t('summary.dates', { checkIn: formatDay(stay.start, language), checkOut: formatDay(stay.end, language) })} ·{' '}
            {t('voucher.nightsCount', { count: stay.nights })}
          </span>
        </li>
        <li>
          <Users aria-hidden="true" size={16} />
          <span>
            {t('voucher.roomsGuests', { rooms: t('voucher.rooms', { count: quote.rooms.length }), guests: t('voucher.guests', { count: guestCount(quote.rooms) }) })}
          </span>
        </li>
      </ul>
      <CancellationPolicy policy={quote.cancellation} />
      <PriceSummary nights={stay.nights} rooms={quote.rooms.length} display={display} charge={quote.charge} split={split} />
    </CheckoutSummary>
  );
}
