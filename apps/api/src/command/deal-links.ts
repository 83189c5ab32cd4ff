import { randomInt } from 'node:crypto';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BASE_CURRENCY,
  DEAL_LINK_ID_LENGTH,
  type DealLink,
  type DealLinkList,
  dealLinkInputSchema,
  dealLinkListQuerySchema,
  dealLinkListSchema,
  dealLinkParamsSchema,
  dealLinkPath,
  dealLinkSchema,
  type ServiceKey,
} from '@travel/contracts';
import type { z } from 'zod';
import { currentUser, requireArea } from '../auth/guards';
import { users } from '../db/schema-agencies';
import { bookings } from '../db/schema-bookings';
import { type DealLinkRow, dealLinks } from '../db/schema-command';
import type { Db } from '../db/types';
import { commandErrors } from './errors';
import { personRef } from './person-ref';
import { type CommandScope, commandScope, visibleDealLinks } from './scope';

type DealLinkListQuery = z.infer<typeof dealLinkListQuerySchema>;

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh short code: ten base62 characters from the system's cryptographic source (about 59 bits: not guessable). */
const newDealLinkId = (): string => Array.from({ length: DEAL_LINK_ID_LENGTH }, () => BASE62[randomInt(BASE62.length)]).join('');

const makers = alias(users, 'maker');

/** Bookings made through the link (never pending: their payment has not finished), from bookings_deal_link_idx. */
const bookingCount = sql<number>`(select count(*)::int from ${bookings} where ${bookings.dealLinkId} = ${dealLinks.id} and ${bookings.status} <> 'pending')`;
/** What its confirmed bookings were paid, in the catalogue's charge currency (one currency: amounts are never mixed). */
const sales = sql<number>`(select coalesce(sum(${bookings.totalRate}), 0)::int from ${bookings}
  where ${bookings.dealLinkId} = ${dealLinks.id} and ${bookings.status} = 'confirmed' and ${bookings.currency} = ${BASE_CURRENCY})`;
const expired = sql<boolean>`coalesce(${dealLinks.expiresAt} <= now(), false)`;

const linksWhere = (db: Db, where: SQL) =>
  db
    .select({ link: dealLinks, makerFirstName: makers.firstName, makerLastName: makers.lastName, bookings: bookingCount, sales, expired })
    .from(dealLinks)
    .leftJoin(makers, eq(makers.id, dealLinks.agentId))
    .where(where);

type LinkRecord = Awaited<ReturnType<ReturnType<typeof linksWhere>['execute']>>[number];

function dealLinkView({ link, makerFirstName, makerLastName, bookings: count, sales: sold, expired: gone }: LinkRecord): DealLink {
  return {
    id: link.id,
    label: link.label,
    target: link.target,
    service: link.service as ServiceKey,
    path: dealLinkPath(link.id),
    expiresAt: link.expiresAt?.toISOString() ?? null,
    expired: gone,
    clicks: link.clicks,
    bookings: count,
    sales: sold,
    agent: personRef(link.agentId, makerFirstName, makerLastName),
    createdAt: link.createdAt.toISOString(),
  };
}

async function listDealLinks(db: Db, scope: CommandScope, query: DealLinkListQuery): Promise<DealLinkList> {
  const where = visibleDealLinks(scope);
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(dealLinks).where(where);
  const total = counted?.total ?? 0;
  const offset = (query.page - 1) * query.pageSize;
  const page = { page: query.page, pageSize: query.pageSize, total, currency: BASE_CURRENCY };
  if (offset >= total) return { ...page, dealLinks: [] };
  const rows = await linksWhere(db, where).orderBy(desc(dealLinks.createdAt), desc(dealLinks.id)).limit(query.pageSize).offset(offset);
  return { ...page, dealLinks: rows.map(dealLinkView) };
}

/** Inserts the link under a fresh code, drawing another on the (1 in 10^17) collision. */
async function insertDealLink(db: Db, values: Omit<typeof dealLinks.$inferInsert, 'id'>): Promise<DealLinkRow> {
  for (;;) {
    const [row] = await db
      .insert(dealLinks)
      .values({ ...values, id: newDealLinkId() })
      .onConflictDoNothing({ target: dealLinks.id })
      .returning();
    if (row) return row;
  }
}

/** The Command Center's Deal Links (README "Command Center"): an agent's short links, their clicks and sales. */
export const dealLinkRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireArea('dealLink');

  r.get('/api/agency/deal-links', { preHandler, schema: { querystring: dealLinkListQuerySchema, response: { 200: dealLinkListSchema } } }, async (request) =>
    listDealLinks(db, commandScope(currentUser(request)), request.query),
  );

  r.post('/api/agency/deal-links', { preHandler, schema: { body: dealLinkInputSchema, response: { 201: dealLinkSchema } } }, async (request, reply) => {
    const user = currentUser(request);
    const { label, target, expiresAt } = request.body;
    const link = await insertDealLink(db, {
      agencyId: user.agencyId,
      agentId: user.id,
      label,
      ...target,
      expiresAt: expiresAt === undefined ? null : new Date(expiresAt),
    });
    // New: no bookings yet, and live (an expiry must be in the future).
    const view = dealLinkView({ link, makerFirstName: user.firstName, makerLastName: user.lastName, bookings: 0, sales: 0, expired: false });
    return reply.status(201).send(view);
  });

  r.delete('/api/agency/deal-links/:dealLinkId', { preHandler, schema: { params: dealLinkParamsSchema } }, async (request, reply) => {
    const { dealLinkId } = request.params;
    // Its bookings stay, no longer naming it (bookings.deal_link_id is set null).
    const [deleted] = await db
      .delete(dealLinks)
      .where(and(visibleDealLinks(commandScope(currentUser(request))), eq(dealLinks.id, dealLinkId)))
      .returning({ id: dealLinks.id });
    if (!deleted) throw commandErrors.dealLinkNotFound(dealLinkId);
    return reply.status(204).send();
  });
};
