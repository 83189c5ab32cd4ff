import { guestBands, type GuestBands, type HotelRoomRequest } from '@travel/contracts';
import type { HotelRoomType, NetPrice } from './providers';

/**
 * Whether one room of a type sleeps a party. Adults (12 and over) need an adult's bed; a
 * child (2-11) takes a child's bed or a free adult's one; an infant (under 2) sleeps in a
 * cot and takes no bed.
 */
export function roomFits(room: Pick<HotelRoomType, 'maxAdults' | 'maxChildren'>, party: GuestBands): boolean {
  return party.adults <= room.maxAdults && party.adults + party.children <= room.maxAdults + room.maxChildren;
}

/** Whether one room of a type sleeps every requested room's party. */
export const fitsEveryRoom = (room: Pick<HotelRoomType, 'maxAdults' | 'maxChildren'>, rooms: HotelRoomRequest[]): boolean =>
  rooms.every((request) => roomFits(room, guestBands(request)));

/** What a room type costs the agency for one room and the stay: wholesale plus taxes. */
const netCost = (room: HotelRoomType, nights: number): number => (room.nightly.wholesale + room.nightly.taxAndFee) * nights;

/**
 * The cheapest room type for each requested room, with no type sold more often than it has
 * rooms left and none whose minimum stay is longer than the stay; undefined when no choice
 * works. At most five requested rooms, so an exhaustive search with pruning is cheap; types
 * are tried cheapest first, then by id, so among equal totals the choice is stable.
 */
export function cheapestRooms(types: HotelRoomType[], rooms: HotelRoomRequest[], nights: number): HotelRoomType[] | undefined {
  const options = rooms.map((request) => {
    const party = guestBands(request);
    return types
      .filter((type) => type.available > 0 && type.minNights <= nights && roomFits(type, party))
      .sort((a, b) => netCost(a, nights) - netCost(b, nights) || a.roomId - b.roomId);
  });
  if (options.some((fitting) => fitting.length === 0)) return undefined;
  // The cheapest each remaining room could cost: a lower bound that prunes the search.
  const floor = options.map((fitting) => netCost(fitting[0]!, nights));
  const remainingFloor = floor.map((_, i) => floor.slice(i).reduce((a, b) => a + b, 0));

  let best: { cost: number; choice: HotelRoomType[] } | undefined;
  const used = new Map<number, number>();
  const choice: HotelRoomType[] = [];
  const search = (index: number, cost: number): void => {
    if (best && cost + (remainingFloor[index] ?? 0) >= best.cost) return;
    if (index === options.length) {
      best = { cost, choice: [...choice] };
      return;
    }
    for (const type of options[index]!) {
      const taken = used.get(type.roomId) ?? 0;
      if (taken >= type.available) continue;
      used.set(type.roomId, taken + 1);
      choice.push(type);
      search(index + 1, cost + netCost(type, nights));
      choice.pop();
      used.set(type.roomId, taken);
    }
  };
  search(0, 0);
  return best?.choice;
}

/** The net price of rooms for the stay. */
export function netForStay(rooms: HotelRoomType[], nights: number): NetPrice {
  return rooms.reduce(
    (total, room) => ({
      wholesale: total.wholesale + room.nightly.wholesale * nights,
      taxAndFee: total.taxAndFee + room.nightly.taxAndFee * nights,
      published: total.published + room.nightly.published * nights,
    }),
    { wholesale: 0, taxAndFee: 0, published: 0 },
  );
}

/** The notice a set of rooms needs to be cancelled free: the longest; null when any is non-refundable. */
export function combinedFreeCancellationDays(rooms: HotelRoomType[]): number | null {
  let days = 0;
  for (const room of rooms) {
    if (room.freeCancellationDays === null) return null;
    days = Math.max(days, room.freeCancellationDays);
  }
  return days;
}
