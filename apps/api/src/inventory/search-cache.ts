import { LRUCache } from 'lru-cache';
import type { InventoryProviders } from './providers';

/**
 * Catalogue searches are the same for every agency and most visitors (a home page asks for the
 * deals around the agency's location), and offers change slowly: the providers' searches are
 * kept for a minute. Pricing (markup, currency, what the viewer may see) is applied per request
 * after this, so nothing agency- or user-specific is cached here. Deals are indicative: a
 * booking checks availability again. Resort holds and availability are never cached.
 * Every caller gets the same result objects for as long as a search is kept: they are never
 * changed, and what the results search derives from them is memoised by them
 * (hotel-amenities.ts), so it is worked out once per cached search and goes with it.
 */
export const SEARCH_CACHE_TTL_MS = 60_000;

export function withSearchCache(providers: InventoryProviders, ttlMs = SEARCH_CACHE_TTL_MS): InventoryProviders {
  const cache = new LRUCache<string, Promise<unknown>>({ max: 2_000, ttl: ttlMs });
  const cached =
    <A extends unknown[], R>(name: string, search: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      const key = `${name}:${JSON.stringify(args)}`;
      const hit = cache.get(key);
      if (hit) return hit as Promise<R>;
      // The promise is kept, so concurrent identical searches share one query.
      const result = search(...args);
      cache.set(key, result);
      result.catch(() => cache.delete(key));
      return result;
    };
  const { hotels, activities, cars } = providers;
  return {
    ...providers,
    hotels: {
      deals: cached('hotels.deals', hotels.deals),
      search: cached('hotels.search', hotels.search),
      hotel: cached('hotels.hotel', hotels.hotel),
      reviews: cached('hotels.reviews', hotels.reviews),
      city: cached('hotels.city', hotels.city),
      suggest: cached('hotels.suggest', hotels.suggest),
      nearestCity: cached('hotels.nearestCity', hotels.nearestCity),
    },
    activities: {
      deals: cached('activities.deals', activities.deals),
      destinations: cached('activities.destinations', activities.destinations),
    },
    cars: {
      deals: cached('cars.deals', cars.deals),
      locations: cached('cars.locations', cars.locations),
    },
  };
}
