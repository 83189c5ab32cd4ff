// Rules for an agency's client records (the Command Center's Clients), shared by the client
// form (a translated message per problem) and the API's schemas. Plain TypeScript.
import type { FieldProblem } from '../traveller-fields';

export const CLIENT_LIMITS = { passportMin: 5, passportMax: 20, preferencesMax: 500, notesMax: 2000 } as const;

/** Letters and digits only, as printed on the passport's data page. */
const PASSPORT = /^[A-Z0-9]+$/;

/** Passport numbers are kept upper-case without spaces, however they were typed. */
export const normalisedPassport = (input: string): string => input.replace(/\s+/g, '').toUpperCase();

export function passportNumberProblem(input: string): FieldProblem | null {
  const passport = normalisedPassport(input);
  if (passport === '') return null;
  if (passport.length > CLIENT_LIMITS.passportMax) return 'tooLong';
  return passport.length >= CLIENT_LIMITS.passportMin && PASSPORT.test(passport) ? null : 'invalid';
}

/** YYYY-MM-DD naming a day of the calendar (Date.parse would take 1990-02-30 as 2 March). */
function isRealDay(day: string): boolean {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN;
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
}

/** A date of birth: a real day, not after today and not over 120 years ago. */
export function birthDateProblem(day: string, today: string): FieldProblem | null {
  if (day === '') return null;
  if (!isRealDay(day)) return 'invalid';
  const oldest = `${Number(today.slice(0, 4)) - 120}${today.slice(4)}`;
  return day > today || day < oldest ? 'invalid' : null;
}

/**
 * A passport's expiry as a client record keeps it: a real day, passed or not (an expired
 * passport is worth knowing about), in the years a passport can name.
 */
export function passportExpiryDayProblem(day: string): FieldProblem | null {
  if (day === '') return null;
  if (!isRealDay(day)) return 'invalid';
  return day >= '1900-01-01' && day <= '2199-12-31' ? null : 'invalid';
}

/** The client's full name as lists show it. */
export const clientName = (client: { firstName: string; lastName: string }): string => `${client.firstName} ${client.lastName}`.trim();
