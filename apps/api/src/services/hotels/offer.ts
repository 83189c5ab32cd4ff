import { ERROR_CODES, type HotelCancellation, type HotelRoomRequest, type HotelStay, isoDay, type PriceViewer, ratesForViewer, type VisibleRates } from '@travel/contracts';
import type { AgencyRow } from '../../db/schema';
import type { Db } from '../../db/types';
import { HttpError } from '../../errors';
import { BASE_CURRENCY_CODE } from '../../inventory/catalogue-currency';
import { cancellationPolicy, cancellationTerms } from '../../inventory/hotel-cancellation';
import { fitsEveryRoom, netForStay } from '../../inventory/hotel-occupancy';
import { stayFor } from '../../inventory/hotel-stay';
import { fullPricerFor, pricerFor } from '../../inventory/pricing';
import type { HotelProvider, HotelRoomType } from '../../inventory/providers';

/** What the confirmation and My Trips show of the hotel, as it was when booked. */
export interface BookedHotelSnapshot {
  id: number;
  name: string;
  stars: number;
  address: string;
  city: string;
  countryCode: string;
  heroImage: string;
}

export interface BookedRoomSnapshot {
  roomId: number;
  name: string;
  board: string;
}

/** What the checkout prices and books: one room type, one room of it per requested room. */
export interface HotelSelection {
  hotelId: number;
  roomId: number;
  checkIn: string;
  checkOut: string;
  rooms: HotelRoomRequest[];
  /** The display currency. */
  currency: string;
}

export type UnavailableKind = 'doesNotFit' | 'minNights' | 'soldOut';

export interface HotelOffer {
  hotel: BookedHotelSnapshot;
  room: BookedRoomSnapshot;
  stay: HotelStay;
  rooms: HotelRoomRequest[];
  available: number;
  unavailable?: { kind: UnavailableKind; reason: string };
  /** In the offer's currency (providers quote USD): what the card and the wallet pay. */
  charge: VisibleRates;
  /** The agency's markup in the charge, whoever views it: the booking ledger records it. */
  markup: number;
  display: VisibleRates;
  freeCancellationDays: number | null;
  cancellation: HotelCancellation;
}

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/** Why one room of the type per requested room cannot be booked for the stay, in English; undefined when it can. */
export function unavailability(room: HotelRoomType, rooms: HotelRoomRequest[], nights: number): HotelOffer['unavailable'] {
  if (!fitsEveryRoom(room, rooms)) {
    const guests = room.maxAdults + room.maxChildren;
    return {
      kind: 'doesNotFit',
      reason: `The ${room.name} sleeps at most ${plural(room.maxAdults, 'adult', 'adults')} (${plural(guests, 'guest', 'guests')} with children): choose a room that fits every party.`,
    };
  }
  if (room.minNights > nights) return { kind: 'minNights', reason: `The ${room.name} needs a stay of at least ${plural(room.minNights, 'night', 'nights')}.` };
  if (room.available < rooms.length) {
    return {
      kind: 'soldOut',
      reason:
        room.available === 0
          ? `The ${room.name} is not available for these dates.`
          : `Only ${plural(room.available, 'room', 'rooms')} of this type ${room.available === 1 ? 'is' : 'are'} left for these dates.`,
    };
  }
  return undefined;
}

/**
 * The selection priced now for `viewer` (viewerOf(request)). `hotels` must be an uncached
 * provider: the checkout never trusts the search cache for what is left or what it costs.
 * Unknown hotel or room: 404.
 */
export async function offerFor(db: Db, hotels: HotelProvider, viewer: PriceViewer, agency: AgencyRow, selection: HotelSelection): Promise<HotelOffer> {
  const stay = stayFor(selection.checkIn, selection.checkOut);
  const [chargePricer, displayPricer, property] = await Promise.all([
    fullPricerFor(db, agency, 'hotels', BASE_CURRENCY_CODE),
    pricerFor(db, viewer, agency, 'hotels', selection.currency, 'body.currency'),
    hotels.hotel(selection.hotelId, { start: stay.start, end: stay.end }),
  ]);
  if (!property) throw new HttpError(404, ERROR_CODES.notFound, `No hotel with id ${selection.hotelId}`);
  const room = property.rooms.find((r) => r.roomId === selection.roomId);
  if (!room) throw new HttpError(404, ERROR_CODES.notFound, `Hotel ${selection.hotelId} has no room type ${selection.roomId}`);

  const net = netForStay(Array.from({ length: selection.rooms.length }, () => room), stay.nights);
  const charged = chargePricer(net);
  const charge = ratesForViewer(charged, viewer);
  const display = displayPricer(net);
  const terms = cancellationTerms(stay.start, room.freeCancellationDays, isoDay(new Date()));
  const unavailable = unavailability(room, selection.rooms, stay.nights);
  return {
    hotel: {
      id: property.hotelId,
      name: property.name,
      stars: property.stars,
      address: property.address,
      city: property.city.name,
      countryCode: property.city.countryCode,
      heroImage: property.heroImage,
    },
    room: { roomId: room.roomId, name: room.name, board: room.board },
    stay,
    rooms: selection.rooms,
    available: room.available,
    ...(unavailable ? { unavailable } : {}),
    charge,
    markup: charged.markup,
    display,
    freeCancellationDays: room.freeCancellationDays,
    // In the display currency, as the details page states it.
    cancellation: cancellationPolicy(terms, display),
  };
}
