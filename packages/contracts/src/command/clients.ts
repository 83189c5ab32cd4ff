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

/** A date of birth: a real day, not after today and not over 120 years ago. */
export function birthDateProblem(day: string, today: string): FieldProblem | null {
  if (day === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) return 'invalid';
  const oldest = `${Number(today.slice(0, 4)) - 120}${today.slice(4)}`;
  return day > today || day < oldest ? 'invalid' : null;
}

/** The client's full name as lists show it. */
export const clientName = (client: { firstName: string; lastName: string }): string => `${client.firstName} ${client.lastName}`.trim();
