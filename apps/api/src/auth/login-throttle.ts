import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { lockForTransaction } from '../db/advisory-lock';
import { loginAttempts } from '../db/schema';
import type { Db } from '../db/types';

/**
 * Per-account login lock: MAX_FAILURES attempts within WINDOW_SECONDS lock that email's
 * login on that agency for WINDOW_SECONDS after the last one. An attempt is counted as a
 * failure before its password is checked, and a right password clears the count: so of
 * any number of attempts, however they arrive, at most MAX_FAILURES a window get their
 * password checked. Counted in the database, so every API process shares the count; keyed
 * by the email typed, account or not, so a lock says nothing about whether the account
 * exists. Times use the database clock.
 */
export const MAX_FAILURES = 5;
export const WINDOW_SECONDS = 15 * 60;

/** Seconds until this email may try again on this agency; 0 when not locked. */
async function lockedForSeconds(db: Db, agencyId: number, email: string): Promise<number> {
  const recent = db
    .select({ at: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.agencyId, agencyId), eq(loginAttempts.email, email)))
    .orderBy(desc(loginAttempts.attemptedAt))
    .limit(MAX_FAILURES)
    .as('recent');
  const window = sql`make_interval(secs => ${WINDOW_SECONDS})`;
  const [row] = await db
    .select({
      retryAfter: sql<number>`case when count(*) = ${MAX_FAILURES} and max(${recent.at}) - min(${recent.at}) <= ${window}
        then greatest(0, ceil(extract(epoch from max(${recent.at}) + ${window} - now())))::int else 0 end`.mapWith(Number),
    })
    .from(recent);
  return row?.retryAfter ?? 0;
}

export type LoginAdmission = { kind: 'admitted'; attemptId: number } | { kind: 'locked'; retryAfterSeconds: number };

/**
 * Counts one attempt, or refuses it when the account is locked, in one transaction that
 * queues every attempt for this agency and email behind an advisory lock: two attempts
 * cannot both see room for one more. The attempt stays counted as a failure unless the
 * password proves right (clearLoginFailures) or it is never checked (forgetLoginAttempt).
 */
export async function admitLoginAttempt(db: Db, agencyId: number, email: string): Promise<LoginAdmission> {
  return db.transaction(async (tx) => {
    await lockForTransaction(tx, `login:${agencyId}:${email}`);
    const retryAfterSeconds = await lockedForSeconds(tx, agencyId, email);
    if (retryAfterSeconds > 0) return { kind: 'locked', retryAfterSeconds };
    const [attempt] = await tx.insert(loginAttempts).values({ agencyId, email }).returning({ id: loginAttempts.id });
    if (!attempt) throw new Error('login attempt not recorded');
    // Attempts older than two windows can no longer contribute to a lock.
    await tx
      .delete(loginAttempts)
      .where(
        and(
          eq(loginAttempts.agencyId, agencyId),
          eq(loginAttempts.email, email),
          lt(loginAttempts.attemptedAt, sql`now() - make_interval(secs => ${2 * WINDOW_SECONDS})`),
        ),
      );
    return { kind: 'admitted', attemptId: attempt.id };
  });
}

/** An admitted attempt whose password was never checked (the server was too busy): it does not count. */
export async function forgetLoginAttempt(db: Db, attemptId: number): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, attemptId));
}

/** A successful login starts the count afresh. */
export async function clearLoginFailures(db: Db, agencyId: number, email: string): Promise<void> {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.agencyId, agencyId), eq(loginAttempts.email, email)));
}
