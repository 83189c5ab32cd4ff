import { useTranslation } from 'react-i18next';
import { Skeleton } from '@travel/ui';
import { ResultsSkeletonList } from '@travel/ui/search';

/** Hotel cards' shapes while the first answer loads. */
export function ResultsSkeleton() {
  const { t } = useTranslation('hotels');
  return (
    <ResultsSkeletonList label={t('results.loading')}>
      <div className="result-card card" aria-hidden="true">
        <div className="result-card-media">
          <Skeleton height="100%" />
        </div>
        <div className="result-card-body">
          <Skeleton height={24} width="70%" />
          <Skeleton height={16} width="40%" />
          <Skeleton height={16} width="85%" />
          <Skeleton height={28} width="60%" />
        </div>
        <div className="result-card-price">
          <Skeleton height={40} width="8rem" />
          <Skeleton height={44} width="8rem" />
        </div>
      </div>
    </ResultsSkeletonList>
  );
}
