// react-day-picker works with Date objects at local midnight; the forms with YYYY-MM-DD days.
import { calendarDayIn } from '@travel/contracts';

/** The local midnight of a YYYY-MM-DD day. */
export function dateOfDay(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

/** The YYYY-MM-DD day of a date, read in local time. */
export const dayOfDate = (date: Date): string => calendarDayIn(date);
