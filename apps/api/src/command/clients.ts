import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type Client,
  type ClientList,
  clientInputSchema,
  clientListQuerySchema,
  clientListSchema,
  clientParamsSchema,
  clientSchema,
  type ClientSort,
} from '@travel/contracts';
import type { z } from 'zod';
import { currentUser, requireArea } from '../auth/guards';
import { users } from '../db/schema-agencies';
import { bookings } from '../db/schema-bookings';
import { clients } from '../db/schema-command';
import type { Db } from '../db/types';
import { uniqueViolation } from '../db/unique-violation';
import { commandErrors } from './errors';
import { personRef } from './person-ref';
import { type CommandScope, commandScope, visibleClients } from './scope';
import { likeLiteral, phoneDigits } from './search-text';

type ClientInput = z.infer<typeof clientInputSchema>;
type ClientListQuery = z.infer<typeof clientListQuerySchema>;

const keepers = alias(users, 'keeper');

/** The client's shown bookings (confirmed or cancelled, never pending), from bookings_listed_client_idx alone. */
const bookingCount = sql<number>`(select count(*)::int from ${bookings} where ${bookings.clientId} = ${clients.id} and ${bookings.status} <> 'pending')`;

const clientFields = {
  client: clients,
  keeperFirstName: keepers.firstName,
  keeperLastName: keepers.lastName,
  bookings: bookingCount,
};

const clientsWhere = (db: Db, where: SQL) => db.select(clientFields).from(clients).leftJoin(keepers, eq(keepers.id, clients.agentId)).where(where);

type ClientRecord = Awaited<ReturnType<ReturnType<typeof clientsWhere>['execute']>>[number];

function clientView({ client, keeperFirstName, keeperLastName, bookings: count }: ClientRecord): Client {
  return {
    id: client.id,
    firstName: client.firstName,
    lastName: client.lastName,
    email: client.email,
    phone: client.phone,
    dateOfBirth: client.dateOfBirth ?? '',
    nationality: client.nationality,
    passportNumber: client.passportNumber,
    passportExpiry: client.passportExpiry ?? '',
    preferences: client.preferences,
    notes: client.notes,
    agent: personRef(client.agentId, keeperFirstName, keeperLastName),
    bookings: count,
    createdAt: client.createdAt.toISOString(),
    updatedAt: client.updatedAt.toISOString(),
  };
}

/** The columns a form writes; a blank date is null. */
const columnsOf = (input: ClientInput) => ({
  firstName: input.firstName,
  lastName: input.lastName,
  email: input.email,
  phone: input.phone,
  dateOfBirth: input.dateOfBirth === '' ? null : input.dateOfBirth,
  nationality: input.nationality,
  passportNumber: input.passportNumber,
  passportExpiry: input.passportExpiry === '' ? null : input.passportExpiry,
  preferences: input.preferences,
  notes: input.notes,
});

/**
 * Part of a name, an email or a phone number (its digits, however either was typed). An
 * agency keeps clients by the thousand, not the hundred thousand of its bookings: within the
 * agency's (or the agent's) rows an ILIKE is cheap, and finds any part.
 */
function clientSearch(q: string): SQL | undefined {
  const pattern = `%${likeLiteral(q)}%`;
  const digits = phoneDigits(q);
  return or(
    ilike(clients.firstName, pattern),
    ilike(clients.lastName, pattern),
    ilike(sql`${clients.firstName} || ' ' || ${clients.lastName}`, pattern),
    ilike(clients.email, pattern),
    digits.length >= 3 ? sql`regexp_replace(${clients.phone}, '\\D', '', 'g') like ${`%${digits}%`}` : undefined,
  );
}

const SORT_BY: Record<ClientSort, SQL | AnyPgColumn> = {
  name: sql`lower(${clients.lastName})`,
  email: clients.email,
  createdAt: clients.createdAt,
  bookings: bookingCount,
};

async function listClients(db: Db, scope: CommandScope, query: ClientListQuery): Promise<ClientList> {
  const where = and(visibleClients(scope), query.q ? clientSearch(query.q) : undefined, query.agentId ? eq(clients.agentId, query.agentId) : undefined) as SQL;
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(clients).where(where);
  const total = counted?.total ?? 0;
  const offset = (query.page - 1) * query.pageSize;
  const page = { page: query.page, pageSize: query.pageSize, total };
  if (offset >= total) return { ...page, clients: [] };
  const order = query.dir === 'asc' ? asc : desc;
  const rows = await clientsWhere(db, where)
    .orderBy(order(SORT_BY[query.sort]), order(sql`lower(${clients.firstName})`), order(clients.id))
    .limit(query.pageSize)
    .offset(offset);
  return { ...page, clients: rows.map(clientView) };
}

async function visibleClientView(db: Db, scope: CommandScope, clientId: string): Promise<Client> {
  const [row] = await clientsWhere(db, and(visibleClients(scope), eq(clients.id, clientId)) as SQL).limit(1);
  if (!row) throw commandErrors.clientNotFound(clientId);
  return clientView(row);
}

const CLIENT_EMAIL_UNIQUE = 'clients_agency_email_unique';

/** The Command Center's Clients (README "Command Center"): an agency's travellers as its agents keep them. */
export const clientRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireArea('clients');

  r.get('/api/agency/clients', { preHandler, schema: { querystring: clientListQuerySchema, response: { 200: clientListSchema } } }, async (request) =>
    listClients(db, commandScope(currentUser(request)), request.query),
  );

  r.post('/api/agency/clients', { preHandler, schema: { body: clientInputSchema, response: { 201: clientSchema } } }, async (request, reply) => {
    const user = currentUser(request);
    // The one unique index settles two agents adding the same email at once: the second writes nothing.
    const [created] = await db
      .insert(clients)
      .values({ agencyId: user.agencyId, agentId: user.id, ...columnsOf(request.body) })
      .onConflictDoNothing({ target: [clients.agencyId, clients.email] })
      .returning({ id: clients.id });
    if (!created) throw commandErrors.clientEmailTaken(request.body.email);
    return reply.status(201).send(await visibleClientView(db, commandScope(user), created.id));
  });

  const byId = { params: clientParamsSchema };

  r.get('/api/agency/clients/:clientId', { preHandler, schema: { ...byId, response: { 200: clientSchema } } }, async (request) =>
    visibleClientView(db, commandScope(currentUser(request)), request.params.clientId),
  );

  r.put('/api/agency/clients/:clientId', { preHandler, schema: { ...byId, body: clientInputSchema, response: { 200: clientSchema } } }, async (request) => {
    const scope = commandScope(currentUser(request));
    const { clientId } = request.params;
    let updated: { id: string } | undefined;
    try {
      [updated] = await db
        .update(clients)
        .set({ ...columnsOf(request.body), updatedAt: sql`clock_timestamp()` })
        .where(and(visibleClients(scope), eq(clients.id, clientId)))
        .returning({ id: clients.id });
    } catch (err) {
      if (uniqueViolation(err, CLIENT_EMAIL_UNIQUE)) throw commandErrors.clientEmailTaken(request.body.email);
      throw err;
    }
    if (!updated) throw commandErrors.clientNotFound(clientId);
    return visibleClientView(db, scope, clientId);
  });
};
