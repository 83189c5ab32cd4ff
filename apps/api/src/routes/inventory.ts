import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/types';
import { catalogueProviders } from '../inventory/catalogue';
import type { InventoryProviders } from '../inventory/providers';
import { withSearchCache } from '../inventory/search-cache';
import { flightRoutes } from '../services/flights/routes';
import { hotelCheckoutRoutes } from '../services/hotels/routes';
import { bookingRoutes } from './bookings';
import { autoSuggestRoutes } from './inventory/autosuggest';
import { dealsRoutes } from './inventory/deals';
import { hotelRoutes } from './inventory/hotels';
import { resortRoutes } from './inventory/resort';

export interface InventoryRoutesOptions {
  /** The database the built-in providers and the markups are read from. */
  db?: Db;
  /** Replaces the built-in (seeded catalogue) providers: a real supplier, or a test double. */
  providers?: InventoryProviders;
}

/**
 * The inventory calls of SPEC 7: deals, autosuggest and the resort module, then the hotel
 * checkout and bookings. They need the database; registered without one (app.ts before it
 * passes `{ db: database.db }`) they add no route rather than fail every request.
 */
export const inventoryRoutes: FastifyPluginAsync<InventoryRoutesOptions> = async (app, { db, providers }) => {
  if (!db) return;
  const fresh = providers ?? catalogueProviders(db);
  const options = { db, providers: providers ?? withSearchCache(fresh) };
  await app.register(dealsRoutes, options);
  await app.register(hotelRoutes, options);
  await app.register(autoSuggestRoutes, options);
  await app.register(resortRoutes, { ...options, prefix: '/api/resort' });
  // The checkout and the bookings read availability and prices uncached.
  await app.register(hotelCheckoutRoutes, { db, providers: fresh });
  await app.register(flightRoutes, { db, providers: fresh });
  await app.register(bookingRoutes, { db });
};
