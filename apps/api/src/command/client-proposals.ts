import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canMoveProposal, type ClientProposal, clientProposalSchema, isOpenProposal, proposalDeclineSchema, proposalParamsSchema, proposalTotals, type ProposalStatus } from '@travel/contracts';
import { proposals } from '../db/schema-proposals';
import type { Db } from '../db/types';
import type { HotelProvider } from '../inventory/providers';
import { activeAgency } from '../plugins/tenant';
import { requoteProposal } from './proposal-requote';
import { itemsOf, itemView, proposalErrors, proposalsWhere, statusOf } from './proposal-view';

/**
 * The proposal the client may read on this agency's site: sent (never a draft), this
 * agency's (another's host answers 404 as for an unknown id), not expired (410, nothing changed).
 */
async function clientsProposal(db: Db, request: FastifyRequest, proposalId: string) {
  const agency = activeAgency(request);
  const [record] = await proposalsWhere(db, and(eq(proposals.id, proposalId), eq(proposals.agencyId, agency.id))).limit(1);
  if (!record || record.proposal.status === 'draft') throw proposalErrors.notFound(proposalId);
  const status = statusOf(record.proposal);
  if (status === 'expired') throw proposalErrors.expired(record.proposal.expiresAt);
  return { agency, record, status };
}

/** The client's answer: an agent of the agency reading it (to check what the client sees) is no client. */
const isClient = (request: FastifyRequest): boolean => !request.user?.isTravelAgent;

/** The client's answer, approving or declining, if the status read just before still holds. */
async function decide(db: Db, proposalId: string, from: ProposalStatus, values: { status: 'approved' | 'declined'; declineReason?: string }): Promise<void> {
  const [changed] = await db
    .update(proposals)
    .set({ ...values, decidedAt: sql`clock_timestamp()`, updatedAt: sql`clock_timestamp()` })
    .where(and(eq(proposals.id, proposalId), eq(proposals.status, from), sql`${proposals.expiresAt} > now()`))
    .returning({ id: proposals.id });
  if (!changed) throw proposalErrors.status('The proposal changed meanwhile: reload it and try again');
}

/** The calls of the client's page (no account: the proposal's unguessable id is the capability). README "Command Center". */
export const clientProposalRoutes: FastifyPluginAsync<{ db: Db; hotels: HotelProvider }> = async (app, { db, hotels }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const byId = { params: proposalParamsSchema };
  const answer = { 200: clientProposalSchema };

  async function clientView(request: FastifyRequest, proposalId: string): Promise<ClientProposal> {
    const { agency, record, status } = await clientsProposal(db, request, proposalId);
    const items = (await itemsOf(db, [proposalId])).map(itemView);
    const { proposal } = record;
    return {
      id: proposal.id,
      status,
      title: proposal.title,
      message: proposal.message,
      expiresAt: proposal.expiresAt.toISOString(),
      totals: proposalTotals(items),
      decidedAt: proposal.decidedAt?.toISOString() ?? null,
      agencyName: agency.agencyName,
      agentName: record.agentFirstName === null ? null : `${record.agentFirstName} ${record.agentLastName ?? ''}`.trim(),
      clientFirstName: record.clientFirstName,
      items,
    };
  }

  r.get('/api/proposals/:proposalId', { schema: { ...byId, response: answer } }, async (request) => {
    const { proposalId } = request.params;
    const { agency, status } = await clientsProposal(db, request, proposalId);
    if (status === 'sent' && isClient(request)) {
      await db
        .update(proposals)
        .set({ status: 'viewed', viewedAt: sql`clock_timestamp()`, updatedAt: sql`clock_timestamp()` })
        .where(and(eq(proposals.id, proposalId), eq(proposals.status, 'sent')));
    }
    // Never the price of the day it was sent: every open item priced now, a change shown as such.
    if (isOpenProposal(status)) await requoteProposal(db, hotels, agency, proposalId);
    return clientView(request, proposalId);
  });

  r.post('/api/proposals/:proposalId/approve', { schema: { ...byId, response: answer } }, async (request) => {
    const { proposalId } = request.params;
    const { status } = await clientsProposal(db, request, proposalId);
    if (!canMoveProposal(status, 'approved')) throw proposalErrors.status(`This proposal is already ${status}`);
    await decide(db, proposalId, status, { status: 'approved' });
    return clientView(request, proposalId);
  });

  r.post('/api/proposals/:proposalId/decline', { schema: { ...byId, body: proposalDeclineSchema, response: answer } }, async (request) => {
    const { proposalId } = request.params;
    const { status } = await clientsProposal(db, request, proposalId);
    if (!canMoveProposal(status, 'declined')) throw proposalErrors.status(`This proposal is already ${status}`);
    await decide(db, proposalId, status, { status: 'declined', declineReason: request.body.reason });
    return clientView(request, proposalId);
  });
};
