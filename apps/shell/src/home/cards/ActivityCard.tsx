import { useTranslation } from 'react-i18next';
import { CircleCheck, Clock } from 'lucide-react';
import type { ActivityDeal, StayWindow } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { Stars, wholeStars } from '@travel/ui';
import { dealHref, type DealPlace } from '../dealLinks';
import { formatDuration } from '../duration';
import { DealCard } from './DealCard';

/** `place` and `stay`: where the deals were searched and the dates the home page offers, for the activity's page. */
export function ActivityCard({ deal, place, stay }: { deal: ActivityDeal; place: DealPlace; stay: StayWindow }) {
  const { t } = useTranslation('deals');
  const language = useAppSelector(selectLanguage);
  return (
    <DealCard service="Activities" link={dealHref('Activities', deal.link, { place, stay })} title={deal.title} image={deal.imageUrl} rates={deal.rates} unit={t('activity.unit')}>
      <Stars rating={deal.rating} label={t('rating', { stars: wholeStars(deal.rating) })} />
      <p className="deal-card-line">
        <Clock aria-hidden="true" size={16} />
        <span className="visually-hidden">{t('activity.duration')} </span>
        {formatDuration(deal.duration, language)}
      </p>
      {deal.isFreeCancellation ? (
        <p className="deal-badge">
          <CircleCheck aria-hidden="true" size={16} />
          {t('activity.freeCancellation')}
        </p>
      ) : null}
    </DealCard>
  );
}
