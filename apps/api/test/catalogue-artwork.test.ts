import { activitySubjectOf, AIRLINES, airlineLogo, ARTWORK_KINDS, artworkSvg, settingOf } from '@travel/artwork';
import { hotelPhotos } from '../src/inventory/catalogue/hotels';
import { CITIES } from '../src/seed/inventory/cities';
import { generateCatalogue } from '../src/seed/inventory/generate';
import { ACTIVITY_TEMPLATES } from '../src/seed/inventory/vocabulary';

// @travel/artwork's own tests check that what it paints is safe; this one checks that the
// seeded catalogue points only at pictures it paints, and at the right ones for the place.

const catalogue = generateCatalogue();
const roomsOf = (hotelId: number | undefined) => catalogue.hotelRooms.filter((room) => room.hotelId === hotelId);
const photosOf = (hotel: (typeof catalogue.hotels)[number]) => hotelPhotos(hotel, roomsOf(hotel.id)).map((photo) => photo.url);

/** Every image path the seeded catalogue writes, as [kind, key]. */
function seededImages(): [string, string][] {
  const paths = new Set<string>([
    ...catalogue.hotels.flatMap(photosOf),
    ...catalogue.activities.map((row) => row.imageUrl),
    ...catalogue.resorts.map((row) => row.imageUrl),
    ...catalogue.carOffers.flatMap((row) => [row.vehiclePicture, row.supplierLogo]),
    // The flight schedule's airlines are not seeded rows: their logos are the airlines' badges.
    ...AIRLINES.map((airline) => airlineLogo(airline.code)),
  ].filter((path): path is string => typeof path === 'string'));
  return [...paths].map((path) => {
    const match = /^\/images\/([a-z-]+)\/([^/]+)\.svg$/.exec(path);
    if (!match) throw new Error(`unexpected image path ${path}`);
    return [match[1]!, match[2]!];
  });
}

test('every image the seeded catalogue points at is painted, of every kind there is', () => {
  const images = seededImages();
  expect([...new Set(images.map(([kind]) => kind))].sort()).toEqual([...ARTWORK_KINDS].sort());
  const cars = images.filter(([kind]) => kind === 'cars').map(([, key]) => key);
  expect(cars.sort()).toEqual(['compact', 'compact-suv', 'convertible', 'economy', 'electric', 'minivan', 'mini', 'premium', 'suv'].sort());
  const unpainted = images.filter(([kind, key]) => artworkSvg(kind, key) === null);
  expect(unpainted).toEqual([]);
});

test("a city's hotels and activities are pictured in its setting, each activity as what it is", () => {
  const settings = new Map(CITIES.map((city, index) => [index + 1, settingOf(city)]));
  expect(['Oslo', 'Reykjavik', 'Paris', 'New York City', 'Dubai', 'Cancún', 'Las Vegas'].map((name) => settings.get(CITIES.findIndex((city) => city.name === name) + 1))).toEqual([
    'nordic-coast',
    'nordic-coast',
    'temperate',
    'temperate-coast',
    'desert-coast',
    'tropical-coast',
    'desert',
  ]);
  for (const hotel of catalogue.hotels) expect(hotel.heroImage).toBe(`/images/hotels/${hotel.id}-${settings.get(hotel.cityId)}.svg`);
  for (const activity of catalogue.activities) expect(activity.imageUrl).toBe(`/images/activities/${activity.id}-${activitySubjectOf(activity.title)}-${settings.get(activity.cityId)}.svg`);
  // Each template is a different kind of picture: no food tour on a beach.
  expect(new Set(ACTIVITY_TEMPLATES.map((template) => activitySubjectOf(template.title))).size).toBe(ACTIVITY_TEMPLATES.length);
});

test('resorts are pictured on their own coast: the Mediterranean ones without the tropics', () => {
  const settings = new Set(catalogue.resorts.map((resort) => /-([a-z]+-coast)\.svg$/.exec(resort.imageUrl)?.[1]));
  expect([...settings].sort()).toEqual(['desert-coast', 'mediterranean-coast', 'tropical-coast']);
});

test("a hotel's photos are all different pictures: the hero, its other views, one per room type furnished as named", () => {
  for (const hotel of catalogue.hotels.slice(0, 40)) {
    const photos = photosOf(hotel);
    expect(photos).toHaveLength(3 + roomsOf(hotel.id).length);
    const svgs = photos.map((path) => artworkSvg(...(/^\/images\/([a-z-]+)\/([^/]+)\.svg$/.exec(path)!.slice(1) as [string, string])));
    expect(new Set(svgs).size).toBe(photos.length);
  }
  const [hero, evening, lobby, standard] = photosOf(catalogue.hotels.find((hotel) => hotel.cityId === 3)!);
  expect([hero, evening, lobby]).toEqual([expect.stringMatching(/^\/images\/hotels\/\d+-nordic-coast\.svg$/), hero!.replace('.svg', '-evening.svg'), hero!.replace('.svg', '-lobby.svg')]);
  expect(standard).toMatch(/^\/images\/hotel-rooms\/\d+-double-nordic-coast\.svg$/);
});
