import { MAX_DAYS_AHEAD, beyondBookingHorizon, capStay, isoDay, nightsBetween } from '@travel/contracts';
import { dayOfDate } from './calendarDates';

/**
 * A stay or rental: YYYY-MM-DD dates, the end excluded; or a trip, its departure and return days.
 * Empty text is a date not chosen yet.
 */
export interface DateRange {
  checkIn: string;
  checkOut: string;
}

/**
 * What a range may be. A stay lasts at least a night and at most `maxNights` (SPEC 5); its
 * check-out may pass the horizon. A trip may return on its departure day, both days within the
 * horizon; a one-way trip is its departure alone (the return is kept, untouched, for a switch back).
 */
export type RangeRules = { kind: 'stay'; maxNights: number } | { kind: 'trip'; oneWay: boolean };

/** A one-way trip: its field and calendar are the departure alone. */
export const isOneWay = (rules: RangeRules): boolean => rules.kind === 'trip' && rules.oneWay;

/** Whether `day` may end a range starting on `start`: a stay's after it, a trip's on it or after. */
export const canEndOn = (start: string, day: string, rules: RangeRules): boolean => (rules.kind === 'stay' ? day > start : day >= start);

/** `tooFar`: a day the API refuses (more than MAX_DAYS_AHEAD ahead), from a link; the calendar cannot pick one. */
export type DateRangeErrorCode = 'required' | 'past' | 'beforeCheckIn' | 'tooFar';
export type DateRangeErrors = Partial<Record<keyof DateRange, DateRangeErrorCode>>;

const DAY_MS = 86_400_000;

export const addDays = (day: string, days: number): string => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/**
 * The first day a stay may start: the traveller's own calendar day, or the UTC one when that
 * is later (the API refuses check-ins before today in UTC).
 */
export function firstBookableDay(now: Date, local: string = dayOfDate(now)): string {
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

/** What is wrong with a trip's days, per field (the return only for a return trip); an empty object when it can be searched. */
export function tripDateErrors({ checkIn, checkOut }: DateRange, today: string, oneWay: boolean): DateRangeErrors {
  const errors: DateRangeErrors = {};
  if (!isDay(checkIn)) errors.checkIn = 'required';
  else if (checkIn < today) errors.checkIn = 'past';
  else if (beyondBookingHorizon(checkIn, today)) errors.checkIn = 'tooFar';
  if (oneWay) return errors;
  if (!isDay(checkOut)) return { ...errors, checkOut: 'required' };
  // A wrong departure already says so: only a return after a good one is measured.
  if (errors.checkIn) return errors;
  if (checkOut < checkIn) errors.checkOut = 'beforeCheckIn';
  else if (beyondBookingHorizon(checkOut, today)) errors.checkOut = 'tooFar';
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
export function selectableDays(draft: DateRange, step: CalendarStep, today: string, rules: RangeRules): { first: string; last: string } {
  // A check-out may be at most maxNights after check-in (SPEC 5); a stay starts, and a trip starts and ends, within MAX_DAYS_AHEAD (the API's horizon).
  if (rules.kind === 'stay' && step === 'checkOut' && isDay(draft.checkIn)) return { first: today, last: addDays(draft.checkIn, rules.maxNights) };
  return { first: today, last: addDays(today, MAX_DAYS_AHEAD) };
}

/** The last day the calendar's months reach: a stay's capped check-out after the last check-in, a trip's last day. */
export const lastCalendarDay = (today: string, rules: RangeRules): string => addDays(today, MAX_DAYS_AHEAD + (rules.kind === 'stay' ? rules.maxNights : 0));

/**
 * A day picked in the calendar: after a check-in, a day that may end the range is the check-out
 * (a stay's capped, as a typed one would be); any other pick starts a new range on that day.
 * A one-way trip's pick is its departure, chosen at once.
 */
export function pickDay(draft: DateRange, step: CalendarStep, day: string, rules: RangeRules): { range: DateRange; step: CalendarStep } {
  if (isOneWay(rules)) return { range: { checkIn: day, checkOut: draft.checkOut }, step: 'chosen' };
  if (step === 'checkOut' && isDay(draft.checkIn) && canEndOn(draft.checkIn, day, rules)) {
    const range = rules.kind === 'stay' ? changeCheckOut(draft, day, rules.maxNights).range : { checkIn: draft.checkIn, checkOut: day };
    return { range, step: 'chosen' };
  }
  return { range: { checkIn: day, checkOut: '' }, step: 'checkOut' };
}

/**
 * The range kept when the calendar is finished with Done: a picked range (or one-way day) as it
 * is, or, with only a new check-in picked, the earlier range moved to it: a stay's by the
 * check-in rule, a trip's return before it to the departure day.
 */
export function finishRange(value: DateRange, draft: DateRange, rules: RangeRules): RangeChange {
  if (isOneWay(rules) || isDay(draft.checkOut)) return { range: draft, capped: false };
  if (!isDay(draft.checkIn)) return { range: value, capped: false };
  if (rules.kind === 'stay') return changeCheckIn(value, draft.checkIn, rules.maxNights);
  const checkOut = isDay(value.checkOut) && value.checkOut < draft.checkIn ? draft.checkIn : value.checkOut;
  return { range: { checkIn: draft.checkIn, checkOut }, capped: false };
}

/** Nights of a complete range; undefined while a date is missing or the check-out is not after the check-in. */
export function stayNights({ checkIn, checkOut }: DateRange): number | undefined {
  if (!isDay(checkIn) || !isDay(checkOut) || checkOut <= checkIn) return undefined;
  return nightsBetween(checkIn, checkOut);
}
