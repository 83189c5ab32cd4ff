import type { BookingSummary } from '@travel/contracts';
import { formatDay } from '@travel/ui/search';

/** A trip's dates in the page's language: one day, or its first and last. */
export function tripDates({ start, end }: Pick<BookingSummary, 'start' | 'end'>, language: string): string {
  return start === end ? formatDay(start, language) : `${formatDay(start, language)} – ${formatDay(end, language)}`;
}
