import { IDEMPOTENCY_KEY_HEADER, type Booking, type FlightBookingRequest, type FlightQuote, type FlightQuoteRequest } from '@travel/contracts';
import { bookingsApi, travelApi } from '@travel/store';

export interface CreateFlightBookingArgs {
  /** One per checkout attempt: a retry with the same key books once (apps/api README, "Bookings"). */
  idempotencyKey: string;
  body: FlightBookingRequest;
  /** Wallet credits change the balance the sidebar shows: the profile is fetched again. */
  signedIn: boolean;
}

/**
 * The flights booking steps' calls, as the hotel ones in the store: a quote is never reused
 * from the cache (the price must be the server's now); a booking lands in the store's cache by
 * its reference, so the confirmation finds the one just made, and My Trips' list is refetched.
 */
export const flightBookingApi = travelApi.injectEndpoints({
  endpoints: (build) => ({
    flightQuote: build.query<FlightQuote, FlightQuoteRequest>({
      query: (data) => ({ url: '/api/flights/quote', method: 'POST', data }),
      keepUnusedDataFor: 0,
      providesTags: ['Viewer'],
    }),
    createFlightBooking: build.mutation<Booking, CreateFlightBookingArgs>({
      query: ({ idempotencyKey, body }) => ({
        url: '/api/flights/bookings',
        method: 'POST',
        data: body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      invalidatesTags: (result) => (result ? [{ type: 'Booking', id: 'LIST' }] : []),
      async onQueryStarted({ signedIn }, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (!result) return;
        void dispatch(bookingsApi.util.upsertQueryData('booking', { reference: result.data.reference }, result.data));
        // The wallet balance lives in the profile.
        if (signedIn && result.data.payment.walletAmount > 0) void dispatch(travelApi.endpoints.profile.initiate(undefined, { forceRefetch: true, subscribe: false }));
      },
    }),
  }),
});

export const { useFlightQuoteQuery, useCreateFlightBookingMutation } = flightBookingApi;
