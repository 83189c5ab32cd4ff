import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BadgeCheck, MapPin } from 'lucide-react';
import type { HotelResult, HotelResultsQuery, HotelRoomRequest } from '@travel/contracts';
import { hotelDetailsPath } from '@travel/contracts';
import { selectCurrency, selectExchangeRates, selectLanguage, useAppSelector } from '@travel/store';
import { Price, Stars, formatMoney, useHotelTerms } from '@travel/ui';
import { REVEAL_PATH, formatKm, formatRating } from '../format';
import { nightlyPrice } from './nightlyPrice';

/** The pictures' intrinsic size: nothing shifts as they load. */
const IMAGE = { width: 480, height: 320 } as const;
/** Amenities shown on a card; the details page lists them all. */
const CARD_AMENITIES = 4;

export interface ResultCardProps {
  result: HotelResult;
  stay: { checkIn: string; checkOut: string; nights: number };
  rooms: HotelRoomRequest[];
  /** The first cards are above the fold: their pictures load at once. */
  eager: boolean;
  /** The search on screen: the details page's back link returns to it. */
  from: HotelResultsQuery;
}

export function ResultCard({ result, stay, rooms, eager, from }: ResultCardProps) {
  const { t } = useTranslation('hotels');
  const term = useHotelTerms();
  const language = useAppSelector(selectLanguage);
  const displayCurrency = useAppSelector(selectCurrency);
  const exchangeRates = useAppSelector(selectExchangeRates);
  const details = hotelDetailsPath({ hotelId: result.hotelId, checkIn: stay.checkIn, checkOut: stay.checkOut, rooms }, from);
  const more = result.amenities.length - CARD_AMENITIES;
  // Under the total, what one night costs: the amount the price filter compares.
  const priceUnit = () => {
    if (stay.nights === 1) return t('card.unit', { count: 1 });
    const nightly = nightlyPrice(result, displayCurrency, exchangeRates);
    return t('card.unitNightly', { count: stay.nights, nightly: formatMoney(nightly.amount, nightly.currency, language) });
  };
  return (
    <article className="result-card card" aria-labelledby={`hotel-${result.hotelId}`}>
      <div className="result-card-media">
        <img src={result.heroImage} alt="" width={IMAGE.width} height={IMAGE.height} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        {result.freeCancellation ? (
          <span className="badge badge-success result-card-badge">
            <BadgeCheck aria-hidden="true" size={16} />
            {t('card.freeCancellation')}
          </span>
        ) : null}
      </div>
      <div className="result-card-body">
        <h2 id={`hotel-${result.hotelId}`} className="result-card-title">
          <Link to={details}>{result.name}</Link>
        </h2>
        <div className="result-card-rating">
          <Stars rating={result.stars} label={t('card.stars', { count: result.stars })} />
          <span className="rating-chip" dir="ltr">
            <span aria-hidden="true">{formatRating(result.guestRating, language)}</span>
            <span className="visually-hidden">{t('card.guestRating', { rating: formatRating(result.guestRating, language) })}</span>
            <span aria-hidden="true" className="rating-chip-out-of">/5</span>
          </span>
        </div>
        <p className="result-card-line">
          <MapPin aria-hidden="true" size={16} />
          <span>
            <bdi>{result.address}</bdi> · {t('card.distance', { distance: formatKm(result.distanceKm, language) })}
          </span>
        </p>
        {result.amenities.length > 0 ? (
          <ul className="chips" aria-label={t('card.amenities')}>
            {result.amenities.slice(0, CARD_AMENITIES).map((amenity) => (
              <li key={amenity} className="chip" dir="auto">
                {term('amenities', amenity)}
              </li>
            ))}
            {more > 0 ? <li className="chip chip-more">{t('card.moreAmenities', { count: more })}</li> : null}
          </ul>
        ) : null}
      </div>
      <div className="result-card-price">
        <Price rates={result.rates} unit={priceUnit()} revealTo={REVEAL_PATH} />
        <Link className="btn btn-primary" to={details} aria-describedby={`hotel-${result.hotelId}`}>
          {t('card.seeRooms')}
        </Link>
      </div>
    </article>
  );
}
