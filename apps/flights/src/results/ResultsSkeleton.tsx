import { useTranslation } from 'react-i18next';
import { Skeleton } from '@travel/ui';
import { ResultsSkeletonList } from '@travel/ui/search';

/** Journey cards' shapes while the first answer loads. */
export function ResultsSkeleton() {
  const { t } = useTranslation('flights');
  return (
    <ResultsSkeletonList label={t('results.loading')}>
      <div className="journey-card card" aria-hidden="true">
        <div className="journey-card-body">
          <Skeleton height={24} width="40%" />
          <Skeleton height={32} width="85%" />
          <Skeleton height={16} width="50%" />
        </div>
        <div className="journey-card-price">
          <Skeleton height={40} width="8rem" />
          <Skeleton height={44} width="8rem" />
        </div>
      </div>
    </ResultsSkeletonList>
  );
}
