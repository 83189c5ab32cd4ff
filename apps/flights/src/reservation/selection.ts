// The booking steps' links and requests, from the reservation link the details page writes
// (flightReservationPath in contracts; parseFlightReservation reads it): the checkout carries
// the same parameters, and both price the same selection. Pure.
import {
  FLIGHTS_BASE_PATH,
  flightDetailsPath,
  flightReservationPath,
  flightResultsPath,
  type FlightOfferQuery,
  type FlightQuoteRequest,
  type FlightReservationQuery,
} from '@travel/contracts';

export const RESERVATION_PATH = `${FLIGHTS_BASE_PATH}/reservation-details`;
export const CHECKOUT_PATH = `${FLIGHTS_BASE_PATH}/checkout`;

/** The checkout of a reservation: the same parameters under the next step's path. */
export const flightCheckoutPath = (reservation: FlightReservationQuery): string => flightReservationPath(reservation).replace(RESERVATION_PATH, CHECKOUT_PATH);

/** Where the traveller came from: the chosen flights' fare brands, and the search's results. */
export function reservationBackLinks(reservation: FlightReservationQuery): { details: string; results: string } {
  const { brand: _brand, outbound: _outbound, inbound: _inbound, currency: _currency, ...search } = reservation;
  return { details: flightDetailsPath(reservation), results: flightResultsPath(search) };
}

/** POST /api/flights/quote's body: the reservation (or a proposal's offer) priced in today's display currency. */
export function flightQuoteRequest(reservation: FlightOfferQuery, currency: string): FlightQuoteRequest {
  return {
    outbound: reservation.outbound,
    ...(reservation.inbound ? { inbound: reservation.inbound } : {}),
    cabin: reservation.cabin,
    brand: reservation.brand,
    currency,
    passengers: { adults: reservation.adults, children: reservation.children, infants: reservation.infants },
  };
}
