// The deal links a visitor may use: a link of the request's agency that has not expired. Read
// by the /url/<id> redirect and by a booking request that names one.
import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { dealLinks } from '../db/schema-command';
import type { Db } from '../db/types';
import { commandErrors } from './errors';

/** The agency's links that still work (the database's clock decides, as it does for every expiry). */
const liveLinkOf = (agencyId: number, id: string): SQL =>
  and(eq(dealLinks.agencyId, agencyId), eq(dealLinks.id, id), or(isNull(dealLinks.expiresAt), gt(dealLinks.expiresAt, sql`now()`))) as SQL;

/**
 * Counts a visitor's click on a live link of the agency, in one atomic UPDATE (two visitors
 * at once both count), and answers its target; undefined for an unknown, expired or other
 * agency's link, which counts nothing.
 */
export async function clickDealLink(db: Db, agencyId: number, id: string): Promise<string | undefined> {
  const [link] = await db
    .update(dealLinks)
    .set({ clicks: sql`${dealLinks.clicks} + 1` })
    .where(liveLinkOf(agencyId, id))
    .returning({ target: dealLinks.target });
  return link?.target;
}

/**
 * A booking request's `dealLinkId`, checked before anything is held or charged: a live link
 * of the agency, or a 404 (unknown, another agency's, which reads the same) or a 410 (expired).
 */
export async function liveDealLinkId(db: Db, agencyId: number, id: string): Promise<string> {
  const [link] = await db
    .select({ live: sql<boolean>`${dealLinks.expiresAt} is null or ${dealLinks.expiresAt} > now()` })
    .from(dealLinks)
    .where(and(eq(dealLinks.agencyId, agencyId), eq(dealLinks.id, id)))
    .limit(1);
  if (!link) throw commandErrors.dealLinkNotFound(id);
  if (!link.live) throw commandErrors.dealLinkExpired(id);
  return id;
}
