import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  canEditProposal,
  DEFAULT_DRIFT_THRESHOLD_PERCENT,
  ERROR_CODES,
  needsAttention,
  PROPOSAL_LIMITS,
  proposalTotals,
  type ProposalList,
  type ProposalListQuery,
  proposalInputSchema,
  proposalItemOrderSchema,
  proposalItemParamsSchema,
  proposalListQuerySchema,
  proposalListSchema,
  proposalOfferSchema,
  proposalParamsSchema,
  type ProposalPart,
  proposalSchema,
  type ProposalStatus,
  proposalUpdateSchema,
} from '@travel/contracts';
import type { z } from 'zod';
import { composeProposalMail, type Mailer } from '../auth/mail';
import { currentUser, requireArea } from '../auth/guards';
import { proposalItems, proposals } from '../db/schema-proposals';
import type { Db } from '../db/types';
import { HttpError } from '../errors';
import type { HotelProvider } from '../inventory/providers';
import { activeAgency } from '../plugins/tenant';
import { commandErrors } from './errors';
import { quoteOffer } from './proposal-quote';
import { requoteProposal } from './proposal-requote';
import {
  effectiveStatusSql,
  itemsOf,
  itemView,
  linkOf,
  proposalErrors,
  proposalsWhere,
  proposalView,
  statusOf,
  visibleProposals,
  visibleProposalView,
} from './proposal-view';
import { type CommandScope, commandScope, visibleClient } from './scope';

export interface ProposalRoutesOptions {
  db: Db;
  /** Uncached: a proposal is priced as the checkout prices. */
  hotels: HotelProvider;
  mailer: Mailer;
}

type ProposalUpdate = z.output<typeof proposalUpdateSchema>;

const DAY_MS = 86_400_000;

/** 400 unless the expiry is after now and within PROPOSAL_LIMITS.expiresWithinDays. */
function checkedExpiry(expiresAt: string, now = new Date()): Date {
  const at = new Date(expiresAt);
  if (at.getTime() <= now.getTime()) throw new HttpError(400, ERROR_CODES.validation, 'body.expiresAt: the expiry must be in the future');
  if (at.getTime() > now.getTime() + PROPOSAL_LIMITS.expiresWithinDays * DAY_MS) {
    throw new HttpError(400, ERROR_CODES.validation, `body.expiresAt: the expiry must be within ${PROPOSAL_LIMITS.expiresWithinDays} days`);
  }
  return at;
}

/** The proposal row if the scope sees it, with its status as it reads now; 404 otherwise. */
async function visibleProposal(db: Db, scope: CommandScope, proposalId: string) {
  const [proposal] = await db
    .select()
    .from(proposals)
    .where(and(visibleProposals(scope), eq(proposals.id, proposalId)))
    .limit(1);
  if (!proposal) throw proposalErrors.notFound(proposalId);
  return { ...proposal, status: statusOf(proposal) };
}

const PART_OF: Record<keyof ProposalUpdate, ProposalPart> = {
  clientId: 'client',
  title: 'title',
  message: 'message',
  expiresAt: 'expiresAt',
  driftThresholdPercent: 'driftThreshold',
};

function refuseUnless(status: ProposalStatus, part: ProposalPart): void {
  if (!canEditProposal(status, part)) throw proposalErrors.status(`A ${status} proposal's ${part === 'items' ? 'offers' : part} cannot be changed`);
}

/**
 * A write guarded by the status read just before: it changes the row only if the status is
 * still that one, so two agents (or an agent and the client) acting at once never both win.
 */
async function touchIfStill(db: Db, proposalId: string, status: ProposalStatus, values: PgUpdateSetSource<typeof proposals> = {}): Promise<void> {
  const [changed] = await db
    .update(proposals)
    .set({ ...values, updatedAt: sql`clock_timestamp()` })
    .where(and(eq(proposals.id, proposalId), eq(proposals.status, status)))
    .returning({ id: proposals.id });
  if (!changed) throw proposalErrors.status('The proposal changed meanwhile: reload it and try again');
}

async function listProposals(db: Db, scope: CommandScope, query: z.output<typeof proposalListQuerySchema>): Promise<ProposalList> {
  const where = and(
    visibleProposals(scope),
    query.status ? sql`${effectiveStatusSql} = ${query.status}` : undefined,
    query.clientId ? eq(proposals.clientId, query.clientId) : undefined,
  ) as SQL;
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(proposals).where(where);
  const total = counted?.total ?? 0;
  const page = { page: query.page, pageSize: query.pageSize, total };
  const offset = (query.page - 1) * query.pageSize;
  if (offset >= total) return { ...page, proposals: [] };
  const records = await proposalsWhere(db, where).orderBy(desc(proposals.updatedAt), desc(proposals.id)).limit(query.pageSize).offset(offset);
  const items = await itemsOf(db, records.map((record) => record.proposal.id));
  return {
    ...page,
    proposals: records.map((record) => {
      const view = proposalView(record, []);
      const own = items.filter((item) => item.proposalId === record.proposal.id).map(itemView);
      return {
        id: view.id,
        status: view.status,
        title: view.title,
        client: view.client,
        agent: view.agent,
        expiresAt: view.expiresAt,
        totals: proposalTotals(own),
        updatedAt: view.updatedAt,
        itemCount: own.length,
        soldOut: own.filter((item) => item.availability === 'soldOut').length,
        moved: own.filter((item) => item.availability !== 'soldOut' && needsAttention(item, record.proposal.driftThresholdPercent)).length,
      };
    }),
  };
}

/** The Command Center's Proposals (README "Command Center"): an agent's offers to a client, priced by each service and re-priced before the client reads them. */
export const proposalRoutes: FastifyPluginAsync<ProposalRoutesOptions> = async (app, { db, hotels, mailer }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireArea('proposals');
  const byId = { params: proposalParamsSchema };
  const answer = { 200: proposalSchema };
  const scopeOf = (request: Parameters<typeof currentUser>[0]) => commandScope(currentUser(request));

  r.get('/api/agency/proposals', { preHandler, schema: { querystring: proposalListQuerySchema, response: { 200: proposalListSchema } } }, async (request) =>
    listProposals(db, scopeOf(request), request.query),
  );

  r.post('/api/agency/proposals', { preHandler, schema: { body: proposalInputSchema, response: { 201: proposalSchema } } }, async (request, reply) => {
    const user = currentUser(request);
    const scope = commandScope(user);
    const input = request.body;
    const expiresAt = checkedExpiry(input.expiresAt);
    if (!(await visibleClient(db, scope, input.clientId))) throw commandErrors.clientNotFound(input.clientId);
    const [created] = await db
      .insert(proposals)
      .values({
        agencyId: user.agencyId,
        agentId: user.id,
        clientId: input.clientId,
        title: input.title,
        message: input.message,
        expiresAt,
        driftThresholdPercent: input.driftThresholdPercent ?? DEFAULT_DRIFT_THRESHOLD_PERCENT,
      })
      .returning({ id: proposals.id });
    return reply.status(201).send(await visibleProposalView(db, scope, created!.id));
  });

  r.get('/api/agency/proposals/:proposalId', { preHandler, schema: { ...byId, response: answer } }, async (request) =>
    visibleProposalView(db, scopeOf(request), request.params.proposalId),
  );

  r.put('/api/agency/proposals/:proposalId', { preHandler, schema: { ...byId, body: proposalUpdateSchema, response: answer } }, async (request) => {
    const scope = scopeOf(request);
    const { proposalId } = request.params;
    const proposal = await visibleProposal(db, scope, proposalId);
    const update = request.body;
    (Object.keys(update) as (keyof ProposalUpdate)[]).forEach((field) => refuseUnless(proposal.status, PART_OF[field]));
    if (update.clientId !== undefined && !(await visibleClient(db, scope, update.clientId))) throw commandErrors.clientNotFound(update.clientId);
    await touchIfStill(db, proposalId, proposal.status, {
      ...(update.clientId === undefined ? {} : { clientId: update.clientId }),
      ...(update.title === undefined ? {} : { title: update.title }),
      ...(update.message === undefined ? {} : { message: update.message }),
      ...(update.expiresAt === undefined ? {} : { expiresAt: checkedExpiry(update.expiresAt) }),
      ...(update.driftThresholdPercent === undefined ? {} : { driftThresholdPercent: update.driftThresholdPercent }),
    });
    return visibleProposalView(db, scope, proposalId);
  });

  r.delete('/api/agency/proposals/:proposalId', { preHandler, schema: byId }, async (request, reply) => {
    const proposal = await visibleProposal(db, scopeOf(request), request.params.proposalId);
    if (proposal.status !== 'draft') throw proposalErrors.status(`Only a draft can be deleted; this proposal is ${proposal.status}`);
    const [deleted] = await db
      .delete(proposals)
      .where(and(eq(proposals.id, proposal.id), eq(proposals.status, 'draft')))
      .returning({ id: proposals.id });
    if (!deleted) throw proposalErrors.status('The proposal changed meanwhile: reload it and try again');
    return reply.status(204).send();
  });

  r.post('/api/agency/proposals/:proposalId/items', { preHandler, schema: { ...byId, body: proposalOfferSchema, response: { 201: proposalSchema } } }, async (request, reply) => {
    const scope = scopeOf(request);
    const proposal = await visibleProposal(db, scope, request.params.proposalId);
    refuseUnless(proposal.status, 'items');
    const existing = await itemsOf(db, [proposal.id]);
    if (existing.length >= PROPOSAL_LIMITS.itemsMax) throw proposalErrors.status(`A proposal holds at most ${PROPOSAL_LIMITS.itemsMax} offers`);
    // Priced here by the service's own quote, whatever the browser last showed.
    const quote = await quoteOffer(db, hotels, activeAgency(request), request.body);
    if (quote.unavailable !== undefined) throw proposalErrors.unavailable(quote.unavailable);
    const now = new Date();
    await db.insert(proposalItems).values({
      proposalId: proposal.id,
      position: existing.reduce((last, item) => Math.max(last, item.position), 0) + 1,
      service: request.body.service,
      offer: request.body.offer,
      summary: quote.summary,
      quotedTotal: quote.total,
      currency: quote.currency,
      currentTotal: quote.total,
      availability: 'available',
      requotedAt: now,
    });
    await touchIfStill(db, proposal.id, 'draft');
    return reply.status(201).send(await visibleProposalView(db, scope, proposal.id));
  });

  r.delete('/api/agency/proposals/:proposalId/items/:itemId', { preHandler, schema: { params: proposalItemParamsSchema, response: answer } }, async (request) => {
    const scope = scopeOf(request);
    const { proposalId, itemId } = request.params;
    const proposal = await visibleProposal(db, scope, proposalId);
    refuseUnless(proposal.status, 'items');
    const [removed] = await db
      .delete(proposalItems)
      .where(and(eq(proposalItems.proposalId, proposalId), eq(proposalItems.id, itemId)))
      .returning({ id: proposalItems.id });
    if (!removed) throw new HttpError(404, ERROR_CODES.notFound, `The proposal has no offer ${itemId}`);
    await touchIfStill(db, proposalId, 'draft');
    return visibleProposalView(db, scope, proposalId);
  });

  r.put('/api/agency/proposals/:proposalId/items/order', { preHandler, schema: { ...byId, body: proposalItemOrderSchema, response: answer } }, async (request) => {
    const scope = scopeOf(request);
    const { proposalId } = request.params;
    const proposal = await visibleProposal(db, scope, proposalId);
    refuseUnless(proposal.status, 'items');
    const ids = request.body.itemIds;
    const existing = new Set((await itemsOf(db, [proposalId])).map((item) => item.id));
    if (ids.length !== existing.size || new Set(ids).size !== ids.length || !ids.every((id) => existing.has(id))) {
      throw new HttpError(400, ERROR_CODES.validation, 'body.itemIds: expected every offer of the proposal, each once');
    }
    await db.transaction(async (tx) => {
      for (const [i, id] of ids.entries()) await tx.update(proposalItems).set({ position: i + 1 }).where(eq(proposalItems.id, id));
      await touchIfStill(tx, proposalId, 'draft');
    });
    return visibleProposalView(db, scope, proposalId);
  });

  r.post('/api/agency/proposals/:proposalId/send', { preHandler, schema: { ...byId, response: answer } }, async (request) => {
    const user = currentUser(request);
    const scope = commandScope(user);
    const proposal = await visibleProposal(db, scope, request.params.proposalId);
    if (proposal.status !== 'draft') throw proposalErrors.status(`This proposal is already ${proposal.status}`);
    const items = await itemsOf(db, [proposal.id]);
    const path = linkOf(proposal.id, items);
    if (path === null) throw proposalErrors.empty();
    if (proposal.expiresAt.getTime() <= Date.now()) throw new HttpError(400, ERROR_CODES.validation, 'body.expiresAt: the expiry has passed: set a later one before sending');
    await touchIfStill(db, proposal.id, 'draft', { status: 'sent', sentAt: sql`clock_timestamp()` });
    const view = await visibleProposalView(db, scope, proposal.id);
    const agency = activeAgency(request);
    await mailer.send(
      composeProposalMail(agency, view.client.email, {
        id: proposal.id,
        title: proposal.title,
        message: proposal.message,
        agentName: view.agent?.name ?? null,
        expiresAt: proposal.expiresAt,
        path,
      }),
    );
    return view;
  });

  r.post('/api/agency/proposals/:proposalId/requote', { preHandler, schema: { ...byId, response: answer } }, async (request) => {
    const scope = scopeOf(request);
    const proposal = await visibleProposal(db, scope, request.params.proposalId);
    if (!(['draft', 'sent', 'viewed', 'approved'] as ProposalStatus[]).includes(proposal.status)) throw proposalErrors.status(`A ${proposal.status} proposal is not re-priced`);
    await requoteProposal(db, hotels, activeAgency(request), proposal.id);
    return visibleProposalView(db, scope, proposal.id);
  });
};

