import type { HotelResult, HotelSearchFilters } from '@travel/contracts';
import { searchableAmenities } from '../src/inventory/hotel-amenities';
import { facetsOf, matching } from '../src/inventory/hotel-results';

const hotel = (hotelId: number, amenities: string[], extra: Partial<HotelResult> = {}): HotelResult => ({
  hotelId,
  name: `Hotel ${hotelId}`,
  heroImage: `/images/hotels/${hotelId}.svg`,
  stars: 3,
  guestRating: 4,
  distanceKm: 1,
  address: 'Somewhere',
  amenities,
  freeCancellation: false,
  rates: { currency: 'USD', baseRate: 10_000, taxAndFee: 1_000, totalRate: 11_000, publishedRate: 12_000, savedPrice: 1_000, discountPercentage: 8.3 },
  nightly: 5_500,
  ...extra,
});

describe('searchableAmenities', () => {
  test.each([
    [[], [], []],
    [['Free Wi-Fi', 'Bar'], ['Free Wi-Fi:free wi fi', 'Bar:bar'], ['free wi fi', 'bar']],
    [['Bar', 'Bar'], ['Bar:bar'], ['bar']], // a name listed twice counts once
    [['Café', 'CAFE', 'Spa'], ['Café:cafe', 'CAFE:cafe', 'Spa:spa'], ['cafe', 'spa']], // two spellings of one search form
  ])('%j -> named %j, keys %j', (amenities, named, keys) => {
    const searchable = searchableAmenities(amenities);
    expect(searchable.named.map(({ name, key }) => `${name}:${key}`)).toEqual(named);
    expect([...searchable.keys]).toEqual(keys);
  });

  it('works a list out once and gives the same answer for a copy', () => {
    const amenities = ['Pool', 'Parking'];
    expect(searchableAmenities(amenities)).toBe(searchableAmenities(amenities));
    expect(searchableAmenities([...amenities])).toEqual(searchableAmenities(amenities));
  });
});

describe('the amenities filter and facet (case and accents ignored)', () => {
  const results = [hotel(1, ['Café', 'Free Wi-Fi']), hotel(2, ['cafe', 'Bar']), hotel(3, ['Bar', 'Spa'], { stars: 5 })];

  test.each<[HotelSearchFilters, number[]]>([
    [{}, [1, 2, 3]],
    [{ amenities: ['CAFE'] }, [1, 2]],
    [{ amenities: ['café', 'bar'] }, [2]],
    [{ amenities: ['free wifi'] }, []], // 'wifi' is not 'wi fi'
    [{ amenities: ['Bar'], stars: [5] }, [3]],
  ])('%j keeps hotels %j', (filters, ids) => {
    expect(matching(results, filters).map((r) => r.hotelId)).toEqual(ids);
  });

  test.each<[HotelSearchFilters, { name: string; count: number }[]]>([
    // One facet per search form, named as the first hotel counted spells it; most common first, then by name.
    [{}, [{ name: 'Bar', count: 2 }, { name: 'Café', count: 2 }, { name: 'Free Wi-Fi', count: 1 }, { name: 'Spa', count: 1 }]],
    [{ amenities: ['bar'] }, [{ name: 'Bar', count: 2 }, { name: 'cafe', count: 1 }, { name: 'Spa', count: 1 }]],
    [{ stars: [5] }, [{ name: 'Bar', count: 1 }, { name: 'Spa', count: 1 }]],
  ])('facets for %j: %j', (filters, amenities) => {
    expect(facetsOf(results, filters).amenities).toEqual(amenities);
  });
});

describe('the price and star facets: each counts what every other filter keeps', () => {
  const results = [
    hotel(1, [], { stars: 2, nightly: 100 }),
    hotel(2, [], { stars: 3, nightly: 200 }),
    hotel(3, [], { stars: 3, nightly: 300, freeCancellation: true }),
    hotel(4, [], { stars: 5, nightly: 400, freeCancellation: true }),
  ];
  test.each<[HotelSearchFilters, { min: number; max: number } | null, number[]]>([
    [{}, { min: 100, max: 400 }, [0, 1, 2, 0, 1]],
    [{ priceMin: 150, priceMax: 350 }, { min: 100, max: 400 }, [0, 0, 2, 0, 0]], // the price filter narrows the stars, not the price range
    [{ stars: [3] }, { min: 200, max: 300 }, [0, 1, 2, 0, 1]], // and the star filter the price range, not the stars
    [{ stars: [3], priceMin: 250 }, { min: 200, max: 300 }, [0, 0, 1, 0, 1]],
    [{ stars: [2], freeCancellation: true }, null, [0, 0, 1, 0, 1]], // the one 2-star hotel is not free to cancel
    [{ stars: [5], priceMax: 150 }, { min: 400, max: 400 }, [0, 1, 0, 0, 0]], // hotels 2 and 3 fail both filters: in neither facet
  ])('%j: price %j, stars 1-5 %j', (filters, price, stars) => {
    const facets = facetsOf(results, filters);
    expect(facets.price).toEqual(price);
    expect(Object.values(facets.stars)).toEqual(stars);
  });
});
