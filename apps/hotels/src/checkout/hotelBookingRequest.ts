import type { HotelBookingRequest, HotelQuote } from '@travel/contracts';
import type { BookingAttempt, BookingOrigin } from '@travel/ui/booking';
import type { StayDetails } from './stayDetails';

/** One press of Pay as the hotel booking request: the quoted stay, at the total shown, for the guests typed, from where the booking comes (a deal link, a proposal, a client). */
export function hotelBookingRequest(quote: HotelQuote, { values, payment }: BookingAttempt<StayDetails>, currency: string, origin: BookingOrigin = {}): HotelBookingRequest {
  const { lead, extra } = values;
  return {
    hotelId: quote.hotel.id,
    roomId: quote.room.roomId,
    checkIn: quote.stay.start,
    checkOut: quote.stay.end,
    rooms: quote.rooms,
    currency,
    expectedTotal: quote.charge.totalRate,
    leadTraveller: { ...lead },
    guests: [{ firstName: lead.firstName, lastName: lead.lastName }, ...extra.otherGuests],
    specialRequests: extra.specialRequests,
    payment,
    acceptTerms: true,
    ...origin,
  };
}
