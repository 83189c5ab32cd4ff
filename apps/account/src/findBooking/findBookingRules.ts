// Find my booking's checks and sentences: pure rules, table-tested in
// apps/account/test/findBookingRules.test.ts. Message keys are of the account namespace.
import { BOOKING_REFERENCE_PATTERN, emailProblem } from '@travel/contracts';
import type { ApiQueryError } from '@travel/store';

export interface LookupValues {
  reference: string;
  email: string;
}

export type LookupField = keyof LookupValues;
export const LOOKUP_FIELDS: readonly LookupField[] = ['reference', 'email'];

/** Hyphens as word processors and phones write them ('‐', '‑', '–', '—'...). */
const DASHES = /[\u2010-\u2015\u2212]/g;

/**
 * A reference as people type or paste it: any case, spaces, another dash, or no dash at all
 * after the service's letter ('h 7kq3 m9xa' -> 'H-7KQ3M9XA'). Anything else is returned as
 * typed, cleaned of spaces.
 */
export function normaliseReference(input: string): string {
  const compact = input.replace(/\s+/g, '').replace(DASHES, '-').toUpperCase();
  return /^[HFCASR][A-Z0-9]{8}$/.test(compact) ? `${compact.slice(0, 1)}-${compact.slice(1)}` : compact;
}

export function lookupErrors({ reference, email }: LookupValues): Partial<Record<LookupField, string>> {
  const errors: Partial<Record<LookupField, string>> = {};
  const typed = normaliseReference(reference);
  if (typed === '') errors.reference = 'findBooking.errors.referenceRequired';
  else if (!BOOKING_REFERENCE_PATTERN.test(typed)) errors.reference = 'findBooking.errors.referenceInvalid';
  const problem = emailProblem(email);
  if (problem) errors.email = problem === 'required' ? 'findBooking.errors.emailRequired' : 'findBooking.errors.emailInvalid';
  return errors;
}

/**
 * A lookup that found nothing, in a sentence: an unknown reference and a wrong email are
 * one answer (the API tells them apart for nobody); no answer at all is something else.
 */
export function lookupFailure(error: Pick<ApiQueryError, 'status'>): string {
  if (error.status === 404 || error.status === 400) return 'findBooking.notFound';
  return error.status === undefined ? 'findBooking.network' : 'findBooking.failed';
}
