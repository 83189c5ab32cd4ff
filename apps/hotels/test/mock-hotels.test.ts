import { hotelDetailsQuerySchema, hotelDetailsSchema, hotelSearchRequestSchema, hotelSearchResponseSchema, isoDay } from '@travel/contracts';
import { hotelCatalogueFixture, hotelDetails, searchHotels } from '@travel/mocks';

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

test.each(hotelCatalogueFixture.map((hotel) => [hotel.name, hotel.id] as const))('details of %s', (_name, id) => {
  const answer = hotelDetails(id, hotelDetailsQuerySchema.parse({ checkIn: day(20), checkOut: day(22), rooms: '2-5,1' }));
  expect(hotelDetailsSchema.safeParse(answer).error).toBeUndefined();
});
