import { useTranslation } from 'react-i18next';
import { RotateCcw } from 'lucide-react';
import { Skeleton } from '@travel/ui';
import { GuestReviews } from '@travel/ui/details';
import type { GuestReviews as Reviews } from '@travel/contracts';

export interface ReviewsState {
  data?: Reviews | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** The guest reviews under the rooms; the call started with the page, so they are usually there by now. */
export function ReviewsSection({ reviews }: { reviews: ReviewsState }) {
  const { t } = useTranslation('hotels');
  let body;
  if (reviews.data) body = <GuestReviews reviews={reviews.data} />;
  else if (reviews.isError && !reviews.isFetching) {
    body = (
      <div className="notice card" role="alert">
        <p>{t('details.reviewsError')}</p>
        <button type="button" className="btn btn-outline" onClick={() => void reviews.refetch()}>
          <RotateCcw aria-hidden="true" size={18} />
          {t('results.retry')}
        </button>
      </div>
    );
  } else {
    body = (
      <div role="status">
        <span className="visually-hidden">{t('details.reviewsLoading')}</span>
        <Skeleton height={160} />
      </div>
    );
  }
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="details-section">
      <h2 id="reviews-title">{t('details.reviews')}</h2>
      {body}
    </section>
  );
}
