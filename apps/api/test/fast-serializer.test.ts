import { hotelSearchResponseSchema, type HotelResult, type HotelSearchResponse } from '@travel/contracts';
import { z } from 'zod';
import { fastSerializer } from '../src/fast-serializer';

const compile = (schema: unknown) => fastSerializer({ schema, method: 'POST', url: '/api/test', httpStatus: '200' });
const serialize = compile(hotelSearchResponseSchema);
/** What the app's zod serializer writes: the schema's output (no codecs in the contracts), stringified. */
const zodWrites = (payload: unknown) => JSON.stringify(hotelSearchResponseSchema.parse(payload));

const result = (extra: Partial<HotelResult> = {}): HotelResult => ({
  hotelId: 2,
  name: 'New York City Grand House',
  heroImage: '/images/hotels/2.svg',
  stars: 4,
  guestRating: 4.1,
  distanceKm: 3.07,
  address: '12 Broadway, New York City',
  amenities: ['Free Wi-Fi', 'Bar'],
  freeCancellation: true,
  rates: { currency: 'USD', baseRate: 49_952, taxAndFee: 5_920, totalRate: 55_872, publishedRate: 64_000, savedPrice: 8_128, discountPercentage: 12.7 },
  nightly: 27_936,
  ...extra,
});
const response = (extra: Partial<HotelSearchResponse> = {}): HotelSearchResponse => ({
  results: [result()],
  total: 1,
  page: 1,
  pageSize: 20,
  stay: { start: '2027-03-12', end: '2027-03-14', nights: 2 },
  facets: { price: { min: 27_936, max: 27_936 }, stars: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 0 }, amenities: [{ name: 'Bar', count: 1 }] },
  ...extra,
});

describe('fastSerializer on the hotel results contract', () => {
  test.each([
    ['a page as an anonymous visitor sees it', response()],
    ['the agent-only fields when present', response({ results: [result({ rates: { ...result().rates, wholesaleRate: 44_600, markup: 5_352 } })] })],
    ['an optional field present but undefined, left out', response({ results: [result({ rates: { ...result().rates, markup: undefined } })] })],
    ['no results and no price facet', response({ results: [], total: 0, facets: { ...response().facets, price: null } })],
    ['text to escape, accents and emoji', response({ results: [result({ name: 'L\'Hôtel "Grünerløkka" \\ 🌊', address: 'Line\nbreak\t\u0001' })] })],
    ['negative zero and small fractions', response({ results: [result({ guestRating: 0.1 + 0.2, distanceKm: -0 })] })],
    ['fields the contract does not have, left out', { ...response(), debug: true, results: [{ ...result(), secret: 'net' }] }],
  ])('writes what zod would, byte for byte: %s', (_, payload) => {
    expect(serialize(payload)).toBe(zodWrites(payload));
  });

  it('refuses a payload without a required field rather than send it', () => {
    const { nightly: _missing, ...partial } = result();
    // A handler bug the type checker would catch: the cast builds it on purpose.
    expect(() => serialize(response({ results: [partial as HotelResult] }))).toThrow(/nightly/);
  });

  it('fails when the route is registered, not on a reply, for a schema it cannot serialize', () => {
    expect(() => compile({ type: 'object' })).toThrow('fastSerializer needs a zod response schema');
    expect(() => compile(z.object({ at: z.date() }))).toThrow();
    expect(() => compile(z.string().transform((text) => text.length))).toThrow();
  });
});
