import { type GuestName, type HotelRoomRequest, hotelBookingSummary, isoDay, serviceByKey } from '@travel/contracts';
import type { BookingRow } from '../../db/schema-bookings';
import type { Bookable, PricedSelection } from '../../bookings/bookable';
import { bookingErrors } from '../../bookings/booking-errors';
import { moneyText } from '../../bookings/money-text';
import { cancellationPolicy, cancellationTerms } from '../../inventory/hotel-cancellation';
import { stayFor } from '../../inventory/hotel-stay';
import type { HotelOffer } from './offer';
import { releaseNights, reserveNights } from './room-nights';

/** What a hotel booking keeps of what was booked (the ledger's `detail`). */
export interface HotelBookingDetail {
  hotelId: number;
  roomId: number;
  hotel: HotelOffer['hotel'];
  room: HotelOffer['room'];
  /** The party of each booked room (one room of the type per entry). */
  rooms: HotelRoomRequest[];
  guests: GuestName[];
  specialRequests: string;
}

/** The policy as booked: free cancellation until this many days before check-in; null: non-refundable. */
export interface HotelBookingTerms {
  freeCancellationDays: number | null;
}

// The ledger's jsonb holds what the snapshot below wrote.
const detailOf = (booking: Pick<BookingRow, 'detail'>): HotelBookingDetail => booking.detail as unknown as HotelBookingDetail;
const termsOf = (booking: Pick<BookingRow, 'terms'>): HotelBookingTerms => booking.terms as unknown as HotelBookingTerms;

/** The offer, priced now, as the core books it. */
export function hotelSelection(offer: HotelOffer, request: { guests: GuestName[]; specialRequests: string }): PricedSelection {
  const detail: HotelBookingDetail = {
    hotelId: offer.hotel.id,
    roomId: offer.room.roomId,
    hotel: offer.hotel,
    room: offer.room,
    rooms: offer.rooms,
    guests: request.guests,
    specialRequests: request.specialRequests,
  };
  const terms: HotelBookingTerms = { freeCancellationDays: offer.freeCancellationDays };
  return {
    charge: offer.charge,
    markup: offer.markup,
    description: `${offer.hotel.name}, ${offer.stay.start} to ${offer.stay.end}`,
    snapshot: {
      start: offer.stay.start,
      end: offer.stay.end,
      summary: hotelBookingSummary(offer),
      detail: { ...detail },
      terms: { ...terms },
      // Free as priced today (the booking day), else never: the policy has no partial refunds.
      freeCancellationUntil: 'freeUntil' in offer.cancellation ? offer.cancellation.freeUntil : null,
    },
  };
}

/** Hotels in the booking core: room nights are the inventory; the policy is free cancellation until some days before check-in, or none. */
export const hotelBookable: Bookable = {
  service: 'hotels',
  prefix: serviceByKey('hotels').referencePrefix,
  soldOut: bookingErrors.soldOut,

  async hold(tx, booking) {
    const { roomId, rooms } = detailOf(booking);
    const stay = stayFor(booking.startDate, booking.endDate);
    return reserveNights(tx, roomId, stay, rooms.length, stay.nights);
  },

  async release(tx, booking) {
    const { roomId, rooms } = detailOf(booking);
    await releaseNights(tx, roomId, { start: booking.startDate, end: booking.endDate }, rooms.length);
  },

  cancellation(booking, today) {
    const checkIn = booking.startDate;
    if (today >= checkIn) {
      return { cancellable: false, reason: `The stay began on ${checkIn}: a booking can be cancelled online only before the check-in day.` };
    }
    const terms = cancellationTerms(checkIn, termsOf(booking).freeCancellationDays, today);
    const total = moneyText(booking.totalRate, booking.currency);
    if (terms.kind === 'free') {
      return {
        cancellable: true,
        penalty: 0,
        explain: (refund) => `Free cancellation until the end of ${terms.freeUntil} (UTC): cancelling now refunds the whole ${total}, ${refund}.`,
      };
    }
    const explanation =
      terms.kind === 'ended'
        ? `Free cancellation ended on ${terms.freeUntil}: cancelling now costs the full price of the stay (${total}) and refunds nothing.`
        : `This rate is non-refundable: cancelling costs the full price of the stay (${total}) and refunds nothing.`;
    return { cancellable: true, penalty: booking.totalRate, explain: () => explanation };
  },

  view(booking, common) {
    const detail = detailOf(booking);
    return {
      ...common,
      service: 'hotels',
      hotel: detail.hotel,
      room: detail.room,
      stay: stayFor(booking.startDate, booking.endDate),
      rooms: detail.rooms,
      guests: detail.guests,
      specialRequests: detail.specialRequests,
      // The policy as it read on the day of booking.
      cancellation: cancellationPolicy(cancellationTerms(booking.startDate, termsOf(booking).freeCancellationDays, isoDay(booking.createdAt)), common.price),
    };
  },
};
