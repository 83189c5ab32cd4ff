import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ACCOUNT_ERROR_CODES,
  COMMAND_ERROR_CODES,
  ERROR_CODES,
  clientParamsSchema,
  managesAgency,
  receivedGrantsSchema,
  walletGrantInputSchema,
  walletGrantListQuerySchema,
  walletGrantListSchema,
  walletGrantSchema,
  type WalletGrant,
} from '@travel/contracts';
import { currentUser, requireArea, requireUser } from '../auth/guards';
import { users } from '../db/schema-agencies';
import { walletTransactions } from '../db/schema-bookings';
import { clients } from '../db/schema-command';
import type { Db } from '../db/types';
import { HttpError } from '../errors';
import { conversionTo, type Conversion } from '../inventory/money';
import { commandErrors } from './errors';
import { commandScope, visibleClients } from './scope';

/** `amount` minor units of one currency in another's, rounded half-up, at the catalogue's rates (as prices are converted for display). */
function converted(amount: number, from: Conversion, to: Conversion): number {
  const scaled = (amount * to.unitsPerUsd * 10 ** to.decimals) / (from.unitsPerUsd * 10 ** from.decimals);
  return Math.floor(scaled + 0.5 + 1e-9);
}

async function conversion(db: Db, currency: string): Promise<Conversion> {
  const found = await conversionTo(db, currency);
  if (!found) throw new HttpError(400, ERROR_CODES.validation, `body.currency: unknown ${currency}`);
  return found;
}

/** Owners and admins give credits (SPEC 6); other agents read the wallet area but may not. */
function grantingManager(request: FastifyRequest) {
  const user = currentUser(request);
  if (!managesAgency(user)) throw new HttpError(403, ACCOUNT_ERROR_CODES.forbidden, 'Only an owner or admin may grant wallet credits');
  return user;
}

const granter = alias(users, 'granter');

/** The agency's grants, newest first: the credited account, its client, and who gave them. */
const grantColumns = {
  id: walletTransactions.id,
  amount: walletTransactions.amount,
  currency: walletTransactions.currency,
  reason: walletTransactions.reason,
  createdAt: walletTransactions.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  clientId: clients.id,
  granterFirst: granter.firstName,
  granterLast: granter.lastName,
};

function grantsOfAgency(db: Db, agencyId: number, only?: SQL) {
  return db
    .select(grantColumns)
    .from(walletTransactions)
    .innerJoin(users, eq(users.id, walletTransactions.userId))
    .leftJoin(clients, and(eq(clients.agencyId, users.agencyId), eq(clients.email, sql`lower(${users.email})`)))
    .leftJoin(granter, eq(granter.id, walletTransactions.grantedBy))
    .where(and(eq(users.agencyId, agencyId), eq(walletTransactions.kind, 'grant'), only));
}

type GrantRow = Awaited<ReturnType<typeof grantsOfAgency>>[number];

const grantView = (row: GrantRow): WalletGrant => ({
  id: row.id,
  amount: row.amount,
  currency: row.currency,
  reason: row.reason ?? '',
  account: { name: `${row.firstName} ${row.lastName}`.trim(), email: row.email },
  clientId: row.clientId,
  grantedBy: row.granterFirst === null ? null : `${row.granterFirst} ${row.granterLast ?? ''}`.trim(),
  createdAt: row.createdAt.toISOString(),
});

/**
 * Wallet grants (issue 22): an owner or admin gives one of the agency's clients wallet
 * credits, with a reason the traveller reads in their wallet. The credits go to the agency's
 * account with the client's email, in that wallet's currency; a client without an account
 * has no wallet to credit (409). Granting turns the account's wallet on: credits given are
 * credits the traveller may spend.
 */
export const walletGrantRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireArea('wallet');

  r.post(
    '/api/agency/clients/:clientId/wallet-grants',
    { preHandler, schema: { params: clientParamsSchema, body: walletGrantInputSchema, response: { 201: walletGrantSchema } } },
    async (request, reply) => {
      const user = grantingManager(request);
      const { clientId } = request.params;
      const [client] = await db
        .select({ email: clients.email })
        .from(clients)
        .where(and(visibleClients(commandScope(user)), eq(clients.id, clientId)));
      if (!client) throw commandErrors.clientNotFound(clientId);
      const [account] = await db
        .select({ id: users.id, creditsCurrency: users.creditsCurrency })
        .from(users)
        .where(and(eq(users.agencyId, user.agencyId), eq(sql`lower(${users.email})`, client.email)));
      if (!account) {
        throw new HttpError(409, COMMAND_ERROR_CODES.clientHasNoAccount, `This client has no account yet: ${client.email} must sign up at the agency before credits can be given`);
      }

      const { amount, currency = account.creditsCurrency, reason } = request.body;
      const credits = currency === account.creditsCurrency ? amount : converted(amount, await conversion(db, currency), await conversion(db, account.creditsCurrency));
      if (credits <= 0) throw new HttpError(400, ERROR_CODES.validation, `body.amount: too small to give in ${account.creditsCurrency}`);

      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(walletTransactions)
          .values({ userId: account.id, amount: credits, currency: account.creditsCurrency, kind: 'grant', reason, grantedBy: user.id })
          .returning({ id: walletTransactions.id });
        await tx.update(users).set({ isRewardWalletEnable: true }).where(eq(users.id, account.id));
        return row?.id;
      });
      if (id === undefined) throw new Error('wallet grant: the insert returned no row');
      request.log.info({ grant: id, client: clientId, user: user.id }, 'wallet credits granted');
      const [row] = await grantsOfAgency(db, user.agencyId, eq(walletTransactions.id, id));
      if (!row) throw new Error(`wallet grant ${id} is missing after insert`);
      return reply.status(201).send(grantView(row));
    },
  );

  r.get('/api/agency/wallet-grants', { preHandler, schema: { querystring: walletGrantListQuerySchema, response: { 200: walletGrantListSchema } } }, async (request) => {
    const user = grantingManager(request);
    const { page, pageSize } = request.query;
    const [counted] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(walletTransactions)
      .innerJoin(users, eq(users.id, walletTransactions.userId))
      .where(and(eq(users.agencyId, user.agencyId), eq(walletTransactions.kind, 'grant')));
    const total = counted?.total ?? 0;
    const rows = await grantsOfAgency(db, user.agencyId)
      .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return { page, pageSize, total, grants: rows.map(grantView) };
  });

  /** The signed-in traveller's own grants, for their wallet's activity. */
  r.get('/api/user/wallet/grants', { preHandler: requireUser, schema: { response: { 200: receivedGrantsSchema } } }, async (request) => {
    const rows = await db
      .select({ id: walletTransactions.id, amount: walletTransactions.amount, currency: walletTransactions.currency, reason: walletTransactions.reason, createdAt: walletTransactions.createdAt })
      .from(walletTransactions)
      .where(and(eq(walletTransactions.userId, currentUser(request).id), eq(walletTransactions.kind, 'grant')))
      .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
      .limit(200);
    return { grants: rows.map((row) => ({ ...row, reason: row.reason ?? '', createdAt: row.createdAt.toISOString() })) };
  });
};
