import { useDeferredValue, useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Carousel, SERVICE_LABEL_KEYS } from '@travel/ui';
import { dealRows } from './dealRows';
import type { ListedDealService } from './dealTabs';
import { SearchBanner } from './SearchBanner';
import { DealCardSkeleton } from './cards/DealCardSkeleton';

/** SPEC 9: loading shows 4 skeleton cards. */
export const SKELETON_CARDS = 4;

export interface DealListProps<T> {
  service: ListedDealService;
  /** SPEC 4: while loading the list is empty. */
  loading: boolean;
  /** Null when the deals could not load (SPEC 8: shown as an empty list). */
  deals: readonly T[] | null;
  /** One card, keyed. */
  renderCard: (deal: T) => ReactElement;
}

/** A tab's deals: skeletons while loading, the search banner when there are none, else rows of cards in carousels. */
export function DealList<T>({ service, loading: loadingNow, deals: dealsNow, renderCard }: DealListProps<T>) {
  const { t } = useTranslation('deals');
  const { t: tCommon } = useTranslation();
  // The cards are drawn at low priority, in slices that leave the page responsive, not in the
  // one long task that a store update would otherwise run (both values move together).
  const { loading, deals } = useDeferredValue(useMemo(() => ({ loading: loadingNow, deals: dealsNow }), [loadingNow, dealsNow]));

  if (loading) {
    return (
      <div className="deal-skeletons" role="status">
        <span className="visually-hidden">{t('loading')}</span>
        {Array.from({ length: SKELETON_CARDS }, (_, position) => (
          <DealCardSkeleton key={position} />
        ))}
      </div>
    );
  }
  if (!deals || deals.length === 0) return <SearchBanner service={service} />;

  const rows = dealRows(deals);
  return (
    <div className="deal-rows">
      {rows.map((row, position) => (
        <Carousel
          key={position}
          label={t('row', { service: tCommon(SERVICE_LABEL_KEYS[service]), row: position + 1, rows: rows.length })}
          previousLabel={t('previous')}
          nextLabel={t('next')}
        >
          {row.map(renderCard)}
        </Carousel>
      ))}
    </div>
  );
}
