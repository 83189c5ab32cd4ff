import { hotelGallery } from '../src/inventory/catalogue/hotels';
import { generateCatalogue } from '../src/seed/inventory/generate';
import { artworkSvg } from '../src/web/artwork';

const SIZES: Record<string, [number, number]> = {
  hotels: [800, 533],
  'hotel-rooms': [800, 533],
  activities: [800, 533],
  resorts: [800, 533],
  cars: [480, 270],
  suppliers: [240, 80],
};

/** Well-formed enough for an <img>: one svg root with its size, nothing that runs or loads. */
function expectSafeSvg(svg: string | null, [width, height]: [number, number]): void {
  expect(svg).not.toBeNull();
  const text = svg ?? '';
  expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg" ')).toBe(true);
  expect(text.endsWith('</svg>')).toBe(true);
  expect(text).toContain(` width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`);
  expect(text).toContain('role="img"');
  expect(text).not.toMatch(/<script|<foreignObject|<image|href=|on[a-z]+=/i);
  expect(text.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|url\((?!#)/);
  for (const [, family] of text.matchAll(/font-family="([^"]*)"/g)) expect(family).toBe('sans-serif');
  // Balanced tags: every opened element is closed.
  const opened = [...text.matchAll(/<[a-zA-Z]+(?:\s[^>]*?)?(\/?)>/g)].filter((m) => m[1] === '').length;
  const closed = (text.match(/<\/[a-zA-Z]+>/g) ?? []).length;
  expect(opened).toBe(closed);
}

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

describe('artworkSvg', () => {
  it.each([
    ['hotels', '1', '2'],
    ['hotel-rooms', '1', '2'],
    ['activities', '7', '250'],
    ['resorts', '51', '3'],
    ['cars', 'compact-suv', 'minivan'],
    ['suppliers', 'atlas-rent-a-car', 'kestrel-drive'],
  ])('%s: safe SVG of the right size, the same for a key, different across keys', (kind, key, other) => {
    const svg = artworkSvg(kind, key);
    expectSafeSvg(svg, SIZES[kind]!);
    expect(artworkSvg(kind, key)).toBe(svg);
    expect(artworkSvg(kind, other)).not.toBe(svg);
  });

  it('paints every image the seeded catalogue points at', () => {
    const images = seededImages();
    const kinds = new Set(images.map(([kind]) => kind));
    expect([...kinds].sort()).toEqual(Object.keys(SIZES).sort());
    const cars = images.filter(([kind]) => kind === 'cars').map(([, key]) => key);
    expect(cars.sort()).toEqual(['compact', 'compact-suv', 'convertible', 'economy', 'electric', 'minivan', 'mini', 'premium', 'suv'].sort());
    for (const [kind, key] of images) expectSafeSvg(artworkSvg(kind, key), SIZES[kind]!);
  });

  it('gives each vehicle class its own silhouette', () => {
    const bodies = ['mini', 'economy', 'compact', 'compact-suv', 'suv', 'premium', 'minivan', 'convertible', 'electric'].map(
      (slug) => /clipPath id="body"><path d="([^"]+)"/.exec(artworkSvg('cars', slug) ?? '')?.[1],
    );
    expect(bodies.every(Boolean)).toBe(true);
    expect(new Set(bodies).size).toBeGreaterThanOrEqual(7);
  });

  it('writes the supplier name as escaped text, and a wordmark for a supplier the seed does not know', () => {
    expect(artworkSvg('suppliers', 'bluebird-car-hire')).toContain('>Bluebird</text>');
    expect(artworkSvg('suppliers', 'bluebird-car-hire')).toContain('>CAR HIRE</text>');
    expect(artworkSvg('suppliers', 'acme-cars')).toContain('>Acme</text>');
  });

  it.each(['constructor', 'tostring', 'hasownproperty'])('paints a slug that names an Object property (%s) like any other', (slug) => {
    expectSafeSvg(artworkSvg('cars', slug), SIZES.cars!);
    expectSafeSvg(artworkSvg('suppliers', slug), SIZES.suppliers!);
  });

  it.each([
    ['planes', '1'],
    ['hotels', '0'],
    ['hotels', '-1'],
    ['hotels', '01'],
    ['hotels', '1234567'],
    ['hotels', '1.5'],
    ['hotels', 'abc'],
    ['activities', ''],
    ['cars', 'SUV'],
    ['cars', 'suv_4x4'],
    ['cars', 'a'.repeat(41)],
    ['suppliers', '../etc'],
    ['suppliers', '<script>'],
    ['constructor', 'x'],
    ['__proto__', '1'],
    ['toString', '1'],
  ])('%s/%s -> null', (kind, key) => {
    expect(artworkSvg(kind, key)).toBeNull();
  });
});
