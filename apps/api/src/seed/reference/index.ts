import { eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  agencies,
  agencyCruiseLines,
  agencyReferenceSettings,
  airportSearchTerms,
  airports,
  countries,
  cruiseLinePorts,
  cruiseLines,
  cruisePorts,
  currencies,
  exchangeRates,
  referenceCatalogueVersions,
} from '../../db/schema';
import type { Db } from '../../db/types';
import { normaliseSearch } from '@travel/contracts';
import { AGENCY_REFERENCE_CHOICES } from './agency-choices';
import { airportTerms } from './airport-terms';
import { AIRPORTS } from './airports';
import { countryRows, currencyRows } from './countries';
import { CRUISE_LINES, CRUISE_PORTS } from './cruise-lines';
import { RATES_AS_OF, UNITS_PER_USD } from './exchange-rates';

/**
 * Names the catalogue the data files in this folder describe. Change it with any of them:
 * the next start rewrites the catalogue (upserts), then records the new version.
 */
export const REFERENCE_CATALOGUE_VERSION = '2026-11-01.1';

/**
 * Seeds the reference catalogue once per version; called inside the seeding transaction.
 * A warm start costs one select.
 */
export async function seedReference(tx: Db): Promise<void> {
  const [seeded] = await tx
    .select({ version: referenceCatalogueVersions.version })
    .from(referenceCatalogueVersions)
    .where(eq(referenceCatalogueVersions.version, REFERENCE_CATALOGUE_VERSION));
  if (!seeded) await writeCatalogue(tx);
}

/**
 * `set` of an upsert that overwrites every column but the key with the incoming row:
 * catalogue rows belong to the code, so a new catalogue version corrects them.
 */
function overwriteAllBut<T extends PgTable>(table: T, keys: readonly string[]): PgUpdateSetSource<T> {
  const set: Record<string, SQL> = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    if (!keys.includes(property)) set[property] = sql.raw(`excluded."${column.name}"`);
  }
  // Built from the table's own columns, so it is a valid set source for that table.
  return set as PgUpdateSetSource<T>;
}

async function writeCatalogue(tx: Db): Promise<void> {
  const currencyList = currencyRows();
  const missingRates = currencyList.filter((c) => UNITS_PER_USD[c.code] === undefined).map((c) => c.code);
  if (missingRates.length > 0) throw new Error(`seed: no exchange rate for ${missingRates.join(', ')}`);
  const countryList = countryRows();
  const countryName = new Map(countryList.map((c) => [c.code, c.name]));

  await tx.insert(currencies).values(currencyList).onConflictDoUpdate({ target: currencies.code, set: overwriteAllBut(currencies, ['code']) });
  await tx.insert(countries).values(countryList).onConflictDoUpdate({ target: countries.code, set: overwriteAllBut(countries, ['code']) });
  await tx
    .insert(exchangeRates)
    .values(currencyList.map((c) => ({ currencyCode: c.code, unitsPerUsd: UNITS_PER_USD[c.code] ?? 0, asOf: RATES_AS_OF })))
    .onConflictDoUpdate({ target: exchangeRates.currencyCode, set: overwriteAllBut(exchangeRates, ['currencyCode']) });

  // Search order: by normalised city, then the data file's order (a city's main airport first).
  const airportOrder = AIRPORTS.map((a, i) => ({ a, i, city: normaliseSearch(a.city) })).sort((x, y) =>
    x.city === y.city ? x.i - y.i : x.city < y.city ? -1 : 1,
  );
  await tx
    .insert(airports)
    .values(
      airportOrder.map(({ a }, sortOrder) => ({
        code: a.code,
        name: a.name,
        city: a.city,
        countryCode: a.country,
        latitude: a.lat,
        longitude: a.lon,
        timeZone: a.tz,
        sortOrder,
      })),
    )
    .onConflictDoUpdate({ target: airports.code, set: overwriteAllBut(airports, ['code']) });
  // Search keys derive wholly from the rows above: rebuilt, so no stale key survives a rename.
  await tx.delete(airportSearchTerms);
  await tx.insert(airportSearchTerms).values(AIRPORTS.flatMap((a) => airportTerms(a, countryName.get(a.country) ?? '')));

  await tx
    .insert(cruisePorts)
    .values(CRUISE_PORTS.map((p) => ({ id: p.id, name: p.name, city: p.city, countryCode: p.country, latitude: p.lat, longitude: p.lon })))
    .onConflictDoUpdate({ target: cruisePorts.id, set: overwriteAllBut(cruisePorts, ['id']) });
  await tx
    .insert(cruiseLines)
    .values(
      CRUISE_LINES.map((l) => ({
        id: l.id,
        name: l.name,
        headquartersCity: l.headquarters.city,
        headquartersCountry: l.headquarters.country,
        regions: l.regions,
      })),
    )
    .onConflictDoUpdate({ target: cruiseLines.id, set: overwriteAllBut(cruiseLines, ['id']) });
  await tx.delete(cruiseLinePorts);
  await tx.insert(cruiseLinePorts).values(CRUISE_LINES.flatMap((l) => l.homePorts.map((portId, position) => ({ cruiseLineId: l.id, portId, position }))));

  await tx.insert(referenceCatalogueVersions).values({ version: REFERENCE_CATALOGUE_VERSION }).onConflictDoNothing();
}

/**
 * Each demo agency's countries, currencies and cruise lines, written the first time the
 * agency has no reference settings; later the agency's own edits stand. Needs the
 * catalogue (seedReference) and the demo agencies first. A warm start costs one select
 * and one insert that conflicts.
 */
export async function seedDemoAgencyChoices(tx: Db): Promise<void> {
  const rows = await tx
    .select({ id: agencies.id, subdomain: agencies.subdomain })
    .from(agencies)
    .where(inArray(agencies.subdomain, Object.keys(AGENCY_REFERENCE_CHOICES)));
  if (rows.length === 0) return;
  const choicesOf = (subdomain: string) => {
    const choices = AGENCY_REFERENCE_CHOICES[subdomain];
    if (!choices) throw new Error(`seed: no reference choices for ${subdomain}`);
    return choices;
  };
  const inserted = await tx
    .insert(agencyReferenceSettings)
    .values(rows.map((r) => ({ agencyId: r.id, enabledCountries: choicesOf(r.subdomain).countries, enabledCurrencies: [...choicesOf(r.subdomain).currencies] })))
    .onConflictDoNothing()
    .returning({ agencyId: agencyReferenceSettings.agencyId });
  const fresh = new Set(inserted.map((r) => r.agencyId));
  const lines = rows.filter((r) => fresh.has(r.id)).flatMap((r) => choicesOf(r.subdomain).cruiseLines.map((cruiseLineId) => ({ agencyId: r.id, cruiseLineId })));
  if (lines.length > 0) await tx.insert(agencyCruiseLines).values(lines).onConflictDoNothing();
}
