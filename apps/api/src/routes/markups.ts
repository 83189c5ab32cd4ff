import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { SERVICE_TITLES, markupsResponseSchema, markupsUpdateSchema, type MarkupsResponse } from '@travel/contracts';
import { currentUser, requireArea } from '../auth/guards';
import { agencyMarkups, type AgencyRow } from '../db/schema';
import type { Db } from '../db/types';
import { activeAgency } from '../plugins/tenant';
import { serviceKeyOf } from '../services';

/** Every service's markup, in the nav order; a service without a row has none. */
async function markupsOf(db: Db, agency: AgencyRow): Promise<MarkupsResponse> {
  const rows = await db.select().from(agencyMarkups).where(eq(agencyMarkups.agencyId, agency.id));
  const byService = new Map(rows.map((row) => [row.service, row.percentBasisPoints]));
  return { markups: SERVICE_TITLES.map((service) => ({ service, basisPoints: byService.get(serviceKeyOf(service)) ?? 0 })) };
}

/**
 * Markup Settings (SPEC 2.2 /settings/agency): the agency's markup per service, read and set
 * by those the sidebar lets in (owners and admins, SPEC 6). Prices follow at once: the
 * tenant cache drops the agency, and with it the markups priced from it (inventory/pricing.ts).
 */
export const markupsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = requireArea('markupSettings');

  r.get('/api/agency/markups', { preHandler: guard, schema: { response: { 200: markupsResponseSchema } } }, async (request) =>
    markupsOf(db, activeAgency(request)),
  );

  r.put(
    '/api/agency/markups',
    { preHandler: guard, schema: { body: markupsUpdateSchema, response: { 200: markupsResponseSchema } } },
    async (request) => {
      const agency = activeAgency(request);
      await db
        .insert(agencyMarkups)
        .values(request.body.markups.map(({ service, basisPoints }) => ({ agencyId: agency.id, service: serviceKeyOf(service), percentBasisPoints: basisPoints })))
        .onConflictDoUpdate({
          target: [agencyMarkups.agencyId, agencyMarkups.service],
          set: { percentBasisPoints: sql`excluded.percent_basis_points` },
        });
      app.tenants.invalidate(agency.subdomain);
      request.log.info({ agency: agency.subdomain, user: currentUser(request).id, markups: request.body.markups }, 'markups changed');
      return markupsOf(db, agency);
    },
  );
};
