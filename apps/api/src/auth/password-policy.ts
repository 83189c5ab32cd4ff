import { ACCOUNT_ERROR_CODES } from '@travel/contracts';
import { HttpError } from '../errors';

/**
 * The part of the password policy the request schemas cannot hold: no well-known password.
 * Length (PASSWORD_MIN_LENGTH..PASSWORD_MAX_LENGTH, contracts) is checked by the body schema; there
 * are no composition rules (OWASP ASVS 2.1: length and a blocklist, not character classes).
 * The list holds the most common passwords of breach corpora that pass the length rule
 * (shorter ones are refused anyway); compared case-insensitively.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '1234567890', '0987654321', '1111111111', '0000000000', '1212121212', '123123123123',
  '1234512345', '1q2w3e4r5t', '1q2w3e4r5t6y', 'q1w2e3r4t5', 'qwertyuiop', 'qwerty1234',
  'qwerty12345', 'qwerty123456', 'asdfghjkl1', 'zxcvbnm123', '1qaz2wsx3edc', 'qazwsxedc123',
  'password12', 'password123', 'password1234', 'password12345', 'password!!', 'passw0rd123',
  'p@ssw0rd123', 'p@ssword123', 'iloveyou12', 'iloveyou123', 'football123', 'baseball123',
  'basketball', 'sunshine123', 'princess123', 'welcome123', 'welcome1234', 'letmein123',
  'changeme123', 'administrator', 'admin12345', 'admin123456', 'abc1234567', 'abcdefghij',
  'abcd123456', 'monkey12345', 'dragon12345', 'superman123', 'trustno1234', 'starwars123',
  'whatever123', 'computer123', 'michael123', 'jennifer123', 'liverpool1', 'chocolate1',
  'qwerty123!', 'password1!', 'summer2024', 'summer2025', 'summer2026', 'winter2025', 'winter2026',
  'travel2026', 'travel12345',
]);

/** The body schema checked the length; this is the rest of the password policy (sign-up, reset, change, an agent's invitation). */
export function refuseCommonPassword(password: string, field = 'body.password'): void {
  if (isCommonPassword(password)) {
    throw new HttpError(400, ACCOUNT_ERROR_CODES.passwordTooCommon, `${field}: is one of the most common passwords; choose another`);
  }
}

/** True for a well-known password (or one character repeated), whatever its case. */
export function isCommonPassword(password: string): boolean {
  const normalised = password.normalize('NFKC').toLowerCase();
  return COMMON_PASSWORDS.has(normalised) || /^(.)\1*$/u.test(normalised);
}
