// MOCKS=1 answers for every city it offers: through the msw handlers, each city the hotel
// autosuggest offers finds its hotels, and their pictures answer as the API's image route does.
import {
  ERROR_CODES,
  apiErrorSchema,
  hotelAutoSuggestResponseSchema,
  hotelDetailsSchema,
  hotelSearchResponseSchema,
  isoDay,
  type HotelSearchRequest,
} from '@travel/contracts';
import { citiesFixture, hotelCatalogueFixture } from '@travel/mocks';

const BASE = 'http://wayfarer.localhost';
const day = (days: number) => isoDay(new Date(Date.now() + days * 86_400_000));
const stay = { checkIn: day(20), checkOut: day(22) };

const post = (path: string, body: unknown) => fetch(BASE + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** A picture as an <img> fetches it: 200 with an SVG document. */
async function expectPicture(path: string): Promise<void> {
  const response = await fetch(BASE + path);
  expect({ path, status: response.status, type: response.headers.get('content-type') }).toEqual({ path, status: 200, type: 'image/svg+xml; charset=utf-8' });
  expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*role="img"/);
}

test('every mock city has a handful of hotels of its own, with ids that do not collide', () => {
  const hotelsIn = (cityId: number) => hotelCatalogueFixture.filter((h) => h.cityId === cityId).length;
  expect(citiesFixture.filter((city) => hotelsIn(city.id) < 3).map((city) => city.name)).toEqual([]);
  const ids = hotelCatalogueFixture.map((h) => h.id);
  expect(new Set(ids).size).toBe(ids.length);
  const roomIds = hotelCatalogueFixture.flatMap((h) => h.rooms.map((room) => room.roomId));
  expect(new Set(roomIds).size).toBe(roomIds.length);
});

test.each(citiesFixture.map((city) => [city.name, city.id] as const))('%s: offered by the autosuggest, its search finds its hotels, with pictures', async (name, cityId) => {
  const suggested = hotelAutoSuggestResponseSchema.parse(await (await post('/api/v2/hotel/auto-suggest', { text: name })).json());
  expect(suggested.locationSuggestions.map((city) => city.id)).toContain(cityId);

  const search: HotelSearchRequest = { destination: { cityId }, ...stay, rooms: [{ adults: 2, childAges: [] }], pageSize: 50 };
  const response = await post('/api/hotels/search', search);
  expect(response.status).toBe(200);
  const { results, total } = hotelSearchResponseSchema.parse(await response.json());
  expect(total).toBe(hotelCatalogueFixture.filter((h) => h.cityId === cityId).length);
  expect(results).toHaveLength(total);
  for (const result of results) await expectPicture(result.heroImage);

  const [first] = results;
  const details = hotelDetailsSchema.parse(await (await fetch(`${BASE}/api/hotels/${first?.hotelId}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&rooms=2`)).json());
  for (const path of new Set([details.images.hero, ...details.images.photos.map((photo) => photo.url), ...details.rooms.map((room) => room.image)])) await expectPicture(path);
});

test.each(['/images/planes/1.svg', '/images/hotels/0.svg', '/images/hotels/abc.svg', '/images/hotels/1.png', '/images/cars/SUV.svg'])(
  '%s: an unknown picture is the API\'s JSON 404',
  async (path) => {
    const response = await fetch(BASE + path);
    expect(response.status).toBe(404);
    expect(apiErrorSchema.parse(await response.json()).error.code).toBe(ERROR_CODES.notFound);
  },
);
