import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, eq, sql } from 'drizzle-orm';
import {
  AGENCY_NOT_FOUND_TEXT,
  ERROR_CODES,
  LANGUAGE_CODES,
  NATIVE_LANGUAGE_NAMES,
  SERVICE_TITLES,
  productSettingsResponseSchema,
  productSettingsSchema,
  type ProductSettings,
  type ProductSettingsResponse,
} from '@travel/contracts';
import { toAgency } from '../agency';
import { currentUser, requireArea } from '../auth/guards';
import { agencies, type AgencyRow } from '../db/schema-agencies';
import { agencyCruiseLines, agencyReferenceSettings, countries, cruiseLines, currencies } from '../db/schema-reference';
import type { Db } from '../db/types';
import { HttpError } from '../errors';
import { activeAgency } from '../plugins/tenant';
import { DEFAULT_ENABLED_CURRENCIES } from '../reference/defaults';

type Choices = ProductSettingsResponse['choices'];

/** Everything an agency could offer, from the reference catalogue. */
async function choicesOf(db: Db): Promise<Choices> {
  const [lines, currencyRows, countryRows] = await Promise.all([
    db.select({ code: cruiseLines.id, name: cruiseLines.name }).from(cruiseLines).orderBy(asc(cruiseLines.name)),
    db.select({ code: currencies.code, name: currencies.name }).from(currencies).orderBy(asc(currencies.code)),
    db.select({ code: countries.code, name: countries.name }).from(countries).orderBy(asc(countries.sortOrder)),
  ]);
  const languages = LANGUAGE_CODES.map((code) => ({ code, name: NATIVE_LANGUAGE_NAMES[code] }));
  return { cruiseLines: lines, currencies: currencyRows, countries: countryRows, languages };
}

async function settingsOf(db: Db, agency: AgencyRow): Promise<ProductSettings> {
  const [[reference], lines] = await Promise.all([
    db.select().from(agencyReferenceSettings).where(eq(agencyReferenceSettings.agencyId, agency.id)),
    db.select({ id: agencyCruiseLines.cruiseLineId }).from(agencyCruiseLines).where(eq(agencyCruiseLines.agencyId, agency.id)),
  ]);
  const active = new Set(agency.settings.bookingMenuItemOptions.filter((item) => item.active).map((item) => item.title));
  const [defaultLanguage = 'en'] = agency.settings.languages;
  return {
    services: SERVICE_TITLES.map((title) => ({ title, active: active.has(title) })),
    cruiseLines: lines.map(({ id }) => id).sort(),
    currencies: [...(reference?.enabledCurrencies ?? DEFAULT_ENABLED_CURRENCIES)],
    defaultCurrency: agency.settings.defaultCurrency,
    countries: reference?.enabledCountries ?? null,
    languages: agency.settings.languages,
    defaultLanguage,
  };
}

/** A code the catalogue does not have: a 400 naming it, before anything is written. */
function refuseUnknown(field: string, asked: readonly string[], known: Choices[keyof Choices]): void {
  const codes = new Set(known.map(({ code }) => code));
  const unknown = asked.filter((code) => !codes.has(code));
  if (unknown.length > 0) throw new HttpError(400, ERROR_CODES.validation, `body.${field}: unknown ${unknown.join(', ')}`);
}

/**
 * Product Settings (SPEC 2.2 /settings/product), for those the sidebar lets in (owners and
 * admins): the services, cruise lines, display currencies, countries and languages the
 * agency offers. A change is announced like every agency setting, so every API process and
 * the site (nav, tabs, Book Now, pickers) follow at once.
 */
export const productSettingsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = requireArea('productSettings');
  const response = { 200: productSettingsResponseSchema };

  r.get('/api/agency/product', { preHandler: guard, schema: { response } }, async (request) => {
    const agency = activeAgency(request);
    const [settings, choices] = await Promise.all([settingsOf(db, agency), choicesOf(db)]);
    return { settings, choices, agency: toAgency(agency) };
  });

  r.put('/api/agency/product', { preHandler: guard, schema: { body: productSettingsSchema, response } }, async (request) => {
    const agency = activeAgency(request);
    const wanted = request.body;
    const choices = await choicesOf(db);
    refuseUnknown('cruiseLines', wanted.cruiseLines, choices.cruiseLines);
    refuseUnknown('currencies', wanted.currencies, choices.currencies);
    refuseUnknown('countries', wanted.countries ?? [], choices.countries);

    const active = new Set(wanted.services.filter((service) => service.active).map((service) => service.title));
    const changes = {
      // Every service, in the nav order, so the agency's menu never loses one.
      bookingMenuItemOptions: SERVICE_TITLES.map((title) => ({ title, active: active.has(title) })),
      languages: [wanted.defaultLanguage, ...wanted.languages.filter((code) => code !== wanted.defaultLanguage)],
      defaultCurrency: wanted.defaultCurrency,
    };
    const row = await db.transaction(async (tx) => {
      // Merged in the database: a concurrent change to another setting is not undone.
      const [updated] = await tx
        .update(agencies)
        .set({ settings: sql`${agencies.settings} || ${JSON.stringify(changes)}::jsonb` })
        .where(eq(agencies.id, agency.id))
        .returning();
      const reference = { enabledCountries: wanted.countries, enabledCurrencies: wanted.currencies };
      await tx
        .insert(agencyReferenceSettings)
        .values({ agencyId: agency.id, ...reference })
        .onConflictDoUpdate({ target: agencyReferenceSettings.agencyId, set: reference });
      await tx.delete(agencyCruiseLines).where(eq(agencyCruiseLines.agencyId, agency.id));
      if (wanted.cruiseLines.length > 0) {
        await tx.insert(agencyCruiseLines).values(wanted.cruiseLines.map((cruiseLineId) => ({ agencyId: agency.id, cruiseLineId })));
      }
      return updated;
    });
    if (!row) throw new HttpError(404, ERROR_CODES.agencyNotFound, AGENCY_NOT_FOUND_TEXT);
    await app.agencyChanged(agency.subdomain);
    request.log.info({ agency: agency.subdomain, user: currentUser(request).id }, 'product settings changed');
    return { settings: await settingsOf(db, row), choices, agency: toAgency(row) };
  });
};
