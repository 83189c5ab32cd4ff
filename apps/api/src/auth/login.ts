import { randomBytes } from 'node:crypto';
import type { AgencyRow } from '../db/schema';
import type { Db } from '../db/types';
import { findAccountByEmail, type Account } from './accounts';
import { ssoOnly } from './flows';
import { clearLoginFailures, lockedForSeconds, recordLoginFailure } from './login-throttle';
import { hashPassword, verifyPassword } from './password';

export type LoginOutcome =
  | { kind: 'ok'; account: Account }
  | { kind: 'locked'; retryAfterSeconds: number }
  | { kind: 'invalid-credentials' }
  | { kind: 'sso-required' }
  | { kind: 'email-not-verified' };

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
 * Checks a login. The lock comes first and costs no hash; unknown email and wrong password
 * take the same path (one scrypt, one recorded failure). What only the right password may
 * learn (SSO-only account, unverified email) comes after the password check.
 */
export async function attemptLogin(db: Db, agency: AgencyRow, email: string, password: string): Promise<LoginOutcome> {
  const retryAfterSeconds = await lockedForSeconds(db, agency.id, email);
  if (retryAfterSeconds > 0) return { kind: 'locked', retryAfterSeconds };

  const account = await findAccountByEmail(db, agency.id, email);
  const matches = await verifyPassword(password, account?.passwordHash ?? (await dummyPasswordHash()));
  if (!account || !matches) {
    await recordLoginFailure(db, agency.id, email);
    return { kind: 'invalid-credentials' };
  }
  await clearLoginFailures(db, agency.id, email);

  if (account.isSsoUser && ssoOnly(agency)) return { kind: 'sso-required' };
  if (!account.emailVerified) return { kind: 'email-not-verified' };
  return { kind: 'ok', account };
}
