import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { users, userSecurity, walletTransactions } from '../db/schema';
import type { Db } from '../db/types';

export type UserRow = typeof users.$inferSelect;

/** A user with its authentication state (user_security, or its defaults when the row is absent) and its wallet balance. */
export type Account = UserRow & { emailVerified: boolean; tokenVersion: number; credits: number };

const accountColumns = {
  ...getTableColumns(users),
  emailVerified: sql<boolean>`coalesce(${userSecurity.emailVerified}, true)`.mapWith(Boolean),
  tokenVersion: sql<number>`coalesce(${userSecurity.tokenVersion}, 0)`.mapWith(Number),
  // The wallet ledger's sum (wallet-ledger.ts), in minor units of credits_currency.
  credits: sql<number>`(select coalesce(sum(${walletTransactions.amount}), 0) from ${walletTransactions} where ${walletTransactions.userId} = ${users.id})`.mapWith(Number),
};

async function findAccount(db: Db, agencyId: number, match: SQL): Promise<Account | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .leftJoin(userSecurity, eq(userSecurity.userId, users.id))
    .where(and(eq(users.agencyId, agencyId), match))
    .limit(1);
  return row;
}

/** `email` as the body schemas give it: trimmed and lower-case (the unique index is on lower(email)). */
export function findAccountByEmail(db: Db, agencyId: number, email: string): Promise<Account | undefined> {
  return findAccount(db, agencyId, sql`lower(${users.email}) = ${email}`);
}

/** `userId` must be a UUID (the column's type): callers pass validated token claims. */
export function findAccountById(db: Db, agencyId: number, userId: string): Promise<Account | undefined> {
  return findAccount(db, agencyId, eq(users.id, userId));
}
