import { useMemo, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, ExternalLink, Info, MapPin, RotateCcw } from 'lucide-react';
import { HOTELS_BASE_PATH, parseHotelStay, roomsQuery, scoreWord, type HotelDetails, type HotelStayParams } from '@travel/contracts';
import { pageCall, selectCurrency, selectLanguage, useAppSelector, usePageData } from '@travel/store';
import { Skeleton, Stars, apiProblem, dateRangeErrorsOf, useApiErrorText, useHotelTerms } from '@travel/ui';
import { PhotoGallery } from '@travel/ui/details';
import { formatDay } from '@travel/ui/search';
import { hotelsApi, useHotelDetailsQuery, useHotelReviewsQuery } from '../api';
import { formatRating, regionName } from '../format';
import { backLinkOf } from './backLink';
import { galleryPhotos } from './galleryPhotos';
import { GoodToKnow } from './GoodToKnow';
import { ReviewsSection, type ReviewsState } from './ReviewsSection';
import { RoomOffers } from './RoomOffers';
import { StayForm } from './StayForm';
import '../hotels.css';
import './details.css';

const GALLERY_IMAGE = { width: 960, height: 640 } as const;
const SEARCH_PATH = `${HOTELS_BASE_PATH}/search`;

const mapLink = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/?${new URLSearchParams({ mlat: String(latitude), mlon: String(longitude) }).toString()}#map=16/${latitude}/${longitude}`;

/** A page that cannot show a hotel: what happened, what can fix it (`children`), and the way back to a search. */
function Problem({ title, text, retry, children }: { title: string; text: string; retry?: (() => void) | undefined; children?: ReactNode }) {
  const { t } = useTranslation('hotels');
  return (
    <div className="hotels-page container">
      <div className="notice card" role="alert">
        <h1>{title}</h1>
        <p>{text}</p>
        {children}
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
  const { problemText } = useApiErrorText();
  const currency = useAppSelector(selectCurrency);
  const request = { hotelId: stay.hotelId, checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: roomsQuery(stay.rooms), currency };
  usePageData(pageCall(hotelsApi.endpoints.hotelDetails, request), pageCall(hotelsApi.endpoints.hotelReviews, stay.hotelId));
  const { data, error, isError, isFetching, refetch } = useHotelDetailsQuery(request);
  // Asked at once, beside the details: the reviews do not wait for the rooms and rates.
  const reviews = useHotelReviewsQuery(stay.hotelId);

  if (isError && !isFetching) {
    const problem = apiProblem(error);
    if (problem.key === 'errors.NOT_FOUND') return <Problem title={t('details.notFoundTitle')} text={t('details.notFoundText')} />;
    // Dates the API refuses (a link from the past, say) are changed here, where the field says what is wrong.
    const dateErrors = dateRangeErrorsOf(problem);
    if (Object.keys(dateErrors).length > 0) {
      return (
        <Problem title={t('details.fixStayTitle')} text={t('details.fixStayText')}>
          <StayForm stay={stay} refused={dateErrors} />
        </Problem>
      );
    }
    return <Problem title={t('details.errorTitle')} text={problemText(problem)} retry={problem.retry ? () => void refetch() : undefined} />;
  }
  if (!data) return <DetailsSkeleton />;
  return <HotelView hotel={data} stay={stay} reviews={reviews} updating={isFetching} />;
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

/** The top of the page: the way back to the results, then the hotel's name, stars, score and address. */
function HotelHead({ hotel, stay, reviews }: { hotel: HotelDetails; stay: HotelStayParams; reviews: ReviewsState }) {
  const { t } = useTranslation('hotels');
  const { t: common } = useTranslation();
  const [params] = useSearchParams();
  const language = useAppSelector(selectLanguage);
  const back = backLinkOf(params, stay, hotel);
  const rating = formatRating(hotel.guestRating, language);
  return (
    <header className="hotel-details-head">
      <div>
        <Link className="details-back" to={back.path}>
          <ArrowLeft aria-hidden="true" size={18} />
          {back.kind === 'results' ? t('details.back') : t('details.moreHotels', { city: hotel.city })}
        </Link>
        <h1>{hotel.name}</h1>
        <div className="result-card-rating">
          <Stars rating={hotel.stars} label={t('card.stars', { count: hotel.stars })} />
          <span className="rating-chip" dir="ltr">
            <span aria-hidden="true">{rating}</span>
            <span className="visually-hidden">{t('card.guestRating', { rating })}</span>
            <span aria-hidden="true" className="rating-chip-out-of">/5</span>
          </span>
          <span className="details-score-word">{common(`reviews.word.${scoreWord(hotel.guestRating)}`)}</span>
          {reviews.data ? <a href="#reviews">{t('details.reviewsLink', { count: reviews.data.count })}</a> : null}
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
  );
}

function HotelView({ hotel, stay, reviews, updating }: { hotel: HotelDetails; stay: HotelStayParams; reviews: ReviewsState; updating: boolean }) {
  const { t } = useTranslation('hotels');
  const term = useHotelTerms();
  const language = useAppSelector(selectLanguage);
  const photos = useMemo(() => galleryPhotos(hotel, t, term), [hotel, t, term]);
  const capped = hotel.stay.end !== stay.checkOut;
  return (
    <div className="hotels-page container hotel-details" aria-busy={updating}>
      <HotelHead hotel={hotel} stay={stay} reviews={reviews} />
      <PhotoGallery label={t('details.gallery', { name: hotel.name })} photos={photos} width={GALLERY_IMAGE.width} height={GALLERY_IMAGE.height} />

      <div className="hotel-details-grid">
        <div className="hotel-details-main">
          <section aria-labelledby="about-title" className="details-section">
            <h2 id="about-title">{t('details.about')}</h2>
            <p dir="auto">{hotel.description}</p>
          </section>
          <section aria-labelledby="amenities-title" className="details-section">
            <h2 id="amenities-title">{t('details.amenities')}</h2>
            <ul className="chips">
              {hotel.amenities.map((amenity) => (
                <li key={amenity} className="chip" dir="auto">
                  {term('amenities', amenity)}
                </li>
              ))}
            </ul>
          </section>
        </div>
        <aside aria-labelledby="location-title" className="details-section card location-card">
          <h2 id="location-title">{t('details.location')}</h2>
          <p>
            <bdi>{hotel.address}</bdi>
          </p>
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

      <ReviewsSection reviews={reviews} />
      <GoodToKnow policies={hotel.policies} />
    </div>
  );
}
