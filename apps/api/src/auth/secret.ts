import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { appSecrets } from '../db/schema';
import type { Db } from '../db/types';

const JWT_SECRET_NAME = 'jwt-hs256';
const GENERATED_BYTES = 64;

/**
 * The JWT signing key: JWT_SECRET when configured (config.ts checks its length), else one
 * generated on the first start and kept in app_secrets, so restarts keep sessions and
 * several API processes on one PostgreSQL accept each other's tokens. Concurrent first
 * starts race on the insert; ON CONFLICT DO NOTHING and the re-read make them agree.
 */
export async function loadJwtKey(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured !== undefined) return new TextEncoder().encode(configured);
  await db
    .insert(appSecrets)
    .values({ name: JWT_SECRET_NAME, value: randomBytes(GENERATED_BYTES).toString('base64') })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, JWT_SECRET_NAME));
  if (!row) throw new Error('app_secrets: the JWT key is missing right after its insert');
  return new Uint8Array(Buffer.from(row.value, 'base64'));
}
