import { ARTWORK_KINDS, artworkSvg } from '@travel/artwork';
import { hotelGallery } from '../src/inventory/catalogue/hotels';
import { generateCatalogue } from '../src/seed/inventory/generate';

// @travel/artwork's own tests check that what it paints is safe; this one checks that the
// seeded catalogue points only at pictures it paints.

/** Every image path the seeded catalogue writes, as [kind, key]. */
function seededImages(): [string, string][] {
  const catalogue = generateCatalogue();
  const paths = new Set<string>([
    ...catalogue.hotels.flatMap((row) => hotelGallery(row)),
    ...catalogue.activities.map((row) => row.imageUrl),
    ...catalogue.resorts.map((row) => row.imageUrl),
    ...catalogue.carOffers.flatMap((row) => [row.vehiclePicture, row.supplierLogo]),
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
