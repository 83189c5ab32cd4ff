import type { HotelRoomOffer } from '@travel/contracts';

/** Why a room type cannot be booked for this stay and party; undefined when it can. */
export type UnbookableReason =
  | { kind: 'doesNotFit'; maxAdults: number; maxChildren: number }
  | { kind: 'soldOut' }
  | { kind: 'notEnoughLeft'; available: number }
  | { kind: 'minNights'; minNights: number };

/** The API says whether a room is bookable; this says why not, most useful reason first. */
export function unbookableReason(room: Pick<HotelRoomOffer, 'bookable' | 'fits' | 'available' | 'minNights' | 'maxAdults' | 'maxChildren'>, roomsWanted: number, nights: number): UnbookableReason | undefined {
  if (room.bookable) return undefined;
  if (!room.fits) return { kind: 'doesNotFit', maxAdults: room.maxAdults, maxChildren: room.maxChildren };
  if (room.available === 0) return { kind: 'soldOut' };
  if (room.available < roomsWanted) return { kind: 'notEnoughLeft', available: room.available };
  if (room.minNights > nights) return { kind: 'minNights', minNights: room.minNights };
  return { kind: 'soldOut' };
}

/** Bookable rooms first, cheapest first; the order the API gave otherwise. */
export function roomsInOrder<T extends Pick<HotelRoomOffer, 'bookable' | 'rates'>>(rooms: readonly T[]): T[] {
  return [...rooms].sort((a, b) => Number(b.bookable) - Number(a.bookable) || (a.bookable && b.bookable ? a.rates.totalRate - b.rates.totalRate : 0));
}
