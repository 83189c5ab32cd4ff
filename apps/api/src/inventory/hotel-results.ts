import { normaliseSearch, STAR_KEYS, type HotelResult, type HotelSearchFacets, type HotelSearchFilters, type HotelSort } from '@travel/contracts';
import { searchableAmenities } from './hotel-amenities';

type FilterName = 'price' | 'stars' | 'guestRating' | 'freeCancellation' | 'amenities';
type Test = (result: HotelResult) => boolean;

/** One test per filter the request sets; a filter left out (or `stars: []`, `freeCancellation: false`) lets everything through. */
function filterTests(filters: HotelSearchFilters): [FilterName, Test][] {
  const { priceMin, priceMax, stars, guestRatingMin, freeCancellation, amenities } = filters;
  const tests: [FilterName, Test][] = [];
  if (priceMin !== undefined || priceMax !== undefined) {
    tests.push(['price', (r) => r.nightly >= (priceMin ?? 0) && r.nightly <= (priceMax ?? Number.POSITIVE_INFINITY)]);
  }
  if (stars && stars.length > 0) tests.push(['stars', (r) => stars.includes(r.stars)]);
  if (guestRatingMin !== undefined) tests.push(['guestRating', (r) => r.guestRating >= guestRatingMin]);
  if (freeCancellation) tests.push(['freeCancellation', (r) => r.freeCancellation]);
  const wanted = (amenities ?? []).map(normaliseSearch);
  if (wanted.length > 0) {
    tests.push([
      'amenities',
      (r) => {
        const has = searchableAmenities(r.amenities).keys;
        return wanted.every((name) => has.has(name));
      },
    ]);
  }
  return tests;
}

/** The results every filter keeps. */
export function matching(results: HotelResult[], filters: HotelSearchFilters): HotelResult[] {
  const tests = filterTests(filters).map(([, test]) => test);
  return results.filter((result) => tests.every((test) => test(result)));
}

/** Whether every test keeps the result ('all'), every one but one (its name), or fewer ('none'). */
function keptBy(tests: [FilterName, Test][], result: HotelResult): 'all' | FilterName | 'none' {
  let failed: FilterName | undefined;
  for (const [name, test] of tests) {
    if (test(result)) continue;
    if (failed) return 'none';
    failed = name;
  }
  return failed ?? 'all';
}

/**
 * What the filters could still choose: a facet is counted over the results of every other
 * filter, so choosing a price range or a star rating does not hide the alternatives.
 * Amenities must all be present, so their counts are over the results as filtered.
 * One pass over the results: this runs on every request of the results page.
 */
export function facetsOf(results: HotelResult[], filters: HotelSearchFilters): HotelSearchFacets {
  const tests = filterTests(filters);
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  const stars: HotelSearchFacets['stars'] = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  // Keyed by the search form, named as the first hotel counted spells it.
  const amenities = new Map<string, { name: string; count: number }>();
  for (const result of results) {
    const kept = keptBy(tests, result);
    if (kept === 'all' || kept === 'price') {
      min = Math.min(min, result.nightly);
      max = Math.max(max, result.nightly);
    }
    const starKey = STAR_KEYS[result.stars - 1];
    if (starKey && (kept === 'all' || kept === 'stars')) stars[starKey] += 1;
    if (kept !== 'all') continue;
    for (const { name, key } of searchableAmenities(result.amenities).named) {
      const facet = amenities.get(key);
      if (facet) facet.count += 1;
      else amenities.set(key, { name, count: 1 });
    }
  }
  return {
    price: min <= max ? { min, max } : null,
    stars,
    amenities: [...amenities.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'en')),
  };
}

const ORDER: Record<HotelSort, (a: HotelResult, b: HotelResult) => number> = {
  price: (a, b) => a.rates.totalRate - b.rates.totalRate,
  rating: (a, b) => b.guestRating - a.guestRating,
  distance: (a, b) => a.distanceKm - b.distanceKm,
};

/** Sorted by `sort`, ties by hotel id, so pages never overlap. */
export function sortResults(results: HotelResult[], sort: HotelSort): HotelResult[] {
  return [...results].sort((a, b) => ORDER[sort](a, b) || a.hotelId - b.hotelId);
}

/** One 1-based page; past the last page, none. */
export function pageOf<T>(items: T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}
