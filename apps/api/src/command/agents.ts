import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type AgentActor,
  type AgentChangeRefusal,
  type AgentTarget,
  acceptAgentInvitationBodySchema,
  agentChangeRefusal,
  agentInvitationInputSchema,
  agentInvitationListSchema,
  agentInvitationParamsSchema,
  agentInvitationSchema,
  agentListQuerySchema,
  agentListSchema,
  agentParamsSchema,
  agentRoleBodySchema,
  agentRoleColumns,
  agentRoleOf,
  agentSchema,
  invitationTokenParamsSchema,
  loginResponseSchema,
  publicAgentInvitationSchema,
  roleChangeRefusal,
} from '@travel/contracts';
import { findAccountById } from '../auth/accounts';
import { signIn } from '../auth/cookie';
import { currentUser, requireArea } from '../auth/guards';
import { mailerFor } from '../auth/mail';
import { raiseTokenVersion } from '../auth/token-version';
import type { Config } from '../config';
import { users, type AgencyRow } from '../db/schema-agencies';
import type { Db } from '../db/types';
import { activeAgency } from '../plugins/tenant';
import { acceptInvitation, invite, type Inviter, listInvitations, publicInvitation, resendInvitation, revokeInvitation } from './agent-invitations';
import { agentDetail, agentRecord, listAgents } from './agent-list';
import { commandErrors } from './errors';

export interface AgentRoutesOptions {
  db: Db;
  config: Pick<Config, 'mailOutbox'>;
}

const inviterOf = (request: FastifyRequest): Inviter => {
  const { id, userType, agencyId, firstName, lastName } = currentUser(request);
  return { id, userType, agencyId, firstName, lastName };
};

/** The new account's language: the request's `language` header if the agency offers it, else the agency's first. */
function accountLanguage(agency: AgencyRow, request: FastifyRequest): string {
  const offered = agency.settings.languages;
  return offered.find((code) => code === request.headers.language) ?? offered[0] ?? 'en';
}

/**
 * The Command Center's Agents (README "Command Center"): owners and admins list the agency's
 * agents with their bookings and sales, set their role, deactivate and reactivate them, and
 * invite new ones by email; the role rules are contracts' (agents.ts). The invitation link's
 * two calls are public: the invited person has no account yet.
 */
export const agentRoutes: FastifyPluginAsync<AgentRoutesOptions> = async (app, { db, config }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const mailer = mailerFor(config, db, app.log);
  const preHandler = requireArea('agents');
  const byId = { params: agentParamsSchema };
  const invitationById = { params: agentInvitationParamsSchema };

  /** The agent `userId` of the user's agency once `refusal` (a role rule, on the stored role) allows the change. */
  async function changeable(request: FastifyRequest, userId: string, refusal: (actor: AgentActor, target: AgentTarget) => AgentChangeRefusal | null) {
    const actor = currentUser(request);
    const record = await agentRecord(db, actor.agencyId, userId);
    const refused = refusal(actor, { id: record.id, role: agentRoleOf(record) });
    if (refused) throw commandErrors.agentChangeRefused(refused);
    return { actor, record };
  }

  r.get('/api/agency/agents', { preHandler, schema: { querystring: agentListQuerySchema, response: { 200: agentListSchema } } }, async (request) =>
    listAgents(db, currentUser(request).agencyId, request.query),
  );

  r.get('/api/agency/agents/invitations', { preHandler, schema: { response: { 200: agentInvitationListSchema } } }, async (request) => ({
    invitations: await listInvitations(db, currentUser(request).agencyId),
  }));

  r.post('/api/agency/agents/invitations', { preHandler, schema: { body: agentInvitationInputSchema, response: { 201: agentInvitationSchema } } }, async (request, reply) =>
    reply.status(201).send(await invite(db, mailer, activeAgency(request), inviterOf(request), request.body)),
  );

  r.post(
    '/api/agency/agents/invitations/:invitationId/resend',
    { preHandler, schema: { ...invitationById, response: { 200: agentInvitationSchema } } },
    async (request) => resendInvitation(db, mailer, activeAgency(request), inviterOf(request), request.params.invitationId),
  );

  r.delete('/api/agency/agents/invitations/:invitationId', { preHandler, schema: invitationById }, async (request, reply) => {
    await revokeInvitation(db, currentUser(request).agencyId, inviterOf(request), request.params.invitationId);
    return reply.status(204).send();
  });

  r.get('/api/agency/agents/:userId', { preHandler, schema: { ...byId, response: { 200: agentSchema } } }, async (request) =>
    agentDetail(db, currentUser(request).agencyId, request.params.userId),
  );

  r.put('/api/agency/agents/:userId/role', { preHandler, schema: { ...byId, body: agentRoleBodySchema, response: { 200: agentSchema } } }, async (request) => {
    const { role } = request.body;
    const { actor, record } = await changeable(request, request.params.userId, (who, target) => roleChangeRefusal(who, target, role));
    await db
      .update(users)
      .set(agentRoleColumns(role))
      .where(and(eq(users.id, record.id), eq(users.agencyId, actor.agencyId)));
    return agentDetail(db, actor.agencyId, record.id);
  });

  r.post('/api/agency/agents/:userId/deactivate', { preHandler, schema: { ...byId, response: { 200: agentSchema } } }, async (request) => {
    const { actor, record } = await changeable(request, request.params.userId, agentChangeRefusal);
    await db.transaction(async (tx) => {
      const [deactivated] = await tx
        .update(users)
        .set({ deactivatedAt: sql`now()` })
        .where(and(eq(users.id, record.id), eq(users.agencyId, actor.agencyId), isNull(users.deactivatedAt)))
        .returning({ id: users.id });
      // Every session of the agent ends now, on every API process (auth/token-version.ts).
      if (deactivated) await raiseTokenVersion(tx, record.id);
    });
    return agentDetail(db, actor.agencyId, record.id);
  });

  r.post('/api/agency/agents/:userId/reactivate', { preHandler, schema: { ...byId, response: { 200: agentSchema } } }, async (request) => {
    const { actor, record } = await changeable(request, request.params.userId, agentChangeRefusal);
    await db
      .update(users)
      .set({ deactivatedAt: null })
      .where(and(eq(users.id, record.id), eq(users.agencyId, actor.agencyId), isNotNull(users.deactivatedAt)));
    return agentDetail(db, actor.agencyId, record.id);
  });

  r.get('/api/agent-invitations/:token', { schema: { params: invitationTokenParamsSchema, response: { 200: publicAgentInvitationSchema } } }, async (request) =>
    publicInvitation(db, activeAgency(request), request.params.token),
  );

  r.post('/api/agent-invitations/accept', { schema: { body: acceptAgentInvitationBodySchema, response: { 200: loginResponseSchema } } }, async (request, reply) => {
    const agency = activeAgency(request);
    const { token, password } = request.body;
    const userId = await acceptInvitation(db, agency, token, password, accountLanguage(agency, request));
    const account = await findAccountById(db, agency.id, userId);
    if (!account) throw commandErrors.agentNotFound(userId);
    return signIn(request, reply, account);
  });
};
