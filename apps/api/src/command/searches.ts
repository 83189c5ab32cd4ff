// The Command Center's Searches (SPEC 2.2 /searches) and the markup simulator's samples
// (issue 22): the agency's own recorded searches (search-log.ts), never another agency's.
// apps/api/README.md ("Command Center") documents the calls.
import { and, asc, desc, eq, gt, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SEARCHED_SERVICES,
  canSeeWholesale,
  type PriceViewer,
  SEARCH_LIMITS,
  markupSimulationSchema,
  searchListQuerySchema,
  searchListSchema,
  type AgencySearch,
  type MarkupSample,
  type SearchList,
  type TopDestination,
} from '@travel/contracts';
import type { z } from 'zod';
import { currentUser, requireArea } from '../auth/guards';
import type { AuthUser } from '../auth/plugin';
import { agencySearches, type AgencySearchRow } from '../db/schema-searches';
import type { Db } from '../db/types';

type SearchListQuery = z.output<typeof searchListQuerySchema>;

const recent = () => gt(agencySearches.createdAt, sql`now() - make_interval(days => ${SEARCH_LIMITS.recentDays})`);

/** A search as the viewer may see it: the wholesale only for an unrestricted agent (SPEC 1, 6). */
function searchView(row: AgencySearchRow, viewer: PriceViewer): AgencySearch {
  const { currency, wholesale, travellerPrice } = row;
  const lowest = currency !== null && wholesale !== null && travellerPrice !== null ? { currency, traveller: travellerPrice, ...(canSeeWholesale(viewer) ? { wholesale } : {}) } : null;
  return {
    id: row.id,
    service: row.service,
    destination: row.destination,
    path: row.path,
    trip: row.trip,
    lowest,
    searchedAt: row.createdAt.toISOString(),
  };
}

/** The most searched destinations of the last 30 days, the first few of each service, most first. */
async function topDestinations(db: Db, agencyId: number): Promise<TopDestination[]> {
  const counted = db
    .select({
      service: agencySearches.service,
      destination: agencySearches.destination,
      searches: sql<number>`count(*)::int`.as('searches'),
      rank: sql<number>`row_number() over (partition by ${agencySearches.service} order by count(*) desc, ${agencySearches.destination})`.as('rank'),
    })
    .from(agencySearches)
    .where(and(eq(agencySearches.agencyId, agencyId), recent()))
    .groupBy(agencySearches.service, agencySearches.destination)
    .as('counted');
  const rows = await db
    .select({ service: counted.service, destination: counted.destination, searches: counted.searches })
    .from(counted)
    .where(lte(counted.rank, SEARCH_LIMITS.topDestinations))
    .orderBy(asc(counted.rank));
  return SEARCHED_SERVICES.flatMap((service) => rows.filter((row) => row.service === service));
}

async function listSearches(db: Db, viewer: AuthUser, query: SearchListQuery): Promise<SearchList> {
  const { agencyId } = viewer;
  const where = and(eq(agencySearches.agencyId, agencyId), query.service ? eq(agencySearches.service, query.service) : undefined) as SQL;
  const [rows, [counted], top] = await Promise.all([
    db
      .select()
      .from(agencySearches)
      .where(where)
      .orderBy(desc(agencySearches.createdAt), desc(agencySearches.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(agencySearches).where(where),
    topDestinations(db, agencyId),
  ]);
  return { page: query.page, pageSize: query.pageSize, total: counted?.total ?? 0, searches: rows.map((row) => searchView(row, viewer)), topDestinations: top };
}

/** The latest priced searches of each service over the last 30 days: what the simulator applies a draft markup to. */
async function markupSamples(db: Db, agencyId: number): Promise<MarkupSample[]> {
  const perService = await Promise.all(
    SEARCHED_SERVICES.map((service) =>
      db
        .select({ destination: agencySearches.destination, currency: agencySearches.currency, wholesale: agencySearches.wholesale, taxAndFee: agencySearches.taxAndFee })
        .from(agencySearches)
        .where(and(eq(agencySearches.agencyId, agencyId), eq(agencySearches.service, service), recent(), isNotNull(agencySearches.currency)))
        .orderBy(desc(agencySearches.createdAt))
        .limit(SEARCH_LIMITS.simulatorSamples)
        .then((rows) =>
          rows.flatMap(({ destination, currency, wholesale, taxAndFee }) =>
            currency !== null && wholesale !== null && taxAndFee !== null ? [{ service, destination, currency, wholesale, taxAndFee }] : [],
          ),
        ),
    ),
  );
  return perService.flat();
}

/**
 * GET /api/agency/searches: every agent of the agency reads what its site was searched for.
 * GET /api/agency/markup-simulation: the simulator's samples, beside Markup Settings (owners and admins).
 */
export const searchRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/agency/searches',
    { preHandler: requireArea('searches'), schema: { querystring: searchListQuerySchema, response: { 200: searchListSchema } } },
    async (request) => listSearches(db, currentUser(request), request.query),
  );

  r.get('/api/agency/markup-simulation', { preHandler: requireArea('markupSettings'), schema: { response: { 200: markupSimulationSchema } } }, async (request) => ({
    samples: await markupSamples(db, currentUser(request).agencyId),
  }));
};
