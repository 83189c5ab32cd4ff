// An agency's agents as the Command Center's Agents reads them: each with their role, status,
// and the bookings they made and what those sold. An agency has tens of agents: the page is
// read by name, and its agents' figures in one grouped query over their bookings.
import { and, asc, eq, ilike, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { type Agent, type AgentList, type AgentRole, agentRoleColumns, agentRoleOf, type agentListQuerySchema } from '@travel/contracts';
import type { z } from 'zod';
import { users } from '../db/schema-agencies';
import { bookings } from '../db/schema-bookings';
import type { Db } from '../db/types';
import { BASE_CURRENCY_CODE } from '../inventory/catalogue-currency';
import { commandErrors } from './errors';
import { likeLiteral } from './search-text';

type AgentListQuery = z.infer<typeof agentListQuerySchema>;

/** The agency's agents: its travel-agent accounts (never a traveller's). */
export const agencyAgents = (agencyId: number): SQL => and(eq(users.agencyId, agencyId), eq(users.isTravelAgent, true), ne(users.userType, 'Customer')) as SQL;

function roleCondition(role: AgentRole): SQL {
  const { userType, isRestrictedAgent } = agentRoleColumns(role);
  // The restricted flag tells an Agent from a restricted one; the other roles are their user type alone.
  return (userType === 'Agent' ? and(eq(users.userType, userType), eq(users.isRestrictedAgent, isRestrictedAgent)) : eq(users.userType, userType)) as SQL;
}

function agentSearch(q: string): SQL | undefined {
  const pattern = `%${likeLiteral(q)}%`;
  return or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern), ilike(users.email, pattern));
}

const agentColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  userType: users.userType,
  isRestrictedAgent: users.isRestrictedAgent,
  deactivatedAt: users.deactivatedAt,
  createdAt: users.createdAt,
};

export type AgentRecord = Awaited<ReturnType<ReturnType<typeof agentsWhere>['execute']>>[number];

const agentsWhere = (db: Db, where: SQL) => db.select(agentColumns).from(users).where(where);

interface Figures {
  bookings: number;
  sales: number;
}

/**
 * The shown bookings (never pending) each agent made, and what the confirmed ones sold in the
 * charge currency (the catalogue's: DESIGN.md, Money).
 */
async function figuresOf(db: Db, agencyId: number, agentIds: readonly string[]): Promise<Map<string, Figures>> {
  if (agentIds.length === 0) return new Map();
  const rows = await db
    .select({
      agentId: bookings.agentId,
      bookings: sql<number>`count(*)::int`.mapWith(Number),
      sales: sql<number>`coalesce(sum(${bookings.totalRate}) filter (where ${bookings.status} = 'confirmed' and ${bookings.currency} = ${BASE_CURRENCY_CODE}), 0)::bigint`.mapWith(Number),
    })
    .from(bookings)
    .where(and(eq(bookings.agencyId, agencyId), ne(bookings.status, 'pending'), inArray(bookings.agentId, [...agentIds])))
    .groupBy(bookings.agentId);
  return new Map(rows.flatMap(({ agentId, ...figures }) => (agentId === null ? [] : [[agentId, figures]])));
}

function agentView(record: AgentRecord, figures: Figures | undefined): Agent {
  return {
    id: record.id,
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
    role: agentRoleOf(record),
    status: record.deactivatedAt === null ? 'active' : 'deactivated',
    deactivatedAt: record.deactivatedAt?.toISOString() ?? null,
    createdAt: record.createdAt.toISOString(),
    bookings: figures?.bookings ?? 0,
    sales: { amount: figures?.sales ?? 0, currency: BASE_CURRENCY_CODE },
  };
}

/** One page of the agency's agents by name, searched and filtered, with the count of all that match. */
export async function listAgents(db: Db, agencyId: number, query: AgentListQuery): Promise<AgentList> {
  const where = and(
    agencyAgents(agencyId),
    query.q ? agentSearch(query.q) : undefined,
    query.status === undefined ? undefined : query.status === 'active' ? isNull(users.deactivatedAt) : isNotNull(users.deactivatedAt),
    query.role ? roleCondition(query.role) : undefined,
  ) as SQL;
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(users).where(where);
  const total = counted?.total ?? 0;
  const offset = (query.page - 1) * query.pageSize;
  const page = { page: query.page, pageSize: query.pageSize, total };
  if (offset >= total) return { ...page, agents: [] };
  const records = await agentsWhere(db, where)
    .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id))
    .limit(query.pageSize)
    .offset(offset);
  const figures = await figuresOf(
    db,
    agencyId,
    records.map((record) => record.id),
  );
  return { ...page, agents: records.map((record) => agentView(record, figures.get(record.id))) };
}

/** The agency's agent with this id, as stored; a 404 for anyone else (another agency's, a traveller). */
export async function agentRecord(db: Db, agencyId: number, userId: string): Promise<AgentRecord> {
  const [record] = await agentsWhere(db, and(agencyAgents(agencyId), eq(users.id, userId)) as SQL).limit(1);
  if (!record) throw commandErrors.agentNotFound(userId);
  return record;
}

/** The agency's agent with this id, with their figures. */
export async function agentDetail(db: Db, agencyId: number, userId: string): Promise<Agent> {
  const record = await agentRecord(db, agencyId, userId);
  const figures = await figuresOf(db, agencyId, [record.id]);
  return agentView(record, figures.get(record.id));
}
