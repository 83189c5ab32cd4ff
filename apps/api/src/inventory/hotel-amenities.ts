import { normaliseSearch } from '@travel/contracts';

/** A hotel's amenities as the results search's filter and facet compare them: case and accents ignored. */
export interface SearchableAmenities {
  /** Each distinct name with its search form, in the hotel's order: what the facet counts. */
  named: readonly { name: string; key: string }[];
  /** Every search form: what the amenities filter asks. */
  keys: ReadonlySet<string>;
}

/**
 * Keyed by the amenities array itself. The search cache (search-cache.ts) hands out the same
 * offers, and so the same arrays, for as long as it keeps a search, and the results carry those
 * arrays: so each hotel's names are normalised once per cached search rather than on every
 * request (that was 6 % of the results search's CPU), and are collected with the search.
 * An array seen for the first time (an uncached provider, a copy) is simply worked out.
 */
const byAmenities = new WeakMap<readonly string[], SearchableAmenities>();

export function searchableAmenities(amenities: readonly string[]): SearchableAmenities {
  let searchable = byAmenities.get(amenities);
  if (!searchable) {
    const named = [...new Set(amenities)].map((name) => ({ name, key: normaliseSearch(name) }));
    searchable = { named, keys: new Set(named.map(({ key }) => key)) };
    byAmenities.set(amenities, searchable);
  }
  return searchable;
}
