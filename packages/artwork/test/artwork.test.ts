import { ACTIVITY_SUBJECTS, ARTWORK_KINDS, HOTEL_VIEWS, ROOM_KINDS, SETTINGS, artworkFileSvg, artworkSvg } from '@travel/artwork';

const SIZES: Record<string, [number, number]> = {
  hotels: [800, 533],
  'hotel-rooms': [800, 533],
  activities: [800, 533],
  resorts: [800, 533],
  cars: [480, 270],
  suppliers: [240, 80],
  airlines: [240, 80],
};

/** The vehicle classes of the API's catalogue (apps/api/test/catalogue-artwork.test.ts checks it uses just these). */
const VEHICLE_CLASSES = ['mini', 'economy', 'compact', 'compact-suv', 'suv', 'premium', 'minivan', 'convertible', 'electric'];

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
  // Every url(#id) points at something the picture defines, and no id is defined twice.
  const ids = [...text.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
  expect(new Set(ids).size).toBe(ids.length);
  for (const [, ref] of text.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref);
}

/** Small enough to send a page of them: each picture under 12 KB. */
const MAX_BYTES = 12 * 1024;

describe('artworkSvg', () => {
  it.each([
    ['hotels', '1', '2'],
    ['hotels', '12-nordic-coast', '13-nordic-coast'],
    ['hotels', '12-nordic-coast', '12-nordic-coast-evening'],
    ['hotels', '12-desert-lobby', '12-tropical-lobby'],
    ['hotel-rooms', '1', '2'],
    ['hotel-rooms', '31-twin-temperate', '31-family-temperate'],
    ['activities', '7', '250'],
    ['activities', '7-food-temperate-coast', '7-boat-temperate-coast'],
    ['resorts', '51', '3'],
    ['resorts', '7-mediterranean-coast', '7-tropical-coast'],
    ['cars', 'compact-suv', 'minivan'],
    ['suppliers', 'atlas-rent-a-car', 'kestrel-drive'],
    ['airlines', 'ba', 'lh'],
  ])('%s: safe SVG of the right size, the same for a key, different across keys', (kind, key, other) => {
    const svg = artworkSvg(kind, key);
    expectSafeSvg(svg, SIZES[kind]!);
    expect(artworkSvg(kind, key)).toBe(svg);
    expect(artworkSvg(kind, other)).not.toBe(svg);
  });

  it('paints these kinds, and safe SVG for a run of ids and every vehicle class', () => {
    expect([...ARTWORK_KINDS].sort()).toEqual(Object.keys(SIZES).sort());
    for (const kind of ['hotels', 'hotel-rooms', 'activities', 'resorts']) {
      for (let id = 1; id <= 60; id += 1) expectSafeSvg(artworkSvg(kind, String(id)), SIZES[kind]!);
    }
    for (const slug of VEHICLE_CLASSES) expectSafeSvg(artworkSvg('cars', slug), SIZES.cars!);
  });

  // Every setting with every view, room and subject, over enough ids to meet each building
  // style, season and time of day: safe, and small.
  const keyed = (kind: string, keys: string[]): [string, string][] => keys.map((key) => [kind, key]);
  const everyKey: [string, string][] = SETTINGS.flatMap((setting) => [
    ...keyed('hotels', Array.from({ length: 24 }, (_, i) => `${i + 1}-${setting}`)),
    ...keyed('hotels', HOTEL_VIEWS.flatMap((view) => [1, 2, 3, 4, 5, 6].map((id) => `${id}-${setting}-${view}`))),
    ...keyed('hotel-rooms', ROOM_KINDS.flatMap((kind) => [1, 2, 3].map((id) => `${id}-${kind}-${setting}`))),
    ...keyed('activities', ACTIVITY_SUBJECTS.flatMap((subject) => [1, 2, 3, 4].map((id) => `${id}-${subject}-${setting}`))),
    ...keyed('resorts', [1, 2, 3, 4].map((id) => `${id}-${setting}`)),
  ]);

  it(`paints every setting, view, room kind and subject safely, each under ${MAX_BYTES / 1024} KB`, () => {
    const tooBig: string[] = [];
    for (const [kind, key] of everyKey) {
      const svg = artworkSvg(kind, key);
      expectSafeSvg(svg, SIZES[kind]!);
      if ((svg?.length ?? 0) > MAX_BYTES) tooBig.push(`${kind}/${key}: ${svg?.length}`);
    }
    expect(tooBig).toEqual([]);
  });

  it('gives each vehicle class its own silhouette', () => {
    const bodies = VEHICLE_CLASSES.map((slug) => /clipPath id="body"><path d="([^"]+)"/.exec(artworkSvg('cars', slug) ?? '')?.[1]);
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
    ['hotels', '12-arctic'],
    ['hotels', '12-coast'],
    ['hotels', '12-nordic-coast-coast'],
    ['hotels', '12-lobby-nordic'],
    ['hotels', '12-nordic-pool'],
    ['hotel-rooms', '12-nordic-twin'],
    ['hotel-rooms', '12-bunk'],
    ['activities', '12-nordic-food'],
    ['activities', '12-skiing-nordic'],
    ['resorts', '12-food-tropical-coast'],
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

describe('artworkFileSvg', () => {
  it('paints the file <key>.svg as artworkSvg paints the key', () => {
    expect(artworkFileSvg('hotels', '12.svg')).toBe(artworkSvg('hotels', '12'));
    expect(artworkFileSvg('suppliers', 'kestrel-drive.svg')).toBe(artworkSvg('suppliers', 'kestrel-drive'));
  });

  it.each([
    ['hotels', '12'],
    ['hotels', '12.png'],
    ['hotels', '12.svg.svg'],
    ['hotels', '.svg'],
    ['planes', '12.svg'],
  ])('%s/%s -> null', (kind, file) => {
    expect(artworkFileSvg(kind, file)).toBeNull();
  });
});
