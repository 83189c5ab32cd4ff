import { dealStayWindow, ERROR_CODES, MAX_STAY_NIGHTS } from '@travel/contracts';
import { HttpError } from '../errors';

/** Default pick-up and return time on the stay window's first and last day. */
const DEFAULT_TIME = 'T10:00:00';
const HOUR_MS = 3_600_000;

export interface RentalPeriod {
  pickUp: string;
  return: string;
}

/** Local date-times (no offset) are read as UTC, so every process agrees. */
const instant = (dateTime: string): number => Date.parse(/(Z|[+-]\d{2}:?\d{2})$/i.test(dateTime) ? dateTime : `${dateTime}Z`);

/** The rental period asked for, or SPEC 9's stay window from 10:00 to 10:00. */
export function rentalPeriod(pickUp: string | undefined, ret: string | undefined, now: Date): RentalPeriod {
  const window = dealStayWindow(now);
  const period = { pickUp: pickUp ?? `${window.start}${DEFAULT_TIME}`, return: ret ?? `${window.end}${DEFAULT_TIME}` };
  if (instant(period.return) <= instant(period.pickUp)) {
    throw new HttpError(400, ERROR_CODES.validation, 'body.returnDateTime: must be after pickUpDateTime');
  }
  return period;
}

/** Days charged: every started 24 hours, as rental companies count, at most SPEC 5's 60. */
export function rentalDays(period: RentalPeriod): number {
  const hours = (instant(period.return) - instant(period.pickUp)) / HOUR_MS;
  return Math.min(MAX_STAY_NIGHTS, Math.max(1, Math.ceil(hours / 24)));
}
