// Stay dates shared by the API and the apps, so a page asks for exactly the stay the server
// would choose by itself.

/** A stay or rental period: YYYY-MM-DD dates, end excluded. */
export interface StayWindow {
  start: string;
  end: string;
}

/**
 * SPEC 9's deals stay window: check-in 19 days and check-out 21 days after the start of the
 * current week. The week starts on Sunday, as in the US calendar the spec's defaults follow
 * (US dollar, United States), which makes the default stay a Friday-to-Sunday weekend.
 * Dates are UTC calendar dates, so every API process agrees whatever its time zone.
 */
/** SPEC 5: a date range over 60 days is capped to 60 days after the earliest check-in. */
export const MAX_STAY_NIGHTS = 60;

export const STAY_START_OFFSET_DAYS = 19;
export const STAY_END_OFFSET_DAYS = 21;

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of a UTC instant. */
export const isoDay = (time: Date): string => time.toISOString().slice(0, 10);

/** The Sunday (UTC) on or before `now`, at midnight. */
export function startOfWeek(now: Date): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight - now.getUTCDay() * DAY_MS);
}

export function dealStayWindow(now: Date): StayWindow {
  const week = startOfWeek(now).getTime();
  return { start: isoDay(new Date(week + STAY_START_OFFSET_DAYS * DAY_MS)), end: isoDay(new Date(week + STAY_END_OFFSET_DAYS * DAY_MS)) };
}

/** Whole nights between two YYYY-MM-DD dates. */
export function nightsBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
}

/** No service searches, quotes or books a stay or rental starting more than this many days after today (UTC). */
export const MAX_DAYS_AHEAD = 365;
export const TOO_FAR_AHEAD_MESSAGE = `must be within ${MAX_DAYS_AHEAD} days from today`;

/** A YYYY-MM-DD start date after today + MAX_DAYS_AHEAD. A malformed date is not (its format rule refuses it). */
export function beyondBookingHorizon(day: string, today: string): boolean {
  return nightsBetween(today, day) > MAX_DAYS_AHEAD;
}

/** SPEC 5: a range over `maxNights` ends `maxNights` after its start. */
export function capStay(start: string, end: string, maxNights: number): StayWindow {
  if (nightsBetween(start, end) <= maxNights) return { start, end };
  return { start, end: isoDay(new Date(Date.parse(`${start}T00:00:00Z`) + maxNights * DAY_MS)) };
}

/** The calendar months (1-12) of the nights from start (included) to end (excluded). */
export function monthsOfStay(start: string, end: string): number[] {
  const months = new Set<number>();
  const first = Date.parse(`${start}T00:00:00Z`);
  for (let night = 0; night < nightsBetween(start, end); night++) months.add(new Date(first + night * DAY_MS).getUTCMonth() + 1);
  return [...months];
}
