import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BedDouble, CalendarDays, ChevronDown, MapPin, Users } from 'lucide-react';
import type { HotelQuote, PaymentSplit } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { Stars, useHotelTerms } from '@travel/ui';
import { formatDay } from '@travel/ui/search';
import { CancellationPolicy, PriceSummary, formatMinor, guestCount } from '@travel/ui/booking';

/**
 * The stay being booked and its price. On phones it comes first, folded to the total; on
 * wide screens it is the sticky column beside the form (checkout.css).
 */
export function HotelSummary({ quote, split }: { quote: HotelQuote; split?: PaymentSplit }) {
  const { t } = useTranslation('checkout');
  const language = useAppSelector(selectLanguage);
  const [open, setOpen] = useState(false);
  const term = useHotelTerms();
  const bodyId = useId();
  const { hotel, room, stay, display } = quote;
  return (
    <aside className={`checkout-summary card${open ? ' checkout-summary-open' : ''}`} aria-labelledby={`${bodyId}-title`}>
      <h2 id={`${bodyId}-title`} className="checkout-summary-title">{t('summary.title')}</h2>
      <button type="button" className="checkout-summary-toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
        <span className="checkout-summary-name" dir="auto">{hotel.name}</span>
        <strong>{formatMinor(display.totalRate, display.currency, language)}</strong>
        <ChevronDown aria-hidden="true" size={18} />
        <span className="visually-hidden">{t(open ? 'summary.hide' : 'summary.show')}</span>
      </button>
      <div id={bodyId} className="checkout-summary-body">
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
      </div>
    </aside>
  );
}
