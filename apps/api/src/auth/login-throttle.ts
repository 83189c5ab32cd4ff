import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { loginAttempts } from '../db/schema';
import type { Db } from '../db/types';

/**
 * Per-account login lock: MAX_FAILURES failures within WINDOW_SECONDS lock that email's
 * login on that agency for WINDOW_SECONDS after the last one. Counted in the database so
 * every API process sees the same failures; keyed by the email typed, account or not, so
 * a lock says nothing about whether the account exists. Times use the database clock.
 */
export const MAX_FAILURES = 5;
export const WINDOW_SECONDS = 15 * 60;

/** Seconds until this email may try again on this agency; 0 when not locked. */
export async function lockedForSeconds(db: Db, agencyId: number, email: string): Promise<number> {
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

export async function recordLoginFailure(db: Db, agencyId: number, email: string): Promise<void> {
  await db.insert(loginAttempts).values({ agencyId, email });
  // Failures older than two windows can no longer contribute to a lock.
  await db
    .delete(loginAttempts)
    .where(
      and(
        eq(loginAttempts.agencyId, agencyId),
        eq(loginAttempts.email, email),
        lt(loginAttempts.attemptedAt, sql`now() - make_interval(secs => ${2 * WINDOW_SECONDS})`),
      ),
    );
}

/** A successful login starts the count afresh. */
export async function clearLoginFailures(db: Db, agencyId: number, email: string): Promise<void> {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.agencyId, agencyId), eq(loginAttempts.email, email)));
}
