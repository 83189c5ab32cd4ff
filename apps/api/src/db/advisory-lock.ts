import { sql } from 'drizzle-orm';
import type { Db } from './types';

/**
 * Takes a transaction-scoped advisory lock on a text key: transactions on the same key run
 * one after another, in every process on the database, and the lock goes with the commit
 * or rollback. Keys are hashed to 64 bits; a collision only makes two keys wait for each other.
 */
export async function lockForTransaction(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
