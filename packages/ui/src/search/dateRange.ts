import { MAX_DAYS_AHEAD, capStay, isoDay, nightsBetween } from '@travel/contracts';
import { dayOfDate } from './calendarDates';

/** A stay or rental: YYYY-MM-DD dates, the end excluded. Empty text is a date not chosen yet. */
export interface DateRange {
  checkIn: string;
  checkOut: string;
}

/** `tooFar`: a start the API refuses (more than MAX_DAYS_AHEAD ahead), from a link; the inputs cannot pick one. */
export type DateRangeErrorCode = 'required' | 'past' | 'beforeCheckIn' | 'tooFar';
export type DateRangeErrors = Partial<Record<keyof DateRange, DateRangeErrorCode>>;

const DAY_MS = 86_400_000;

export const addDays = (day: string, days: number): string => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/**
 * The first day a stay may start: the traveller's own calendar day, or the UTC one when that
 * is later (the API refuses check-ins before today in UTC).
 */
export function firstBookableDay(now: Date): string {
  const local = dayOfDate(now);
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

/**
 * Where a range is in the calendar: its check-in is picked next (nothing picked yet, or a
 * range just completed), or a check-in is picked and its check-out comes next.
 */
export type CalendarStep = 'checkIn' | 'checkOut' | 'chosen';

/** The first and last days (both included) the calendar offers at `step`; the rest are disabled. */
export function selectableDays(draft: DateRange, step: CalendarStep, today: string, maxNights: number): { first: string; last: string } {
  // A check-out may be at most maxNights after check-in (SPEC 5); a stay starts within MAX_DAYS_AHEAD (the API's horizon).
  if (step === 'checkOut' && isDay(draft.checkIn)) return { first: today, last: addDays(draft.checkIn, maxNights) };
  return { first: today, last: addDays(today, MAX_DAYS_AHEAD) };
}

/**
 * A day picked in the calendar: after a check-in, a later day is the check-out (capped, as a
 * typed one would be); any other pick starts a new stay on that day.
 */
export function pickDay(draft: DateRange, step: CalendarStep, day: string, maxNights: number): { range: DateRange; step: CalendarStep } {
  if (step === 'checkOut' && isDay(draft.checkIn) && day > draft.checkIn) return { range: changeCheckOut(draft, day, maxNights).range, step: 'chosen' };
  return { range: { checkIn: day, checkOut: '' }, step: 'checkOut' };
}

/**
 * The range kept when the calendar is finished with Done: a picked stay as it is, or, with only
 * a new check-in picked, the earlier stay moved to it by the check-in rule.
 */
export function finishRange(value: DateRange, draft: DateRange, maxNights: number): RangeChange {
  if (isDay(draft.checkOut)) return { range: draft, capped: false };
  if (!isDay(draft.checkIn)) return { range: value, capped: false };
  return changeCheckIn(value, draft.checkIn, maxNights);
}

/** Nights of a complete range; undefined while a date is missing or the check-out is not after the check-in. */
export function stayNights({ checkIn, checkOut }: DateRange): number | undefined {
  if (!isDay(checkIn) || !isDay(checkOut) || checkOut <= checkIn) return undefined;
  return nightsBetween(checkIn, checkOut);
}
