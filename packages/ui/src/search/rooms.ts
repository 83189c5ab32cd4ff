import { HOTEL_SEARCH_LIMITS, type HotelRoomRequest } from '@travel/contracts';

/** A room as the form holds it: a child's age is null until the traveller chooses it. */
export interface RoomDraft {
  adults: number;
  childAges: (number | null)[];
}

export const ROOM_LIMITS = {
  maxRooms: HOTEL_SEARCH_LIMITS.maxRooms,
  minAdults: 1,
  maxAdults: HOTEL_SEARCH_LIMITS.maxAdultsPerRoom,
  maxChildren: HOTEL_SEARCH_LIMITS.maxChildrenPerRoom,
  maxChildAge: 17,
} as const;

export const DEFAULT_ROOM: RoomDraft = { adults: 2, childAges: [] };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const replaceAt = <T>(items: readonly T[], index: number, item: T): T[] => items.map((current, i) => (i === index ? item : current));

export const roomDrafts = (rooms: readonly HotelRoomRequest[]): RoomDraft[] => rooms.map((room) => ({ adults: room.adults, childAges: [...room.childAges] }));

export const canAddRoom = (rooms: readonly RoomDraft[]): boolean => rooms.length < ROOM_LIMITS.maxRooms;

export const addRoom = (rooms: readonly RoomDraft[]): RoomDraft[] => (canAddRoom(rooms) ? [...rooms, { ...DEFAULT_ROOM, adults: 1 }] : [...rooms]);

/** The first room stays: a search needs one. */
export const removeRoom = (rooms: readonly RoomDraft[], index: number): RoomDraft[] => (rooms.length > 1 ? rooms.filter((_, i) => i !== index) : [...rooms]);

export function setAdults(rooms: readonly RoomDraft[], index: number, adults: number): RoomDraft[] {
  const room = rooms[index];
  return room ? replaceAt(rooms, index, { ...room, adults: clamp(adults, ROOM_LIMITS.minAdults, ROOM_LIMITS.maxAdults) }) : [...rooms];
}

/** More children add ages still to choose; fewer drop the last ones. */
export function setChildren(rooms: readonly RoomDraft[], index: number, children: number): RoomDraft[] {
  const room = rooms[index];
  if (!room) return [...rooms];
  const count = clamp(children, 0, ROOM_LIMITS.maxChildren);
  const childAges = Array.from({ length: count }, (_, i) => room.childAges[i] ?? null);
  return replaceAt(rooms, index, { ...room, childAges });
}

export function setChildAge(rooms: readonly RoomDraft[], index: number, child: number, age: number | null): RoomDraft[] {
  const room = rooms[index];
  if (!room || child >= room.childAges.length) return [...rooms];
  return replaceAt(rooms, index, { ...room, childAges: replaceAt(room.childAges, child, age) });
}

/** The children whose age is not chosen yet, as [room, child] positions. */
export const missingAges = (rooms: readonly RoomDraft[]): [number, number][] =>
  rooms.flatMap((room, r) => room.childAges.flatMap((age, c): [number, number][] => (age === null ? [[r, c]] : [])));

/** The rooms a search can send, or undefined while an age is missing. */
export function completeRooms(rooms: readonly RoomDraft[]): HotelRoomRequest[] | undefined {
  if (missingAges(rooms).length > 0) return undefined;
  return rooms.map((room) => ({ adults: room.adults, childAges: room.childAges.filter((age): age is number => age !== null) }));
}

export interface PartySize {
  rooms: number;
  adults: number;
  children: number;
}

export const partySize = (rooms: readonly RoomDraft[]): PartySize => ({
  rooms: rooms.length,
  adults: rooms.reduce((sum, room) => sum + room.adults, 0),
  children: rooms.reduce((sum, room) => sum + room.childAges.length, 0),
});
