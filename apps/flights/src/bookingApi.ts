import type { FlightBookingRequest, FlightQuote, FlightQuoteRequest } from '@travel/contracts';
import { serviceBookingEndpoint, serviceQuoteEndpoint, travelApi } from '@travel/store';

/** The flights booking steps' calls, built as the store builds the hotel ones. */
export const flightBookingApi = travelApi.injectEndpoints({
  endpoints: (build) => ({
    flightQuote: serviceQuoteEndpoint<FlightQuote, FlightQuoteRequest>(build, 'flights'),
    createFlightBooking: serviceBookingEndpoint<FlightBookingRequest>(build, 'flights'),
  }),
});

export const { useFlightQuoteQuery, useCreateFlightBookingMutation } = flightBookingApi;
