import { hashSeed, mulberry32 } from '@travel/artwork';
import type { BedType } from '@travel/contracts';
import type { HotelRoomFacts } from '../providers';

type Beds = HotelRoomFacts['beds'];

/** What a room type's name says of its main bed and its floor area (m²), first match wins. */
const BY_NAME: readonly { word: RegExp; bed: BedType; sizeSqm: number }[] = [
  { word: /penthouse/i, bed: 'king', sizeSqm: 70 },
  { word: /suite/i, bed: 'king', sizeSqm: 38 },
  { word: /family/i, bed: 'queen', sizeSqm: 32 },
  { word: /king/i, bed: 'king', sizeSqm: 26 },
  { word: /queen/i, bed: 'queen', sizeSqm: 22 },
  { word: /twin/i, bed: 'twin', sizeSqm: 20 },
  { word: /single/i, bed: 'single', sizeSqm: 14 },
];
const PLAIN_ROOM = { bed: 'double', sizeSqm: 20 } as const;

const add = (beds: Beds, type: BedType, count: number): Beds => (count > 0 ? [...beds, { type, count }] : beds);

/**
 * Beds that sleep the room's guests as the occupancy rules count them (hotel-occupancy.ts):
 * an adult's bed for each adult, a child's place (a bunk sleeps two, a sofa bed one) for each
 * child; infants sleep in a cot, which is no bed.
 */
export function bedsFor(name: string, maxAdults: number, maxChildren: number): Beds {
  const main = BY_NAME.find(({ word }) => word.test(name))?.bed ?? PLAIN_ROOM.bed;
  let beds: Beds;
  if (main === 'twin' || main === 'single' || maxAdults === 1) beds = add([], main === 'twin' ? 'twin' : 'single', maxAdults);
  else beds = add(add([], main, Math.floor(maxAdults / 2)), 'single', maxAdults % 2);
  return add(add(beds, 'bunk', Math.floor(maxChildren / 2)), 'sofa-bed', maxChildren % 2);
}

/**
 * The seeded catalogue has no bed or floor-area columns: a room type's beds follow from its
 * name and whom it sleeps, and its size from its name, the hotel's stars and its id, so a
 * room is the same size on every request.
 */
export function roomFacts(room: { id: number; name: string; maxAdults: number; maxChildren: number }, stars: number, image: string): HotelRoomFacts {
  const base = BY_NAME.find(({ word }) => word.test(room.name))?.sizeSqm ?? PLAIN_ROOM.sizeSqm;
  const spread = mulberry32(hashSeed(`room-size:${room.id}`)).int(-2, 3);
  return { image, beds: bedsFor(room.name, room.maxAdults, room.maxChildren), sizeSqm: Math.max(10, base + 2 * (stars - 3) + spread) };
}
