// Who sees what in the Command Center's Clients and Bookings, decided here once for every
// query (apps/api/README.md, "Command Center"): owners and admins see every client and
// booking of their agency; any other agent sees the clients they keep, and the bookings they
// made or that were made for those clients. Anything else is the same 404 as an unknown id.
import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { managesAgency } from '@travel/contracts';
import type { AuthUser } from '../auth/plugin';
import { bookings } from '../db/schema-bookings';
import { clients, dealLinks } from '../db/schema-command';
import type { Db } from '../db/types';

export interface CommandScope {
  agencyId: number;
  userId: string;
  /** An owner or admin: the whole agency. */
  seesAll: boolean;
}

export const commandScope = (user: Pick<AuthUser, 'id' | 'agencyId' | 'userType'>): CommandScope => ({
  agencyId: user.agencyId,
  userId: user.id,
  seesAll: managesAgency(user),
});

/** The clients the scope sees. */
export function visibleClients(scope: CommandScope): SQL {
  const agency = eq(clients.agencyId, scope.agencyId);
  return scope.seesAll ? agency : (and(agency, eq(clients.agentId, scope.userId)) as SQL);
}

/** The deal links the scope sees: an agent's own, or the whole agency's for owners and admins. */
export function visibleDealLinks(scope: CommandScope): SQL {
  const agency = eq(dealLinks.agencyId, scope.agencyId);
  return scope.seesAll ? agency : (and(agency, eq(dealLinks.agentId, scope.userId)) as SQL);
}

/**
 * The bookings the scope sees: never a pending one (its payment has not finished). An
 * agent's clients are read first and passed as one array: the condition then reads only the
 * agent and client columns of bookings_listed_idx, where a subquery would run for every
 * booking of the agency.
 */
export async function visibleBookings(db: Db, scope: CommandScope): Promise<SQL> {
  const shown = and(eq(bookings.agencyId, scope.agencyId), ne(bookings.status, 'pending')) as SQL;
  if (scope.seesAll) return shown;
  const kept = await db.select({ id: clients.id }).from(clients).where(visibleClients(scope));
  const mine = eq(bookings.agentId, scope.userId);
  if (kept.length === 0) return and(shown, mine) as SQL;
  const ids = kept.map((client) => client.id);
  return and(shown, or(mine, sql`${bookings.clientId} = any(${sql.param(ids)}::uuid[])`)) as SQL;
}

/** The client with this id if the scope sees it. */
export async function visibleClient(db: Db, scope: CommandScope, clientId: string): Promise<{ id: string } | undefined> {
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(visibleClients(scope), eq(clients.id, clientId)))
    .limit(1);
  return client;
}
