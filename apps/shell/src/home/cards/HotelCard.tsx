import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import type { HotelDeal } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { Stars, wholeStars } from '@travel/ui';
import { formatDistance } from '../distance';
import { DealCard } from './DealCard';

export function HotelCard({ deal, nights }: { deal: HotelDeal; nights: number }) {
  const { t } = useTranslation('deals');
  const language = useAppSelector(selectLanguage);
  const { heroImage, name, distance, distanceFrom } = deal.hotel.hotelDetails;
  return (
    <DealCard service="Hotels" link={deal.link} title={name} image={heroImage} rates={deal.rates} unit={t('hotel.unit', { count: nights })}>
      <Stars rating={deal.rating} label={t('rating', { stars: wholeStars(deal.rating) })} />
      <p className="deal-card-line">
        <MapPin aria-hidden="true" size={16} />
        {t('hotel.distance', { distance: formatDistance(distance, language), place: distanceFrom })}
      </p>
    </DealCard>
  );
}
