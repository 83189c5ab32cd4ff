import './skeleton.css';

/** A grey placeholder block shown while content loads; hidden from assistive technology. */
export function Skeleton({ height = 16, width = '100%' }: { height?: number | string; width?: number | string }) {
  return <span className="skeleton" style={{ height, width }} aria-hidden="true" />;
}
