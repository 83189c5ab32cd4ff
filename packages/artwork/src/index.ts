import { activityArtwork } from './activity';
import { airlineArtwork } from './airline';
import { carArtwork } from './car';
import { hotelArtwork } from './hotel';
import { hotelRoomArtwork } from './hotel-room';
import { readActivityKey, readHotelKey, readResortKey, readRoomKey } from './keys';
import { resortArtwork } from './resort';
import { supplierArtwork } from './supplier';

/**
 * Generated pictures for the demo inventory (DESIGN.md: no photo rights, no internet), one
 * per key and always the same one, so they cache like files. The numbered kinds' keys carry
 * what the picture shows and where (keys.ts); cars, suppliers and airlines
 * (by their IATA code) are keyed by slug.
 */
function byKey<K>(read: (key: string) => K | null, painter: (key: K) => string): (key: string) => string | null {
  return (key) => {
    const parsed = read(key);
    return parsed === null ? null : painter(parsed);
  };
}

const SLUG = /^[a-z0-9-]{1,40}$/;
const bySlug = (painter: (slug: string) => string | null) => (key: string) => (SLUG.test(key) ? painter(key) : null);

const PAINTERS: Record<string, (key: string) => string | null> = {
  hotels: byKey(readHotelKey, hotelArtwork),
  'hotel-rooms': byKey(readRoomKey, hotelRoomArtwork),
  activities: byKey(readActivityKey, activityArtwork),
  resorts: byKey(readResortKey, resortArtwork),
  cars: bySlug(carArtwork),
  suppliers: bySlug(supplierArtwork),
  airlines: bySlug(airlineArtwork),
};

export const ARTWORK_KINDS = Object.keys(PAINTERS);

/** The SVG for `/images/<kind>/<key>.svg`; null for an unknown kind or a malformed key. */
export function artworkSvg(kind: string, key: string): string | null {
  return Object.hasOwn(PAINTERS, kind) ? PAINTERS[kind]!(key) : null;
}

/** The SVG served at `/images/<kind>/<file>`, where file is `<key>.svg`; null for anything else. */
export function artworkFileSvg(kind: string, file: string): string | null {
  return file.endsWith('.svg') ? artworkSvg(kind, file.slice(0, -'.svg'.length)) : null;
}

// Where the catalogue and the mocks get the picture paths they write, and what decides them.
export { activityPicture, hotelGalleryPictures, hotelPicture, hotelRoomPicture, HOTEL_VIEWS, resortPicture } from './keys';
export { settingOf, CLIMATES, SETTINGS, type Place, type Setting } from './setting';
export { activitySubjectOf, ACTIVITY_SUBJECTS, type ActivitySubject } from './activity-subject';
export { roomKindOf, ROOM_KINDS, type RoomKind } from './room-kind';

// The API's catalogue generator draws from the same seeded numbers and names the same car
// suppliers, so the two live here, where the pictures of that catalogue are painted.
export { hashSeed, mulberry32, type Rng } from './prng';
export { CAR_SUPPLIERS } from './car-suppliers';
export { AIRLINES, airlineLogo, type AirlineBrand } from './airlines';
