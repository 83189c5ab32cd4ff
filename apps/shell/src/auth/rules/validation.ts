import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@travel/contracts';

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
const NAME_MAX_LENGTH = 100;
/** Something@domain.tld with a letters-only top-level domain, as the API's email check wants. */
const EMAIL_SHAPE = /^[^\s@]+@([^\s@.]+\.)+[A-Za-z]{2,}$/;
const CONTROL_CHARACTER = /\p{Cc}/u;

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

export function nameIssue(value: string): ValidationIssue | null {
  const name = value.trim();
  if (!name) return 'required';
  if (name.length > NAME_MAX_LENGTH) return 'nameTooLong';
  return CONTROL_CHARACTER.test(name) ? 'nameInvalid' : null;
}
