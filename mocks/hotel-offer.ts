// What the checkout sells: one room type of a catalogue hotel, one room of it per requested
// room, priced now, as apps/api/src/bookings/hotel-offer.ts makes it for the quote and again
// for the booking. The hotel and room are the catalogue's, priced for the viewer as the details
// call prices them (hotel-rates.ts); an unknown hotel or room is the API's 404.
import { ERROR_CODES, type HotelQuote, type HotelRoomRequest, type HotelStay, type PriceViewer, type VisibleRates } from '@travel/contracts';
import { catalogueHotel, hotelHeroImage, type CatalogueHotel, type CatalogueRoom } from './hotel-catalogue';
import { cancellationOf, priceIn, roomFits, stayFor, stayNet } from './hotel-rates';
import { apiError } from './respond';
import { noExchangeRate } from './pricing';

/** The catalogue's currency: what the card and the wallet pay in. */
const CHARGE_CURRENCY = 'USD';

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
  hotel: HotelQuote['hotel'];
  room: HotelQuote['room'];
  stay: HotelStay;
  rooms: HotelRoomRequest[];
  available: number;
  unavailable?: { kind: UnavailableKind; reason: string };
  charge: VisibleRates;
  display: VisibleRates;
  freeCancellationDays: CatalogueRoom['freeCancellationDays'];
  /** In the display currency, as the details page states it. */
  cancellation: HotelQuote['cancellation'];
}

/** What the in-memory bookings changed since the catalogue was written. */
export interface InventoryNow {
  roomsLeft: (room: CatalogueRoom) => number;
  /** USD cents added to every stay's net: a price change between the results and the checkout. */
  priceIncrease: number;
}

export type OfferOutcome = { ok: true; offer: HotelOffer } | { ok: false; response: Response };

/** The hotel as a quote and a booking name it. */
const bookedHotel = (hotel: CatalogueHotel): HotelOffer['hotel'] => ({
  id: hotel.id,
  name: hotel.name,
  stars: hotel.stars,
  address: hotel.address,
  city: hotel.city,
  countryCode: hotel.countryCode,
  heroImage: hotelHeroImage(hotel.id),
});

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/** Why one room of the type per requested room cannot be booked, in the API's words; undefined when it can. */
function unavailability(room: CatalogueRoom, available: number, rooms: HotelRoomRequest[], nights: number): HotelOffer['unavailable'] {
  if (!rooms.every((party) => roomFits(room, party))) {
    const guests = room.maxAdults + room.maxChildren;
    return {
      kind: 'doesNotFit',
      reason: `The ${room.name} sleeps at most ${plural(room.maxAdults, 'adult', 'adults')} (${plural(guests, 'guest', 'guests')} with children): choose a room that fits every party.`,
    };
  }
  if (room.minNights > nights) return { kind: 'minNights', reason: `The ${room.name} needs a stay of at least ${plural(room.minNights, 'night', 'nights')}.` };
  if (available < rooms.length) {
    return {
      kind: 'soldOut',
      reason:
        available === 0
          ? `The ${room.name} is not available for these dates.`
          : `Only ${plural(available, 'room', 'rooms')} of this type ${available === 1 ? 'is' : 'are'} left for these dates.`,
    };
  }
  return undefined;
}

/** The selection priced now for `viewer`, seen on `today` (YYYY-MM-DD, UTC). */
export function offerFor(selection: HotelSelection, inventory: InventoryNow, today: string, viewer: PriceViewer): OfferOutcome {
  const hotel = catalogueHotel(selection.hotelId);
  if (!hotel) return { ok: false, response: apiError(404, ERROR_CODES.notFound, `No hotel with id ${selection.hotelId}`) };
  const room = hotel.rooms.find((candidate) => candidate.roomId === selection.roomId);
  if (!room) return { ok: false, response: apiError(404, ERROR_CODES.notFound, `Hotel ${selection.hotelId} has no room type ${selection.roomId}`) };

  const stay = stayFor(selection.checkIn, selection.checkOut);
  const net = stayNet(room, stay.nights, selection.rooms.length) + inventory.priceIncrease;
  const charge = priceIn(CHARGE_CURRENCY, net, viewer);
  const display = priceIn(selection.currency, net, viewer);
  if (!charge || !display) return { ok: false, response: noExchangeRate('body.currency', selection.currency) };
  const available = inventory.roomsLeft(room);
  const unavailable = unavailability(room, available, selection.rooms, stay.nights);
  return {
    ok: true,
    offer: {
      hotel: bookedHotel(hotel),
      room: { roomId: room.roomId, name: room.name, board: room.board },
      stay,
      rooms: selection.rooms,
      available,
      ...(unavailable ? { unavailable } : {}),
      charge,
      display,
      freeCancellationDays: room.freeCancellationDays,
      cancellation: cancellationOf(room.freeCancellationDays, stay.start, display, today),
    },
  };
}
