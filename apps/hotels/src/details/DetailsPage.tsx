import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ExternalLink, Info, MapPin, RotateCcw } from 'lucide-react';
import { HOTELS_BASE_PATH, parseHotelStay, roomsQuery, type HotelDetails, type HotelStayParams } from '@travel/contracts';
import { selectCurrency, selectLanguage, useAppSelector } from '@travel/store';
import { Carousel, Skeleton, Stars } from '@travel/ui';
import { formatDay } from '@travel/ui/search';
import { failureStatus, failureText, useHotelDetailsQuery } from '../api';
import { formatRating, regionName } from '../format';
import { RoomOffers } from './RoomOffers';
import { StayForm } from './StayForm';
import '../hotels.css';

const GALLERY_IMAGE = { width: 960, height: 640 } as const;
const SEARCH_PATH = `${HOTELS_BASE_PATH}/search`;

const mapLink = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/?${new URLSearchParams({ mlat: String(latitude), mlon: String(longitude) }).toString()}#map=16/${latitude}/${longitude}`;

/** A page that cannot show a hotel: what happened, and the way back to a search. */
function Problem({ title, text, retry }: { title: string; text: string; retry?: () => void }) {
  const { t } = useTranslation('hotels');
  return (
    <div className="hotels-page container">
      <div className="notice card" role="alert">
        <h1>{title}</h1>
        <p>{text}</p>
        <div className="notice-actions">
          {retry ? (
            <button type="button" className="btn btn-primary" onClick={retry}>
              <RotateCcw aria-hidden="true" size={18} />
              {t('results.retry')}
            </button>
          ) : null}
          <Link className={retry ? 'btn btn-outline' : 'btn btn-primary'} to={SEARCH_PATH}>
            {t('details.toSearch')}
          </Link>
        </div>
      </div>
    </div>
  );
}

/** /booknow/hotels/details and /hotel-details: one hotel for a stay (hotelDetailsPath writes the URL). */
export default function DetailsPage() {
  const { t } = useTranslation('hotels');
  const [params] = useSearchParams();
  const stay = useMemo(() => parseHotelStay(params), [params]);
  if (!stay) return <Problem title={t('details.missingTitle')} text={t('details.missingText')} />;
  return <Details stay={stay} />;
}

function Details({ stay }: { stay: HotelStayParams }) {
  const { t } = useTranslation('hotels');
  const currency = useAppSelector(selectCurrency);
  const { data, error, isError, isFetching, refetch } = useHotelDetailsQuery({
    hotelId: stay.hotelId,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    rooms: roomsQuery(stay.rooms),
    currency,
  });

  if (isError && !isFetching) {
    if (failureStatus(error) === 404) return <Problem title={t('details.notFoundTitle')} text={t('details.notFoundText')} />;
    return <Problem title={t('details.errorTitle')} text={failureText(error) || t('results.errorText')} retry={() => void refetch()} />;
  }
  if (!data) return <DetailsSkeleton />;
  return <HotelView hotel={data} stay={stay} updating={isFetching} />;
}

function DetailsSkeleton() {
  const { t } = useTranslation('hotels');
  return (
    <div className="hotels-page container details-skeleton" role="status">
      <span className="visually-hidden">{t('details.loading')}</span>
      <div aria-hidden="true">
        <Skeleton height={36} width="60%" />
        <Skeleton height={18} width="40%" />
        <Skeleton height={320} />
        <Skeleton height={120} />
      </div>
    </div>
  );
}

function HotelView({ hotel, stay, updating }: { hotel: HotelDetails; stay: HotelStayParams; updating: boolean }) {
  const { t } = useTranslation('hotels');
  const language = useAppSelector(selectLanguage);
  const images = [hotel.images.hero, ...hotel.images.gallery];
  const capped = hotel.stay.end !== stay.checkOut;
  const rating = formatRating(hotel.guestRating, language);
  return (
    <div className="hotels-page container hotel-details" aria-busy={updating}>
      <header className="hotel-details-head">
        <div>
          <h1>{hotel.name}</h1>
          <div className="result-card-rating">
            <Stars rating={hotel.stars} label={t('card.stars', { count: hotel.stars })} />
            <span className="rating-chip" dir="ltr">
              <span aria-hidden="true">{rating}</span>
              <span className="visually-hidden">{t('card.guestRating', { rating })}</span>
              <span aria-hidden="true" className="rating-chip-out-of">/5</span>
            </span>
          </div>
          <p className="result-card-line">
            <MapPin aria-hidden="true" size={16} />
            <bdi>{hotel.address}</bdi>
          </p>
        </div>
        <a className="btn btn-primary" href="#rooms">
          {t('details.seeRooms')}
        </a>
      </header>

      <Carousel label={t('details.gallery', { name: hotel.name })} previousLabel={t('details.previousPhoto')} nextLabel={t('details.nextPhoto')}>
        {images.map((src, index) => (
          <img
            key={`${src}-${index}`}
            className="gallery-image"
            src={src}
            alt={t('details.photo', { number: index + 1, count: images.length, name: hotel.name })}
            width={GALLERY_IMAGE.width}
            height={GALLERY_IMAGE.height}
            loading={index < 2 ? 'eager' : 'lazy'}
            decoding="async"
          />
        ))}
      </Carousel>

      <div className="hotel-details-grid">
        <div className="hotel-details-main">
          <section aria-labelledby="about-title" className="details-section">
            <h2 id="about-title">{t('details.about')}</h2>
            <p>{hotel.description}</p>
          </section>
          <section aria-labelledby="amenities-title" className="details-section">
            <h2 id="amenities-title">{t('details.amenities')}</h2>
            <ul className="chips">
              {hotel.amenities.map((amenity) => (
                <li key={amenity} className="chip" dir="auto">
                  {amenity}
                </li>
              ))}
            </ul>
          </section>
        </div>
        <aside aria-labelledby="location-title" className="details-section card location-card">
          <h2 id="location-title">{t('details.location')}</h2>
          <p>{hotel.address}</p>
          <p>{t('details.cityCountry', { city: hotel.city, country: regionName(hotel.countryCode, language) })}</p>
          <p className="location-coordinates">{t('details.coordinates', { latitude: hotel.latitude.toFixed(4), longitude: hotel.longitude.toFixed(4) })}</p>
          <a href={mapLink(hotel.latitude, hotel.longitude)} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" size={16} />
            {t('details.openMap')}
            <span className="visually-hidden"> {t('details.newTab')}</span>
          </a>
        </aside>
      </div>

      <section id="rooms" aria-labelledby="rooms-title" className="details-section">
        <h2 id="rooms-title">{t('details.rooms')}</h2>
        <div className="card stay-card">
          <p className="stay-summary">
            {t('details.stay', { checkIn: formatDay(hotel.stay.start, language), checkOut: formatDay(hotel.stay.end, language), count: hotel.stay.nights })}
          </p>
          {capped ? (
            <p className="field-note">
              <Info aria-hidden="true" size={16} />
              {t('results.capped', { count: hotel.stay.nights, date: formatDay(hotel.stay.end, language) })}
            </p>
          ) : null}
          <StayForm key={`${stay.checkIn}|${stay.checkOut}|${roomsQuery(stay.rooms)}`} stay={stay} />
        </div>
        <RoomOffers hotelId={hotel.id} rooms={hotel.rooms} stay={hotel.stay} party={stay.rooms} />
      </section>
    </div>
  );
}
