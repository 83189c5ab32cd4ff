import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import {
  AGENCY_NOT_FOUND_TEXT,
  ERROR_CODES,
  SERVICES,
  agencyResponseSchema,
  markupsResponseSchema,
  markupsUpdateSchema,
  serviceByTitle,
  websiteSettingsSchema,
  type MarkupsResponse,
} from '@travel/contracts';
import { toAgency } from '../agency';
import { currentUser, requireArea } from '../auth/guards';
import { agencies, agencyMarkups, type AgencyRow } from '../db/schema';
import { HttpError } from '../errors';
import type { Db } from '../db/types';
import { activeAgency } from '../plugins/tenant';

/** Every service's markup, in the nav order; a service without a row has none. */
async function markupsOf(db: Db, agency: AgencyRow): Promise<MarkupsResponse> {
  const rows = await db.select().from(agencyMarkups).where(eq(agencyMarkups.agencyId, agency.id));
  const byService = new Map(rows.map((row) => [row.service, row.percentBasisPoints]));
  return { markups: SERVICES.map(({ title, key }) => ({ service: title, basisPoints: byService.get(key) ?? 0 })) };
}

/**
 * The Command Center's agency settings, for those the sidebar lets in (owners and admins,
 * SPEC 6). A change drops the agency from the tenant cache of this process and, announced
 * to the others, of every API process, so their next requests see it: prices
 * (inventory/pricing.ts), the page head, the theme.
 */
export const agencySettingsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Markup Settings (SPEC 2.2 /settings/agency): the agency's markup per service.
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
        .values(request.body.markups.map(({ service, basisPoints }) => ({ agencyId: agency.id, service: serviceByTitle(service).key, percentBasisPoints: basisPoints })))
        .onConflictDoUpdate({
          target: [agencyMarkups.agencyId, agencyMarkups.service],
          set: { percentBasisPoints: sql`excluded.percent_basis_points` },
        });
      await app.agencyChanged(agency.subdomain);
      request.log.info({ agency: agency.subdomain, user: currentUser(request).id, markups: request.body.markups }, 'markups changed');
      return markupsOf(db, agency);
    },
  );

  // Website Settings (SPEC 2.2 /settings/website): brand colour, search-engine texts, contacts.
  r.put(
    '/api/agency/website',
    { preHandler: requireArea('websiteSettings'), schema: { body: websiteSettingsSchema, response: { 200: agencyResponseSchema } } },
    async (request) => {
      const agency = activeAgency(request);
      const { primaryColor, ...settings } = request.body;
      // Merged in the database: a concurrent change to another setting is not undone.
      const [row] = await db
        .update(agencies)
        .set({ primaryColor, settings: sql`${agencies.settings} || ${JSON.stringify(settings)}::jsonb` })
        .where(eq(agencies.id, agency.id))
        .returning();
      if (!row) throw new HttpError(404, ERROR_CODES.agencyNotFound, AGENCY_NOT_FOUND_TEXT);
      await app.agencyChanged(agency.subdomain);
      request.log.info({ agency: agency.subdomain, user: currentUser(request).id }, 'website settings changed');
      return { agency: toAgency(row) };
    },
  );
};
