import { useTranslation } from 'react-i18next';
import { Skeleton } from '@travel/ui';

/** Cards' shapes while the first answer loads; one announcement instead of the grey blocks. */
export function ResultsSkeleton({ count = 4 }: { count?: number }) {
  const { t } = useTranslation('flights');
  return (
    <div className="results-skeleton" role="status">
      <span className="visually-hidden">{t('results.loading')}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="journey-card card" aria-hidden="true">
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
      ))}
    </div>
  );
}
