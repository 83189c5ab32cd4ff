import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { accountTokens } from '../db/schema';
import type { Db } from '../db/types';

/** The links of an existing account (account_tokens); an agent's invitation keeps its own token (command/agents.ts). */
export type AccountTokenPurpose = (typeof accountTokens.purpose.enumValues)[number];

/** Emailed links: verify within a day, reset within 30 minutes (OWASP forgot-password). */
export const ONE_TIME_TOKEN_TTL_SECONDS: Record<AccountTokenPurpose, number> = {
  'verify-email': 24 * 60 * 60,
  'reset-password': 30 * 60,
};

/**
 * SHA-256 is enough here (no salt, no slow hash): the token is 256 random bits, so the
 * stored digest cannot be guessed back; it only keeps a database leak from yielding links.
 */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new link token (256 random bits, base64url) and the digest to store in its place. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: tokenDigest(token) };
}

/**
 * A new token for `purpose`; the caller mails it, only its digest is stored. Times use the
 * database clock. `ttlSeconds` defaults to the purpose's lifetime.
 */
export async function issueOneTimeToken(
  db: Db,
  agencyId: number,
  userId: string,
  purpose: AccountTokenPurpose,
  ttlSeconds: number = ONE_TIME_TOKEN_TTL_SECONDS[purpose],
): Promise<string> {
  const { token, tokenHash } = newLinkToken();
  await db.insert(accountTokens).values({
    agencyId,
    userId,
    purpose,
    tokenHash,
    expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
  });
  return token;
}

export type TokenCheck = { ok: true; id: string; userId: string } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

/** Whether `token` is a live token of this agency for `purpose`; consumes nothing. */
export async function checkOneTimeToken(db: Db, agencyId: number, purpose: AccountTokenPurpose, token: string): Promise<TokenCheck> {
  const [row] = await db
    .select({
      id: accountTokens.id,
      userId: accountTokens.userId,
      used: sql<boolean>`${accountTokens.usedAt} is not null`.mapWith(Boolean),
      expired: sql<boolean>`${accountTokens.expiresAt} <= now()`.mapWith(Boolean),
    })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenDigest(token)), eq(accountTokens.agencyId, agencyId), eq(accountTokens.purpose, purpose)))
    .limit(1);
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.used) return { ok: false, reason: 'used' };
  if (row.expired) return { ok: false, reason: 'expired' };
  return { ok: true, id: row.id, userId: row.userId };
}

/**
 * Marks the token used; false when another request consumed it first (or it expired
 * meanwhile). The conditional update makes "single use" hold across API processes.
 */
export async function consumeOneTimeToken(db: Db, id: string): Promise<boolean> {
  const used = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.id, id), isNull(accountTokens.usedAt), sql`${accountTokens.expiresAt} > now()`))
    .returning({ id: accountTokens.id });
  return used.length === 1;
}

/** Retires every other live token of the user for `purpose` (a reset link dies once a password is set). */
export async function retireOneTimeTokens(db: Db, userId: string, purpose: AccountTokenPurpose): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}
