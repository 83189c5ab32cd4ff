import { dateTimeFormat, portableIntlText } from '@travel/contracts';

// Calendar days (YYYY-MM-DD) in the page's language. A day is read at midnight UTC and
// formatted in UTC, so it names the same day in every time zone.

const utcMidnight = (day: string): Date => new Date(`${day}T00:00:00Z`);

const SHORT_DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' };
const LONG_DAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };

/** A day with its year, in the page's language ('Sun, Mar 14, 2027'). */
export function formatDay(day: string, language: string): string {
  return dateTimeFormat(language, { ...SHORT_DAY, year: 'numeric' }).format(utcMidnight(day));
}

/** A day as a search field shows it: weekday, day and month ('Fri, Dec 12'). */
export function formatShortDay(day: string, language: string): string {
  return dateTimeFormat(language, SHORT_DAY).format(utcMidnight(day));
}

/** A day in full, as a screen reader says it ('Friday, December 12, 2025'). */
export function formatLongDay(day: string, language: string): string {
  return dateTimeFormat(language, LONG_DAY).format(utcMidnight(day));
}

/**
 * A stay in the language's own range format, sharing what both ends have in common
 * ('Fri, Dec 12 – Sun, Dec 14'; 'Fr., 12. – So., 14. Dez.'); the year shows when it changes.
 */
export function formatStay(checkIn: string, checkOut: string, language: string): string {
  return portableIntlText(dateTimeFormat(language, SHORT_DAY).formatRange(utcMidnight(checkIn), utcMidnight(checkOut)));
}
