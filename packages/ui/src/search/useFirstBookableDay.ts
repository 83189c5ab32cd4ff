import { useCalendarDay } from '../hydration/useCalendarDay';
import { firstBookableDay } from './dateRange';

/** The first day a stay or a trip may start, from the visitor's calendar day (useCalendarDay). */
export function useFirstBookableDay(): string {
  return firstBookableDay(new Date(), useCalendarDay());
}
