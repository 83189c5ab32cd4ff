import type { Db } from '../../db/types';
import type { InventoryProviders } from '../providers';
import { catalogueActivities } from './activities';
import { catalogueCars } from './cars';
import { catalogueHotels } from './hotels';
import { catalogueResorts } from './resorts';

/** The built-in providers: the seeded catalogue, read through Drizzle. */
export function catalogueProviders(db: Db): InventoryProviders {
  return { hotels: catalogueHotels(db), activities: catalogueActivities(db), cars: catalogueCars(db), resort: catalogueResorts(db) };
}
