import { capStay, isoDay, nightsBetween } from '@travel/contracts';

/** A stay or rental: YYYY-MM-DD dates, the end excluded. Empty text is a date not chosen yet. */
export interface DateRange {
  checkIn: string;
  checkOut: string;
}

export type DateRangeErrorCode = 'required' | 'past' | 'beforeCheckIn';
export type DateRangeErrors = Partial<Record<keyof DateRange, DateRangeErrorCode>>;

const DAY_MS = 86_400_000;

export const addDays = (day: string, days: number): string => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/**
 * The first day a stay may start: the traveller's own calendar day, or the UTC one when that
 * is later (the API refuses check-ins before today in UTC).
 */
export function firstBookableDay(now: Date): string {
  const local = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  const utc = isoDay(now);
  return local > utc ? local : utc;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (text: string) => ISO_DAY.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

/** What is wrong with a range, per field; an empty object when it can be searched. */
export function dateRangeErrors({ checkIn, checkOut }: DateRange, today: string): DateRangeErrors {
  const errors: DateRangeErrors = {};
  if (!isDay(checkIn)) errors.checkIn = 'required';
  else if (checkIn < today) errors.checkIn = 'past';
  if (!isDay(checkOut)) errors.checkOut = 'required';
  else if (isDay(checkIn) && checkOut <= checkIn) errors.checkOut = 'beforeCheckIn';
  return errors;
}

/** A range after an edit; `capped` says the check-out was pulled back to `maxNights` after check-in (SPEC 5). */
export interface RangeChange {
  range: DateRange;
  capped: boolean;
}

function capped(range: DateRange, maxNights: number): RangeChange {
  if (!isDay(range.checkIn) || !isDay(range.checkOut) || nightsBetween(range.checkIn, range.checkOut) <= maxNights) return { range, capped: false };
  const { end } = capStay(range.checkIn, range.checkOut, maxNights);
  return { range: { checkIn: range.checkIn, checkOut: end }, capped: true };
}

/** A new check-in: a check-out no longer after it moves to the next day; a range over the cap is capped. */
export function changeCheckIn(range: DateRange, checkIn: string, maxNights: number): RangeChange {
  if (isDay(checkIn) && isDay(range.checkOut) && range.checkOut <= checkIn) return { range: { checkIn, checkOut: addDays(checkIn, 1) }, capped: false };
  return capped({ checkIn, checkOut: range.checkOut }, maxNights);
}

export function changeCheckOut(range: DateRange, checkOut: string, maxNights: number): RangeChange {
  return capped({ checkIn: range.checkIn, checkOut }, maxNights);
}
