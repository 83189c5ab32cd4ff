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
} from '../../db/schema-inventory';
import type { Db } from '../../db/types';
import { generateCatalogue } from './generate';

/**
 * Bump when the generated catalogue changes. A database seeded with an older version keeps
 * its catalogue (ids are referenced by holds and, later, bookings); migrating a catalogue
 * is a deliberate job, not a side effect of a restart.
 */
export const CATALOGUE_VERSION = 'catalogue-1';

/** Rows per INSERT: well under PostgreSQL's 65535 bind parameters for the widest table. */
const BATCH = 500;

async function insertAll<T extends Record<string, unknown>>(
  tx: Db,
  table: Parameters<Db['insert']>[0],
  rows: T[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await tx.insert(table).values(rows.slice(i, i + BATCH));
}

/**
 * Seeds the inventory catalogue once, inside the seeding transaction. The version row is
 * claimed first: a warm start (or a second process, which waits on the row lock until the
 * first commits) finds it and inserts nothing, at the cost of one statement.
 */
export async function seedInventory(tx: Db): Promise<void> {
  const claimed = await tx.insert(catalogueVersions).values({ version: CATALOGUE_VERSION }).onConflictDoNothing().returning();
  if (claimed.length === 0) return;

  const catalogue = generateCatalogue();
  // Parents before children (foreign keys).
  await insertAll(tx, catalogueCities, catalogue.cities);
  await insertAll(tx, catalogueSearchTerms, catalogue.searchTerms);
  await insertAll(tx, hotels, catalogue.hotels);
  await insertAll(tx, hotelRooms, catalogue.hotelRooms);
  await insertAll(tx, activities, catalogue.activities);
  await insertAll(tx, carOffers, catalogue.carOffers);
  await insertAll(tx, resortRegions, catalogue.resortRegions);
  await insertAll(tx, resorts, catalogue.resorts);
  await insertAll(tx, resortRooms, catalogue.resortRooms);
}
