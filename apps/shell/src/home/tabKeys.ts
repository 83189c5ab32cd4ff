/**
 * The tab a key moves focus to in a tablist of `count` tabs (WAI-ARIA tabs pattern): the
 * arrow keys step and wrap, following the reading direction; Home and End go to the ends.
 * Null for any other key.
 */
export function tabKeyTarget(key: string, index: number, count: number, rtl: boolean): number | null {
  if (count === 0) return null;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return (index + 1) % count;
    case backward:
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
