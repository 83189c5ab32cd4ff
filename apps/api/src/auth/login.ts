import { randomBytes } from 'node:crypto';
import type { AgencyRow } from '../db/schema';
import type { Db } from '../db/types';
import { findAccountByEmail, type Account } from './accounts';
import { ssoOnly } from './flows';
import { ServiceUnavailableError } from '../errors';
import { admitLoginAttempt, clearLoginFailures, forgetLoginAttempt } from './login-throttle';
import { hashPassword, verifyPassword } from './password';

export type LoginOutcome =
  | { kind: 'ok'; account: Account }
  | { kind: 'locked'; retryAfterSeconds: number }
  | { kind: 'invalid-credentials' }
  | { kind: 'sso-required' }
  | { kind: 'email-not-verified' }
  | { kind: 'deactivated' };

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password at the current parameters: an unknown email is checked
 * against it, so it costs the same scrypt as a wrong password and the timing tells nothing.
 * Call early (route registration) so the first unknown email does not pay for the hash too.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64')).catch((err: unknown) => {
    dummyHash = undefined;
    throw err;
  });
  return dummyHash;
}

/**
 * Checks a login. The attempt is counted (or refused by the lock) first, atomically, and
 * costs no hash when refused; unknown email and wrong password take the same path (one
 * scrypt, the attempt left counted). What only the right password may learn (deactivated or
 * SSO-only account, unverified email) comes after the password check.
 */
export async function attemptLogin(db: Db, agency: AgencyRow, email: string, password: string): Promise<LoginOutcome> {
  const admission = await admitLoginAttempt(db, agency.id, email);
  if (admission.kind === 'locked') return admission;

  const account = await findAccountByEmail(db, agency.id, email);
  let matches: boolean;
  try {
    matches = await verifyPassword(password, account?.passwordHash ?? (await dummyPasswordHash()));
  } catch (err) {
    if (err instanceof ServiceUnavailableError) await forgetLoginAttempt(db, admission.attemptId);
    throw err;
  }
  if (!account || !matches) return { kind: 'invalid-credentials' };
  await clearLoginFailures(db, agency.id, email);

  if (account.deactivatedAt !== null) return { kind: 'deactivated' };
  if (account.isSsoUser && ssoOnly(agency)) return { kind: 'sso-required' };
  if (!account.emailVerified) return { kind: 'email-not-verified' };
  return { kind: 'ok', account };
}
