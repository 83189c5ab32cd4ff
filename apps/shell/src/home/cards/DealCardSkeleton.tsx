import { Skeleton } from '@travel/ui';

/** A grey card the shape of a deal card, while the deals load. */
export function DealCardSkeleton() {
  return (
    <div className="deal-card deal-card-skeleton" aria-hidden="true">
      <div className="deal-card-media" />
      <div className="deal-card-body">
        <Skeleton height={20} width="80%" />
        <Skeleton height={14} width="45%" />
        <Skeleton height={14} width="60%" />
      </div>
      <div className="deal-card-price">
        <Skeleton height={32} width="7rem" />
      </div>
    </div>
  );
}
