// The passport warning of the client form and the client's page. Pure: table tests in
// test/passportWarning.test.ts.
import { readDay } from '../lists/listUrl';

/** Many countries let a traveller in only with a passport valid six months beyond the trip. */
const VALID_MONTHS_AHEAD = 6;

export type PassportWarning = 'expired' | 'expiresSoon';

/** A calendar day `months` later, on the last day of the month when it has no such day (31 August + 6 months: 28 February). */
export function addMonths(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * A passport that has expired, or expires within six months of `today`: a warning to the
 * agent, never a refusal (the client's record is still worth keeping). None without a date.
 */
export function passportWarning(expiry: string, today: string): PassportWarning | null {
  if (readDay(expiry) === '') return null;
  if (expiry < today) return 'expired';
  return expiry <= addMonths(today, VALID_MONTHS_AHEAD) ? 'expiresSoon' : null;
}
