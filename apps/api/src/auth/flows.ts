import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_ERROR_CODES, type LanguageCode } from '@travel/contracts';
import { users, userSecurity, type AgencyRow } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError } from '../errors';
import { findAccountByEmail } from './accounts';
import { clearLoginFailures } from './login-throttle';
import { composeMail, type Mailer } from './mail';
import { type AccountTokenPurpose, checkOneTimeToken, consumeOneTimeToken, issueOneTimeToken, retireOneTimeTokens, type TokenCheck } from './one-time-tokens';
import { hashPassword } from './password';
import { raiseTokenVersion } from './token-version';

/** The signup, email verification and password reset flows; routes/accounts.ts maps them to HTTP. */

export interface SignupInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  language: LanguageCode;
}

const LINK_FAILURES: Record<Exclude<TokenCheck, { ok: true }>['reason'], { code: string; message: string }> = {
  invalid: { code: ACCOUNT_ERROR_CODES.linkInvalid, message: 'body.token: this link is not valid' },
  expired: { code: ACCOUNT_ERROR_CODES.linkExpired, message: 'body.token: this link has expired; ask for a new one' },
  used: { code: ACCOUNT_ERROR_CODES.linkUsed, message: 'body.token: this link has already been used' },
};

function linkError(reason: keyof typeof LINK_FAILURES): HttpError {
  const { code, message } = LINK_FAILURES[reason];
  return new HttpError(400, code, message);
}

function emailTaken(): HttpError {
  return new HttpError(409, ACCOUNT_ERROR_CODES.emailTaken, 'body.email: an account with this email already exists on this site');
}

/** Whether the agency lets this account sign in with a password (SPEC 6: SSO without direct login). */
export function ssoOnly(agency: AgencyRow): boolean {
  return agency.settings.sso.isSSOEnabled && !agency.settings.sso.isDirectLoginAllowedForSSOUsers;
}

async function mailToken(db: Db, mailer: Mailer, agency: AgencyRow, user: { id: string; email: string }, kind: AccountTokenPurpose): Promise<void> {
  const token = await issueOneTimeToken(db, agency.id, user.id, kind);
  await mailer.send(composeMail(kind, agency, user.email, token));
}

/** Creates an unverified Customer account and mails its verification link. */
export async function signup(db: Db, mailer: Mailer, agency: AgencyRow, input: SignupInput): Promise<{ id: string; email: string }> {
  // Checked before the slow hash; the insert below still settles a race between two signups.
  if (await findAccountByEmail(db, agency.id, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const created = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        agencyId: agency.id,
        email: input.email,
        passwordHash,
        userType: 'Customer',
        firstName: input.firstName,
        lastName: input.lastName,
        language: input.language,
      })
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email });
    if (!user) return undefined;
    await tx.insert(userSecurity).values({ userId: user.id, emailVerified: false });
    return user;
  });
  if (!created) throw emailTaken();
  await mailToken(db, mailer, agency, created, 'verify-email');
  return created;
}

export async function verifyEmail(db: Db, agency: AgencyRow, token: string): Promise<{ email: string }> {
  const check = await checkOneTimeToken(db, agency.id, 'verify-email', token);
  if (!check.ok) throw linkError(check.reason);
  if (!(await consumeOneTimeToken(db, check.id))) throw linkError('used');
  await db
    .insert(userSecurity)
    .values({ userId: check.userId, emailVerified: true })
    .onConflictDoUpdate({ target: userSecurity.userId, set: { emailVerified: true } });
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, check.userId));
  if (!user) throw linkError('invalid');
  return user;
}

/**
 * Mails a reset link when the email names an account that may use a password here; does
 * nothing otherwise. The caller answers the same either way (no account enumeration).
 */
export async function requestPasswordReset(db: Db, mailer: Mailer, agency: AgencyRow, email: string): Promise<void> {
  const account = await findAccountByEmail(db, agency.id, email);
  if (!account || (account.isSsoUser && ssoOnly(agency))) return;
  await mailToken(db, mailer, agency, account, 'reset-password');
}

/**
 * Sets the password from a reset link, in one transaction: the link is consumed, every
 * other reset link retired, the token version raised (every access token issued before
 * stops working), the email marked verified (the link proved the mailbox) and the login
 * lock lifted.
 */
export async function resetPassword(db: Db, agency: AgencyRow, token: string, password: string): Promise<void> {
  const check = await checkOneTimeToken(db, agency.id, 'reset-password', token);
  if (!check.ok) throw linkError(check.reason);
  // Hashed before the transaction, which then holds no lock for the ~1 s scrypt takes.
  const passwordHash = await hashPassword(password);
  const email = await db.transaction(async (tx) => {
    if (!(await consumeOneTimeToken(tx, check.id))) throw linkError('used');
    await retireOneTimeTokens(tx, check.userId, 'reset-password');
    const [user] = await tx.update(users).set({ passwordHash }).where(eq(users.id, check.userId)).returning({ email: users.email });
    if (!user) throw linkError('invalid');
    await raiseTokenVersion(tx, check.userId, { emailVerified: true, passwordChangedAt: sql`now()` });
    return user.email;
  });
  await clearLoginFailures(db, agency.id, email.toLowerCase());
}
