import type { ReactNode } from 'react';

/**
 * A table's frame, which scrolls sideways when the table is wider than the screen. It can take
 * the focus, so a keyboard can scroll it too, and is named after the table it holds.
 */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  // A focusable scroll region is WAI's pattern for wide tables (axe: scrollable-region-focusable).
  return (
    <div className="list-table-frame" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
