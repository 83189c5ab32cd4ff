import { dateTimeFormat } from './intl-formatters';
import { isoDay } from './stay-window';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The calendar day (YYYY-MM-DD) at `now` where the visitor is: in `timeZone` (an IANA name, as
 * their browser reports it: the server renders for them), or without one in this runtime's own
 * zone (the browser's). A zone Intl does not know counts as UTC.
 */
export function calendarDayIn(now: Date, timeZone?: string): string {
  if (timeZone === undefined) return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = dateTimeFormat('en', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  } catch {
    return isoDay(now);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((found) => found.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
