// POST /api/hotels/quote's answer, as the API and its mock both make it from an offer priced
// now. Plain TypeScript: the types come from the schema module and are erased.
import type { HotelQuote } from './bookings.schema';

/** A room type's offer priced now: what the quote states of it, and why it cannot be booked, when it cannot. */
export type PricedHotelOffer = Omit<HotelQuote, 'bookable' | 'unavailableReason' | 'wallet'> & { unavailable?: { reason: string } };

/** The quote of an offer, with the wallet credits a signed-in traveller could use (null for none). */
export function hotelQuoteOf(offer: PricedHotelOffer, wallet: HotelQuote['wallet']): HotelQuote {
  return {
    hotel: offer.hotel,
    room: offer.room,
    stay: offer.stay,
    rooms: offer.rooms,
    available: offer.available,
    bookable: offer.unavailable === undefined,
    ...(offer.unavailable ? { unavailableReason: offer.unavailable.reason } : {}),
    charge: offer.charge,
    display: offer.display,
    cancellation: offer.cancellation,
    wallet,
  };
}
