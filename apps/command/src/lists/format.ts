import { dateTimeFormat, portableIntlText } from '@travel/contracts';

// Days as the Command Center's lists show them: short, with the year (a booking may be for next
// year), read as calendar days in UTC as the API stores them.

const SHORT_DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
const utcMidnight = (day: string): Date => new Date(`${day.slice(0, 10)}T00:00:00Z`);

/** '24 Nov 2026' in the page's language; an instant (ISO date-time) by its UTC day. */
export const shortDay = (day: string, language: string): string => dateTimeFormat(language, SHORT_DAY).format(utcMidnight(day));

/** A trip's first and last day in the language's own range format ('12 – 14 Dec 2026'); one day when they are the same. */
export const shortDayRange = (start: string, end: string, language: string): string =>
  start === end ? shortDay(start, language) : portableIntlText(dateTimeFormat(language, SHORT_DAY).formatRange(utcMidnight(start), utcMidnight(end)));

/** The end of a day of the agent's calendar, as an instant: an expiry on that day holds all that day where the agent is. */
export const endOfLocalDay = (day: string): string => new Date(`${day}T23:59:59.999`).toISOString();
