import { ACTIVITY_SUBJECTS, activitySubjectOf, type ActivitySubject } from './activity-subject';
import { ROOM_KINDS, roomKindOf, type RoomKind } from './room-kind';
import { SETTINGS, type Setting } from './setting';

// The picture keys of the id-numbered kinds, `<id>[-<what>][-<setting>]`, written by the
// catalogue and the mocks and read back by the painters: one grammar, here. A key without
// a setting (an older URL, still in a database seeded before settings existed) still paints.

/** The other pictures of a hotel for its gallery: the same building by evening light, and its lobby. */
export const HOTEL_VIEWS = ['evening', 'lobby'] as const;
export type HotelView = (typeof HOTEL_VIEWS)[number];

const ID = '([1-9]\\d{0,5})';
const oneOf = (words: readonly string[]): string => `(${words.join('|')})`;
const SETTING = oneOf(SETTINGS);

const HOTEL_KEY = new RegExp(`^${ID}(?:-${SETTING})?(?:-${oneOf(HOTEL_VIEWS)})?$`);
const ROOM_KEY = new RegExp(`^${ID}(?:-${oneOf(ROOM_KINDS)})?(?:-${SETTING})?$`);
const ACTIVITY_KEY = new RegExp(`^${ID}(?:-${oneOf(ACTIVITY_SUBJECTS)})?(?:-${SETTING})?$`);
const RESORT_KEY = new RegExp(`^${ID}(?:-${SETTING})?$`);

export interface Keyed {
  id: number;
  /** Undefined in an older key, written before settings existed. */
  setting?: Setting;
}
export interface HotelKey extends Keyed {
  view?: HotelView;
}
export interface RoomKey extends Keyed {
  kind?: RoomKind;
}
export interface ActivityKey extends Keyed {
  subject?: ActivitySubject;
}

const keyed = (id: string, setting: string | undefined): Keyed => ({ id: Number(id), setting: setting as Setting | undefined });

export function readHotelKey(key: string): HotelKey | null {
  const [, id, setting, view] = HOTEL_KEY.exec(key) ?? [];
  return id ? { ...keyed(id, setting), view: view as HotelView | undefined } : null;
}

export function readRoomKey(key: string): RoomKey | null {
  const [, id, kind, setting] = ROOM_KEY.exec(key) ?? [];
  return id ? { ...keyed(id, setting), kind: kind as RoomKind | undefined } : null;
}

export function readActivityKey(key: string): ActivityKey | null {
  const [, id, subject, setting] = ACTIVITY_KEY.exec(key) ?? [];
  return id ? { ...keyed(id, setting), subject: subject as ActivitySubject | undefined } : null;
}

export function readResortKey(key: string): Keyed | null {
  const [, id, setting] = RESORT_KEY.exec(key) ?? [];
  return id ? keyed(id, setting) : null;
}

const path = (kind: string, ...parts: (string | number | undefined)[]): string => `/images/${kind}/${parts.filter((part) => part !== undefined).join('-')}.svg`;

/** A hotel's picture: its street front, or another view of it for the gallery. */
export const hotelPicture = (id: number, setting: Setting, view?: HotelView): string => path('hotels', id, setting, view);

/** An activity's picture, of what its title says it is. */
export const activityPicture = (id: number, title: string, setting: Setting): string => path('activities', id, activitySubjectOf(title), setting);

export const resortPicture = (id: number, setting: Setting): string => path('resorts', id, setting);

const HERO = /^\/images\/hotels\/([^/]+)\.svg$/;

/** The hotel and setting of a hero we paint; undefined for a picture from elsewhere (a supplier's photo). */
function paintedHero(hero: string): HotelKey | undefined {
  const key = HERO.exec(hero)?.[1];
  const read = key === undefined ? null : readHotelKey(key);
  return read && !read.view ? read : undefined;
}

/**
 * A hotel's gallery, the hero first: the views we paint of the same hotel, in the same
 * setting. A hero from elsewhere has no painted views to go with it.
 */
export function hotelGalleryPictures(hero: string): string[] {
  const painted = paintedHero(hero);
  return painted ? [hero, ...HOTEL_VIEWS.map((view) => path('hotels', painted.id, painted.setting, view))] : [hero];
}

/**
 * A room type's picture, furnished as its name says, its window on the hotel's setting (read
 * from the hotel's hero; the default one when the hero is not ours).
 */
export function hotelRoomPicture(hero: string, room: { roomId: number; name: string }): string {
  return path('hotel-rooms', room.roomId, roomKindOf(room.name), paintedHero(hero)?.setting);
}
