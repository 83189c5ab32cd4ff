import { calendarDayIn } from '@travel/contracts';
import { selectCalendarDay, useAppSelector } from '@travel/store';

/**
 * The visitor's calendar day (YYYY-MM-DD): the one the server rendered the page for until the
 * page is taken over, this device's afterwards. What shows a date that depends on today reads it
 * here, never from `new Date()` alone, so a visitor east of the server's zone after their
 * midnight gets the page the server rendered, not a hydration mismatch.
 */
export function useCalendarDay(): string {
  return useAppSelector(selectCalendarDay) ?? calendarDayIn(new Date());
}
