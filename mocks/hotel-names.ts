import type { CatalogueCity } from './cities';

// Names for the generated hotels of a city: an invented brand word (no real hotel's
// trademark) with one of the city's districts or the city itself.

const BRANDS = ['Linden', 'Juniper', 'Copper', 'Meridian', 'Cedar', 'Wren', 'Marble', 'Azure', 'Beacon', 'Orchid', 'Summit', 'Lantern'] as const;
/** Coprime with the number of brands, so consecutive hotels step through every brand before one repeats. */
const BRAND_STEP = 5;

type Pattern = (brand: string, district: string, city: string) => string;

const PATTERNS: readonly Pattern[] = [
  (brand, district) => `${brand} ${district} Hotel`,
  (_brand, district) => `Hotel ${district}`,
  (brand, _district, city) => `The ${brand} ${city}`,
  (brand, district) => `${district} ${brand} Suites`,
  (brand, district) => `${brand} House ${district}`,
  (brand, _district, city) => `${city} ${brand} Inn`,
];

export interface HotelName {
  name: string;
  /** Where the hotel stands, so its address agrees with its name. */
  district: string;
}

/**
 * `count` different names for the city, taking turns through the patterns and districts so
 * that no city gets five of a kind. `draw` is the caller's seeded number in [0, 1): where the
 * city starts in the patterns and brands, so cities differ but every run is the same.
 */
export function hotelNames(city: CatalogueCity, count: number, draw: (n: number) => number): HotelName[] {
  const patternStart = Math.floor(draw(0) * PATTERNS.length);
  const brandStart = Math.floor(draw(1) * BRANDS.length);
  const names = new Map<string, HotelName>();
  for (let i = 0; names.size < count; i += 1) {
    // Indexes modulo the list lengths: always in range.
    const pattern = PATTERNS[(patternStart + i) % PATTERNS.length] as Pattern;
    const brand = BRANDS[(brandStart + i * BRAND_STEP) % BRANDS.length] as string;
    const district = city.districts[i % city.districts.length] as string;
    const name = pattern(brand, district, city.name);
    if (!names.has(name)) names.set(name, { name, district });
  }
  return [...names.values()];
}
