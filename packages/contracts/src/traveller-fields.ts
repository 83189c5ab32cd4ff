// Rules for the traveller details a checkout asks for, shared by the checkout forms (which
// show a translated message per problem) and the API's booking schemas. Plain TypeScript.
import { isSafeText } from './safe-text';

export const TRAVELLER_LIMITS = { nameMax: 60, emailMax: 254, specialRequestsMax: 500 } as const;

export type FieldProblem = 'required' | 'tooLong' | 'invalid';

/** Letters of any script, with spaces, apostrophes, hyphens and dots between them (O'Neil, Jean-Luc, J. R.). */
const NAME = /^\p{L}[\p{L}\p{M}'’. -]*$/u;
/** A pragmatic address check: something@domain.tld, no spaces. The mail itself is the real test. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** International or local: an optional +, then digits with spaces, dots, dashes or brackets. */
const PHONE = /^\+?[\d\s().-]+$/;

export function personNameProblem(input: string): FieldProblem | null {
  const name = input.trim();
  if (name === '') return 'required';
  if (name.length > TRAVELLER_LIMITS.nameMax) return 'tooLong';
  return NAME.test(name) ? null : 'invalid';
}

export function emailProblem(input: string): FieldProblem | null {
  const email = input.trim();
  if (email === '') return 'required';
  if (email.length > TRAVELLER_LIMITS.emailMax) return 'tooLong';
  return EMAIL.test(email) && isSafeText(email) ? null : 'invalid';
}

/** 7 to 15 digits (E.164 allows 15), written any usual way. */
export function phoneProblem(input: string): FieldProblem | null {
  const phone = input.trim();
  if (phone === '') return 'required';
  const digits = phone.replace(/\D/g, '').length;
  return PHONE.test(phone) && digits >= 7 && digits <= 15 ? null : 'invalid';
}

export function specialRequestsProblem(input: string): FieldProblem | null {
  return input.length > TRAVELLER_LIMITS.specialRequestsMax ? 'tooLong' : null;
}
