import { asc, count } from 'drizzle-orm';
import { distanceKm } from '@travel/contracts';
import type { Database } from '../src/db';
import {
  activities,
  carOffers,
  catalogueCities,
  catalogueSearchTerms,
  catalogueVersions,
  hotelRooms,
  hotels,
  resortRegions,
  resortRooms,
  resorts,
} from '../src/db/schema';
import { seedInventory } from '../src/seed/inventory';
import { DB_TIMEOUT_MS, freshDatabaseTarget, openAsDemoStart, openTestDatabase, type TestDatabaseTarget } from './helpers';

const TABLES = { catalogueCities, catalogueSearchTerms, hotels, hotelRooms, activities, carOffers, resortRegions, resorts, resortRooms };

async function counts(database: Database): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await database.db.select({ n: count() }).from(table);
    out[name] = row?.n ?? -1;
  }
  return out;
}

/** Every catalogue row in a stable order (search terms have no id: sorted by their key). */
async function dump(database: Database): Promise<unknown[]> {
  const db = database.db;
  return Promise.all([
    db.select().from(catalogueCities).orderBy(asc(catalogueCities.id)),
    db.select().from(catalogueSearchTerms).orderBy(asc(catalogueSearchTerms.kind), asc(catalogueSearchTerms.refId), asc(catalogueSearchTerms.term)),
    db.select().from(hotels).orderBy(asc(hotels.id)),
    db.select().from(hotelRooms).orderBy(asc(hotelRooms.id)),
    db.select().from(activities).orderBy(asc(activities.id)),
    db.select().from(carOffers).orderBy(asc(carOffers.id)),
    db.select().from(resortRegions).orderBy(asc(resortRegions.id)),
    db.select().from(resorts).orderBy(asc(resorts.id)),
    db.select().from(resortRooms).orderBy(asc(resortRooms.id)),
  ]);
}

const EXPECTED_COUNTS = {
  catalogueCities: 50,
  catalogueSearchTerms: 1389,
  hotels: 365,
  hotelRooms: 910,
  activities: 250,
  carOffers: 350,
  resortRegions: 23,
  resorts: 51,
  resortRooms: 153,
};

describe('inventory seed', () => {
  let target: TestDatabaseTarget;
  let first: Database | undefined;

  beforeAll(async () => {
    target = await freshDatabaseTarget();
    first = await openAsDemoStart(target.options);
  }, DB_TIMEOUT_MS);
  afterAll(async () => {
    await first?.close();
    target.cleanup();
  });

  it('fills a fresh database with the catalogue', async () => {
    if (!first) throw new Error('no database');
    expect(await counts(first)).toEqual(EXPECTED_COUNTS);
    const regions = await first.db.select().from(resortRegions);
    expect(regions.filter((r) => r.parentId === null)).toHaveLength(6);
    expect(regions.filter((r) => r.parentId !== null).length).toBeGreaterThanOrEqual(15);
  });

  it('places every hotel, activity and downtown car within 12 km of its real city centre', async () => {
    if (!first) throw new Error('no database');
    const cities = new Map((await first.db.select().from(catalogueCities)).map((c) => [c.id, c]));
    const near = (cityId: number, point: { latitude: number; longitude: number }, km: number) => {
      const city = cities.get(cityId);
      expect(city && distanceKm(city, point)).toBeLessThanOrEqual(km);
    };
    for (const h of await first.db.select().from(hotels)) near(h.cityId, h, 12.01);
    for (const a of await first.db.select().from(activities)) near(a.cityId, a, 8.01);
    for (const c of await first.db.select().from(carOffers)) {
      if (c.locationKind === 'downtown') near(c.cityId, { latitude: c.pickupLatitude, longitude: c.pickupLongitude }, 3.01);
    }
    expect(cities.get(7)).toMatchObject({ name: 'São Paulo', countryCode: 'BR', airportIata: 'GRU' });
  });

  it('adds nothing on a warm restart', async () => {
    await first?.close();
    const t = Date.now();
    first = await openAsDemoStart(target.options);
    expect(Date.now() - t).toBeLessThan(20_000);
    expect(await counts(first)).toEqual(EXPECTED_COUNTS);
    expect(await first.db.select().from(catalogueVersions)).toHaveLength(1);
    await seedInventory(first.db);
    expect(await counts(first)).toEqual(EXPECTED_COUNTS);
  }, DB_TIMEOUT_MS);

  it('gives two fresh databases identical catalogues', async () => {
    if (!first) throw new Error('no database');
    // A different kind of database (in memory on PGlite) seeded separately.
    const second = await openTestDatabaseAlongside();
    try {
      expect(await dump(second)).toEqual(await dump(first));
    } finally {
      await second.close();
    }
  }, DB_TIMEOUT_MS);
});

/** On PostgreSQL the worker has one test database, which `first` holds: use PGlite in memory for the second. */
async function openTestDatabaseAlongside(): Promise<Database> {
  return (globalThis as { TEST_DATABASE_URL?: string }).TEST_DATABASE_URL ? openAsDemoStart({}) : openTestDatabase();
}
