import { activityArtwork } from './activity';
import { carArtwork } from './car';
import { hotelArtwork } from './hotel';
import { hotelRoomArtwork } from './hotel-room';
import { resortArtwork } from './resort';
import { supplierArtwork } from './supplier';

/**
 * Generated pictures for the demo inventory (DESIGN.md: no photo rights, no internet), one
 * per key and always the same one, so they cache like files.
 */
const BY_ID: Record<string, (id: number) => string> = {
  hotels: hotelArtwork,
  'hotel-rooms': hotelRoomArtwork,
  activities: activityArtwork,
  resorts: resortArtwork,
};
const BY_SLUG: Record<string, (slug: string) => string> = { cars: carArtwork, suppliers: supplierArtwork };

export const ARTWORK_KINDS = [...Object.keys(BY_ID), ...Object.keys(BY_SLUG)];

const ID = /^[1-9]\d{0,5}$/;
const SLUG = /^[a-z0-9-]{1,40}$/;

/** The SVG for `/images/<kind>/<key>.svg`; null for an unknown kind or a malformed key. */
export function artworkSvg(kind: string, key: string): string | null {
  if (Object.hasOwn(BY_ID, kind)) return ID.test(key) ? BY_ID[kind]!(Number(key)) : null;
  if (Object.hasOwn(BY_SLUG, kind)) return SLUG.test(key) ? BY_SLUG[kind]!(key) : null;
  return null;
}

/** The SVG served at `/images/<kind>/<file>`, where file is `<key>.svg`; null for anything else. */
export function artworkFileSvg(kind: string, file: string): string | null {
  return file.endsWith('.svg') ? artworkSvg(kind, file.slice(0, -'.svg'.length)) : null;
}

// The API's catalogue generator draws from the same seeded numbers and names the same car
// suppliers, so the two live here, where the pictures of that catalogue are painted.
export { hashSeed, mulberry32, type Rng } from './prng';
export { CAR_SUPPLIERS } from './car-suppliers';
