import { sql, type SQL } from 'drizzle-orm';
import { userSecurity } from '../db/schema';
import type { Db } from '../db/types';

/** What a caller also sets on the account's security row, in the same statement. */
export interface SecurityChanges {
  emailVerified?: boolean;
  passwordChangedAt?: SQL;
}

/**
 * Raises the account's token version in one statement, so two at once both count: every
 * access token issued before is refused from then on, by every API process (each request
 * reads the version from the database: auth/plugin.ts). No row yet means version 0 and a
 * verified email (auth/accounts.ts), hence version 1 when the row is created.
 */
export async function raiseTokenVersion(db: Db, userId: string, also: SecurityChanges = {}): Promise<void> {
  await db
    .insert(userSecurity)
    .values({ userId, emailVerified: true, tokenVersion: 1, ...also })
    .onConflictDoUpdate({ target: userSecurity.userId, set: { tokenVersion: sql`${userSecurity.tokenVersion} + 1`, ...also } });
}
