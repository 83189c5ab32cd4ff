import { normaliseSearch, STAR_KEYS, type HotelResult, type HotelSearchFacets, type HotelSearchFilters, type HotelSort } from '@travel/contracts';

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
        const has = new Set(r.amenities.map(normaliseSearch));
        return wanted.every((name) => has.has(name));
      },
    ]);
  }
  return tests;
}

/** The results every filter keeps, but `except`'s. */
export function matching(results: HotelResult[], filters: HotelSearchFilters, except?: FilterName): HotelResult[] {
  const tests = filterTests(filters)
    .filter(([name]) => name !== except)
    .map(([, test]) => test);
  return results.filter((result) => tests.every((test) => test(result)));
}

/**
 * What the filters could still choose: a facet is counted over the results of every other
 * filter, so choosing a price range or a star rating does not hide the alternatives.
 * Amenities must all be present, so their counts are over the results as filtered.
 */
export function facetsOf(results: HotelResult[], filters: HotelSearchFilters): HotelSearchFacets {
  const priced = matching(results, filters, 'price').map((r) => r.nightly);
  const stars = Object.fromEntries(STAR_KEYS.map((key) => [key, 0])) as HotelSearchFacets['stars'];
  for (const result of matching(results, filters, 'stars')) {
    const key = STAR_KEYS[result.stars - 1];
    if (key) stars[key] += 1;
  }
  const amenities = new Map<string, { name: string; count: number }>();
  for (const result of matching(results, filters)) {
    for (const name of new Set(result.amenities)) {
      const key = normaliseSearch(name);
      const facet = amenities.get(key) ?? { name, count: 0 };
      facet.count += 1;
      amenities.set(key, facet);
    }
  }
  return {
    price: priced.length > 0 ? { min: Math.min(...priced), max: Math.max(...priced) } : null,
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
