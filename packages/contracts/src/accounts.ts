// Plain constants of the accounts calls (no zod, so the browser can bundle them); the shapes are in accounts.schema.ts.
import { isSafeText } from './safe-text';

/** Password policy (OWASP ASVS 2.1): a length range and no well-known password; no composition rules. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

/** An account holder's first or last name: trimmed, 1 to 100 characters, safe text (signup, profile). */
export const ACCOUNT_NAME_MAX_LENGTH = 100;

export type AccountNameProblem = 'required' | 'tooLong' | 'invalid';

export function accountNameProblem(input: string): AccountNameProblem | null {
  const name = input.trim();
  if (!name) return 'required';
  if (name.length > ACCOUNT_NAME_MAX_LENGTH) return 'tooLong';
  return isSafeText(name) ? null : 'invalid';
}

/**
 * A profile's phone number: the part after the country's dial code (the country is chosen
 * from a list). Digits, spaces, dots, dashes and brackets; at least 4 digits, and at most 15
 * with the dial code (E.164).
 */
export const PHONE_NUMBER_MAX_LENGTH = 20;
const PHONE_NUMBER_CHARACTERS = /^[\d\s().-]+$/;
const E164_MAX_DIGITS = 15;
const NATIONAL_MIN_DIGITS = 4;

export type PhoneNumberProblem = 'required' | 'hasDialCode' | 'invalid' | 'tooShort' | 'tooLong';

export function phoneNumberProblem(input: string, dialCode: string): PhoneNumberProblem | null {
  const number = input.trim();
  if (!number) return 'required';
  if (number.startsWith('+') || number.startsWith('00')) return 'hasDialCode';
  if (number.length > PHONE_NUMBER_MAX_LENGTH || !PHONE_NUMBER_CHARACTERS.test(number)) return 'invalid';
  const digits = number.replace(/\D/g, '').length;
  if (digits < NATIONAL_MIN_DIGITS) return 'tooShort';
  return digits + dialCode.replace(/\D/g, '').length > E164_MAX_DIGITS ? 'tooLong' : null;
}

/** Access-token lifetime, also the cookie's Max-Age. */
export const ACCESS_TOKEN_TTL_SECONDS = 2 * 60 * 60;

/** The cookie (and request header) carrying the access token (SPEC 4, SPEC 7). */
export const ACCESS_TOKEN_COOKIE_NAME = 'x-access-token';

/** Error codes of the accounts calls, beside the shared ERROR_CODES (VALIDATION_FAILED...). */
export const ACCOUNT_ERROR_CODES = {
  /** Login: wrong password or unknown email, deliberately indistinguishable. 400, not 401 (a 401 logs the browser out). */
  invalidCredentials: 'INVALID_CREDENTIALS',
  /** Login: too many failures for this email on this agency; Retry-After says when to try again. */
  accountLocked: 'ACCOUNT_LOCKED',
  /** Login: the agency's owner or an admin deactivated this account (the Command Center's Agents). */
  accountDeactivated: 'ACCOUNT_DEACTIVATED',
  /** Too many requests from this client address; Retry-After says when to try again. */
  rateLimited: 'RATE_LIMITED',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  /** The agency signs this account in through its SSO portal (agency.returnUrl), not with a password. */
  ssoLoginRequired: 'SSO_LOGIN_REQUIRED',
  /** The agency does not offer self sign-up (isHideSignupOption, or SSO without direct login). */
  signupDisabled: 'SIGNUP_DISABLED',
  emailTaken: 'EMAIL_TAKEN',
  passwordTooCommon: 'PASSWORD_TOO_COMMON',
  /** Change of password: the current password given is not the account's. 400, not 401 (a 401 logs the browser out). */
  wrongPassword: 'WRONG_PASSWORD',
  /** Change of password: the new password is the current one. */
  passwordUnchanged: 'PASSWORD_UNCHANGED',
  /** One-time links (email verification, password reset). */
  linkInvalid: 'LINK_INVALID',
  linkExpired: 'LINK_EXPIRED',
  linkUsed: 'LINK_USED',
  /** Access token failures: always 401 on routes that need a user, ignored on public routes. */
  tokenMissing: 'UNAUTHORIZED',
  tokenInvalid: 'TOKEN_INVALID',
  tokenExpired: 'TOKEN_EXPIRED',
  tokenWrongAgency: 'TOKEN_WRONG_AGENCY',
  /** Issued before the password changed (or the account is gone). */
  tokenRevoked: 'TOKEN_REVOKED',
  forbidden: 'FORBIDDEN',
} as const;
