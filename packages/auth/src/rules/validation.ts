import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, accountNameProblem } from '@travel/contracts';

/** What is wrong with a field; the form turns it into a translated message. */
export type ValidationIssue =
  | 'required'
  | 'emailInvalid'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordMismatch'
  | 'nameTooLong'
  | 'nameInvalid';

/** The API's limits (packages/contracts accounts.schema.ts), checked before a round trip. */
const EMAIL_MAX_LENGTH = 254;
/** Something@domain.tld with a letters-only top-level domain, as the API's email check wants. */
const EMAIL_SHAPE = /^[^\s@]+@([^\s@.]+\.)+[A-Za-z]{2,}$/;

export function emailIssue(value: string): ValidationIssue | null {
  const email = value.trim();
  if (!email) return 'required';
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(email) ? null : 'emailInvalid';
}

/** Login takes any stored password up to the cap: an old, shorter one must still work. */
export function loginPasswordIssue(value: string): ValidationIssue | null {
  if (!value) return 'required';
  return value.length > PASSWORD_MAX_LENGTH ? 'passwordTooLong' : null;
}

export function newPasswordIssue(value: string): ValidationIssue | null {
  if (!value) return 'required';
  if (value.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  return value.length > PASSWORD_MAX_LENGTH ? 'passwordTooLong' : null;
}

export function confirmPasswordIssue(password: string, confirmation: string): ValidationIssue | null {
  if (!confirmation) return 'required';
  return confirmation === password ? null : 'passwordMismatch';
}

const NAME_ISSUES = { required: 'required', tooLong: 'nameTooLong', invalid: 'nameInvalid' } as const;

export function nameIssue(value: string): ValidationIssue | null {
  const problem = accountNameProblem(value);
  return problem ? NAME_ISSUES[problem] : null;
}
