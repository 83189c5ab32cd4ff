import { Fragment, type ReactNode } from 'react';

export interface ResultsSkeletonListProps {
  /** What is announced instead of the grey blocks ("Loading results"). */
  label: string;
  /** One card's shape, drawn `count` times; hidden from assistive technology. */
  children: ReactNode;
  count?: number;
}

/** The results list's place while the first answer loads: the cards' shapes, announced once. */
export function ResultsSkeletonList({ label, children, count = 4 }: ResultsSkeletonListProps) {
  return (
    <div className="results-skeleton" role="status">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <Fragment key={i}>{children}</Fragment>
      ))}
    </div>
  );
}
