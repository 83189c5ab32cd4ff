import { and, eq, sql } from 'drizzle-orm';
import { users } from '../db/schema-agencies';
import { walletTransactions } from '../db/schema-bookings';
import type { Db } from '../db/types';

/** An account's wallet balance: the sum of its ledger rows, in minor units of its credits currency. */
export async function walletBalance(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${walletTransactions.amount}), 0)::int` })
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, userId));
  return row?.balance ?? 0;
}

/**
 * Spends `credits` on a booking, never taking the balance below zero: the account's row is
 * locked first, so two debits of one wallet queue and the second sees the first's row.
 * False when the balance does not cover it.
 */
export async function debitWallet(tx: Db, userId: string, credits: number, currency: string, bookingId: number): Promise<boolean> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if ((await walletBalance(tx, userId)) < credits) return false;
  await tx.insert(walletTransactions).values({ userId, amount: -credits, currency, kind: 'booking', bookingId });
  return true;
}

/** Gives a cancelled booking's credits back; a second call for the same booking changes nothing. */
export async function refundToWallet(tx: Db, userId: string, credits: number, currency: string, bookingId: number): Promise<void> {
  await tx.insert(walletTransactions).values({ userId, amount: credits, currency, kind: 'refund', bookingId }).onConflictDoNothing();
}

/** Sets an account's balance to `credits` with one opening row (the seed, tests). */
export async function setWalletBalance(db: Db, userId: string, credits: number, currency: string): Promise<void> {
  const difference = credits - (await walletBalance(db, userId));
  if (difference !== 0) await db.insert(walletTransactions).values({ userId, amount: difference, currency, kind: 'opening' });
}

/** The credits spent on a booking that never completed go back with it: its ledger row is removed. */
export async function undoWalletDebit(tx: Db, bookingId: number): Promise<void> {
  await tx.delete(walletTransactions).where(and(eq(walletTransactions.bookingId, bookingId), eq(walletTransactions.kind, 'booking')));
}
