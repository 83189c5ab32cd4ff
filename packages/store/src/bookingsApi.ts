import {
  IDEMPOTENCY_KEY_HEADER,
  type Booking,
  type BookingList,
  type CancellationQuote,
  type HotelBookingRequest,
  type HotelQuote,
  type HotelQuoteRequest,
  type ServiceKey,
} from '@travel/contracts';
import type { AppDispatch } from './store';
import { travelApi } from './travelApi';

export interface BookingLookup {
  reference: string;
  /** Only for a booking made without an account: its lead traveller's email. */
  email?: string;
}

/**
 * A cancellation's quote or confirmation: by the traveller (My Trips, Find my booking), or by an
 * agent on the traveller's behalf (`onBehalf`: the Command Center's /api/agency/bookings calls),
 * with the same quote, refund check and outcomes.
 */
export interface CancellationLookup extends BookingLookup {
  onBehalf?: boolean;
}

/** One press of Pay, as a service's booking call takes it. */
export interface CreateBookingArgs<Body> {
  /** One per checkout attempt: a retry with the same key books once (apps/api README, "Bookings"). */
  idempotencyKey: string;
  body: Body;
  /** Wallet credits change the balance the sidebar shows: the profile is fetched again. */
  signedIn: boolean;
}

export type CreateHotelBookingArgs = CreateBookingArgs<HotelBookingRequest>;

/** The builder `travelApi.injectEndpoints` hands a remote's endpoints. */
type TravelEndpointBuilder = Parameters<Parameters<typeof travelApi.injectEndpoints>[0]['endpoints']>[0];

/** `?email=`: how a booking made without an account is reached (its lead traveller's email). */
const emailParams = (email: string | undefined) => (email ? { email } : undefined);

const cancellationUrl = ({ reference, onBehalf }: CancellationLookup, step: 'cancellation' | 'cancel') =>
  `${onBehalf ? '/api/agency/bookings' : '/api/bookings'}/${encodeURIComponent(reference)}/${step}`;

/** The wallet balance lives in the profile; fetch it again after a booking or a cancellation moved credits. */
function refreshProfile(dispatch: AppDispatch) {
  void dispatch(travelApi.endpoints.profile.initiate(undefined, { forceRefetch: true, subscribe: false }));
}

/** POST /api/<service>/quote: never reused from the cache (the price must be the server's price now). */
export const serviceQuoteEndpoint = <Quote, Request>(build: TravelEndpointBuilder, service: ServiceKey) =>
  build.query<Quote, Request>({
    query: (data) => ({ url: `/api/${service}/quote`, method: 'POST', data }),
    keepUnusedDataFor: 0,
    providesTags: ['Viewer'],
  });

/**
 * POST /api/<service>/bookings: the booking lands in the cache by its reference, so the
 * confirmation finds the one just made, and My Trips' list is fetched again.
 */
export const serviceBookingEndpoint = <Body>(build: TravelEndpointBuilder, service: ServiceKey) =>
  build.mutation<Booking, CreateBookingArgs<Body>>({
    query: ({ idempotencyKey, body }) => ({
      url: `/api/${service}/bookings`,
      method: 'POST',
      data: body,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    }),
    invalidatesTags: (result) => (result ? [{ type: 'Booking', id: 'LIST' }] : []),
    async onQueryStarted({ signedIn }, { dispatch, queryFulfilled }) {
      const result = await queryFulfilled.catch(() => null);
      if (!result) return;
      void dispatch(bookingsApi.util.upsertQueryData('booking', { reference: result.data.reference }, result.data));
      if (signedIn && result.data.payment.walletAmount > 0) refreshProfile(dispatch);
    },
  });

/**
 * The checkout, the confirmation and My Trips (issue 5). A booking is cached by its reference
 * alone, so the confirmation finds the one the checkout just made.
 */
export const bookingsApi = travelApi.injectEndpoints({
  endpoints: (build) => ({
    hotelQuote: serviceQuoteEndpoint<HotelQuote, HotelQuoteRequest>(build, 'hotels'),
    createHotelBooking: serviceBookingEndpoint<HotelBookingRequest>(build, 'hotels'),
    bookings: build.query<Booking[], void>({
      query: () => ({ url: '/api/bookings' }),
      transformResponse: (response: BookingList) => response.bookings,
      providesTags: [{ type: 'Booking', id: 'LIST' }],
    }),
    booking: build.query<Booking, BookingLookup>({
      query: ({ reference, email }) => ({ url: `/api/bookings/${encodeURIComponent(reference)}`, params: emailParams(email) }),
      serializeQueryArgs: ({ queryArgs }) => queryArgs.reference,
      providesTags: (_result, _error, { reference }) => [{ type: 'Booking', id: reference }],
    }),
    cancellationQuote: build.query<CancellationQuote, CancellationLookup>({
      query: (lookup) => ({ url: cancellationUrl(lookup, 'cancellation'), params: emailParams(lookup.email) }),
      keepUnusedDataFor: 0,
    }),
    /** On the traveller's behalf, the agency's list and the booking's agency page (its refund's payment lines) are fetched again. */
    cancelBooking: build.mutation<Booking, CancellationLookup & { expectedRefund: number }>({
      query: ({ expectedRefund, ...lookup }) => ({
        url: cancellationUrl(lookup, 'cancel'),
        method: 'POST',
        data: { expectedRefund },
        params: emailParams(lookup.email),
      }),
      invalidatesTags: (result, _error, { reference, onBehalf }) => {
        if (!result) return [];
        const agency = onBehalf ? [{ type: 'AgencyBooking' as const, id: 'LIST' }, { type: 'AgencyBooking' as const, id: reference }] : [];
        return [{ type: 'Booking', id: 'LIST' }, ...agency];
      },
      async onQueryStarted({ reference, onBehalf }, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (!result) return;
        // The traveller's own cache only: on the agency's side the booking's page is fetched again (its tag).
        if (!onBehalf) void dispatch(bookingsApi.util.upsertQueryData('booking', { reference }, result.data));
        // Wallet credits go back to the traveller's wallet: the agent's own balance did not move.
        if (!onBehalf && result.data.cancelled && result.data.cancelled.refund.wallet > 0) refreshProfile(dispatch);
      },
    }),
  }),
});

export const {
  useHotelQuoteQuery,
  useCreateHotelBookingMutation,
  useBookingsQuery,
  useBookingQuery,
  useLazyBookingQuery,
  useCancellationQuoteQuery,
  useCancelBookingMutation,
} = bookingsApi;
