import { guestReviewsSchema, hotelDetailsQuerySchema, hotelDetailsSchema, hotelSearchRequestSchema, hotelSearchResponseSchema, isoDay, loginResponseSchema } from '@travel/contracts';
import { hotelCatalogueFixture, hotelDetails, hotelReviewsOf, searchHotels } from '@travel/mocks';

// The mocks/hotels.ts answers are what the API sends: each parses with its contract schema.
const day = (days: number) => isoDay(new Date(Date.now() + days * 86_400_000));

test.each([
  ['a city, page 1', { destination: { cityId: 1 }, checkIn: day(10), checkOut: day(12), rooms: [{ adults: 2, childAges: [] }] }],
  ['a point, page 2, in euros', { destination: { latitude: 40.7128, longitude: -74.006 }, checkIn: day(10), checkOut: day(12), rooms: [{ adults: 2 }], page: 2, currency: 'EUR' }],
  ['filters leaving nothing', { destination: { cityId: 3 }, checkIn: day(10), checkOut: day(12), rooms: [{ adults: 2 }], filters: { priceMax: 1 } }],
  ['a 90-night stay, capped', { destination: { cityId: 3 }, checkIn: day(10), checkOut: day(100), rooms: [{ adults: 1, childAges: [1, 8] }, { adults: 2 }] }],
])('search: %s', (_name, request) => {
  const answer = searchHotels(hotelSearchRequestSchema.parse(request));
  expect(hotelSearchResponseSchema.safeParse(answer).error).toBeUndefined();
});

test('the 60-night cap and paging', () => {
  const answer = searchHotels(hotelSearchRequestSchema.parse({ destination: { cityId: 1 }, checkIn: day(10), checkOut: day(100), rooms: [{ adults: 2 }], page: 2 }));
  expect(answer?.stay).toEqual({ start: day(10), end: day(70), nights: 60 });
  expect(answer?.total).toBe(22);
  expect(answer?.results).toHaveLength(2);
});

test.each(hotelCatalogueFixture.map((hotel) => [hotel.name, hotel.id] as const))('details and reviews of %s', (_name, id) => {
  const answer = hotelDetails(id, hotelDetailsQuerySchema.parse({ checkIn: day(20), checkOut: day(22), rooms: '2-5,1' }));
  expect(hotelDetailsSchema.safeParse(answer).error).toBeUndefined();
  // Every photo different: the hotel's own, then one per room type, each room with its own.
  const own = answer?.images.photos.filter((photo) => photo.kind === 'hotel').length ?? 0;
  expect(new Set(answer?.images.gallery).size).toBe((answer?.rooms.length ?? 0) + own);
  expect(answer?.rooms.map((room) => room.image)).toEqual(answer?.images.photos.slice(own).map((photo) => photo.url));
  const hotel = hotelCatalogueFixture.find((candidate) => candidate.id === id)!;
  const reviews = guestReviewsSchema.parse(hotelReviewsOf(hotel));
  expect(reviews.score).toBe(hotel.guestRating);
});

test('the reviews call answers through the handlers, as the API does, and 404 for an unknown hotel', async () => {
  const found = await fetch('http://wayfarer.localhost/api/hotels/3/reviews');
  expect(guestReviewsSchema.parse(await found.json()).reviews.length).toBeGreaterThan(0);
  const unknown = await fetch('http://wayfarer.localhost/api/hotels/999999/reviews');
  expect(unknown.status).toBe(404);
  expect((await fetch('http://wayfarer.localhost/api/hotels/abc/reviews')).status).toBe(400);
});

describe('through the handlers, rates are priced for whoever asks (SPEC 1, 6): the wholesale rate and markup go to an unrestricted agent only', () => {
  const BASE = 'http://wayfarer.localhost';
  const NEW_YORK_GRAND_HOUSE = 1;

  /** The token the mocked login hands a demo account, as the browser would send it. */
  async function tokenOf(email: string): Promise<string> {
    const response = await fetch(`${BASE}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Travel-Demo-2026' }),
    });
    return loginResponseSchema.parse(await response.json()).token;
  }

  test.each([
    ['the agent', true, 'agent@wayfarer.test'],
    ['the traveller', false, 'traveller@wayfarer.test'],
    ['the restricted agent', false, 'restricted@wayfarer.test'],
    ['an anonymous visitor', false, null],
  ])('%s gets them: %s', async (_who, sees, email) => {
    const headers: Record<string, string> = email ? { 'x-access-token': await tokenOf(email) } : {};
    const search = await fetch(`${BASE}/api/hotels/search`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ destination: { cityId: 1 }, checkIn: day(10), checkOut: day(12), rooms: [{ adults: 2 }] }),
    });
    const details = await fetch(`${BASE}/api/hotels/${NEW_YORK_GRAND_HOUSE}?checkIn=${day(10)}&checkOut=${day(12)}&rooms=2`, { headers });
    const rates = [
      ...hotelSearchResponseSchema.parse(await search.json()).results.map((result) => result.rates),
      ...hotelDetailsSchema.parse(await details.json()).rooms.map((room) => room.rates),
    ];

    expect(rates.length).toBeGreaterThan(4);
    expect(rates.map((rate) => ['wholesaleRate' in rate, 'markup' in rate])).toEqual(rates.map(() => [sees, sees]));
    // What the agent sees adds up: the price before taxes is the wholesale rate plus the markup.
    if (sees) for (const rate of rates) expect(rate.baseRate).toBe((rate.wholesaleRate ?? NaN) + (rate.markup ?? NaN));
  });
});
