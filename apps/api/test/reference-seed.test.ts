import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../src/db';
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
} from '../src/db/schema';
import { seedDatabase } from '../src/seed';
import { REFERENCE_CATALOGUE_VERSION } from '../src/seed/reference';
import { DB_TIMEOUT_MS, freshDatabaseTarget, openAsDemoStart } from './helpers';

/** Every reference row, in key order, agencies named by subdomain (ids are the database's own). */
async function dump({ db }: Database) {
  const subdomains = new Map((await db.select().from(agencies)).map((a) => [a.id, a.subdomain]));
  const bySubdomain = <T extends { agencyId: number }>(rows: T[]) =>
    rows.map(({ agencyId, ...rest }) => ({ agency: subdomains.get(agencyId), ...rest })).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return {
    currencies: await db.select().from(currencies).orderBy(asc(currencies.code)),
    countries: await db.select().from(countries).orderBy(asc(countries.code)),
    exchangeRates: await db.select().from(exchangeRates).orderBy(asc(exchangeRates.currencyCode)),
    airports: await db.select().from(airports).orderBy(asc(airports.code)),
    airportSearchTerms: await db.select().from(airportSearchTerms).orderBy(asc(airportSearchTerms.airportCode), asc(airportSearchTerms.term)),
    cruisePorts: await db.select().from(cruisePorts).orderBy(asc(cruisePorts.id)),
    cruiseLines: await db.select().from(cruiseLines).orderBy(asc(cruiseLines.id)),
    cruiseLinePorts: await db.select().from(cruiseLinePorts).orderBy(asc(cruiseLinePorts.cruiseLineId), asc(cruiseLinePorts.position)),
    agencySettings: bySubdomain(await db.select().from(agencyReferenceSettings)),
    agencyCruiseLines: bySubdomain(await db.select().from(agencyCruiseLines)),
  };
}
type Dump = Awaited<ReturnType<typeof dump>>;

const rowCounts = (d: Dump) => Object.fromEntries(Object.entries(d).map(([table, rows]) => [table, rows.length]));

/** Opens a fresh database, hands it to `use`, and removes it afterwards. */
async function withFreshDatabase<T>(use: (database: Database, reopen: () => Promise<Database>) => Promise<T>): Promise<T> {
  const target = await freshDatabaseTarget();
  let database = await openAsDemoStart(target.options);
  try {
    return await use(database, async () => {
      await database.close();
      database = await openAsDemoStart(target.options);
      return database;
    });
  } finally {
    await database.close();
    target.cleanup();
  }
}

describe('reference seed', () => {
  let first: Dump;

  it(
    'fills a fresh database with the whole catalogue and the demo agencies’ choices',
    async () => {
      first = await withFreshDatabase(dump);
      expect(rowCounts(first)).toMatchObject({
        currencies: 154,
        countries: 249,
        exchangeRates: 154,
        cruisePorts: 32,
        cruiseLines: 18,
        agencySettings: 6,
      });
      expect(first.airports.length).toBeGreaterThanOrEqual(150);
      expect(first.airportSearchTerms.length).toBeGreaterThan(first.airports.length * 5);
    },
    DB_TIMEOUT_MS,
  );

  it(
    'is deterministic: a second fresh database holds exactly the same rows',
    async () => {
      expect(await withFreshDatabase(dump)).toEqual(first);
    },
    DB_TIMEOUT_MS,
  );

  it(
    'adds and rewrites nothing on a warm start, and leaves agency edits alone',
    async () => {
      await withFreshDatabase(async (database, reopen) => {
        const { db } = database;
        // Edits a warm start must not undo: a catalogue row (it is written once per version) and an agency's choice.
        await db.update(airports).set({ name: 'Edited' }).where(eq(airports.code, 'OSL'));
        const [sunny] = await db.select().from(agencies).where(eq(agencies.subdomain, 'sunny'));
        await db.delete(agencyCruiseLines).where(eq(agencyCruiseLines.agencyId, sunny?.id ?? -1));

        const warm = await reopen();
        const after = await dump(warm);
        expect(rowCounts(after)).toEqual({ ...rowCounts(first), agencyCruiseLines: first.agencyCruiseLines.length - 7 });
        expect(after.airports.find((a) => a.code === 'OSL')?.name).toBe('Edited');
        expect(await warm.db.select({ n: count() }).from(referenceCatalogueVersions)).toEqual([{ n: 1 }]);

        // A new catalogue version rewrites the catalogue, still leaving the agency's choices alone.
        await warm.db.delete(referenceCatalogueVersions).where(eq(referenceCatalogueVersions.version, REFERENCE_CATALOGUE_VERSION));
        await seedDatabase(warm.db, { demo: true });
        const upgraded = await dump(warm);
        expect({ ...upgraded, agencyCruiseLines: first.agencyCruiseLines }).toEqual(first);
        expect(upgraded.agencyCruiseLines).toEqual(after.agencyCruiseLines);
      });
    },
    3 * DB_TIMEOUT_MS,
  );
});
