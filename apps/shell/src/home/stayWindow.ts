/**
 * SPEC 9's deals stay window, the same rule as the API's (apps/api/src/inventory/stay-window.ts):
 * check-in 19 days and check-out 21 days after the start of the current week, the week
 * starting on Sunday, in UTC calendar dates, so the page asks for the stay the server would
 * choose by itself.
 */
export const STAY_START_OFFSET_DAYS = 19;
export const STAY_END_OFFSET_DAYS = 21;

const DAY_MS = 86_400_000;

const isoDay = (time: number): string => new Date(time).toISOString().slice(0, 10);

export interface StayWindow {
  /** YYYY-MM-DD */
  start: string;
  end: string;
}

export function dealStayWindow(now: Date): StayWindow {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const weekStart = midnight - now.getUTCDay() * DAY_MS;
  return { start: isoDay(weekStart + STAY_START_OFFSET_DAYS * DAY_MS), end: isoDay(weekStart + STAY_END_OFFSET_DAYS * DAY_MS) };
}

/** Whole nights (or rental days) between two YYYY-MM-DD dates. */
export function nightsBetween({ start, end }: StayWindow): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
}
