import type {
  AgencyBookingDetail,
  AgencyBookingList,
  AgencyBookingListQuery,
  Client,
  ClientInput,
  ClientList,
  ClientListQuery,
  DealLink,
  DealLinkInput,
  DealLinkList,
  DealLinkListQuery,
} from '@travel/contracts';
import { clientsApi, travelApi } from '@travel/store';

/**
 * The Command Center's Clients and Bookings calls (issue 22). Lists are cached per query and
 * tagged 'LIST', each client and booking by its id, so a save or a cancellation fetches again
 * exactly what it changed. Cancelling itself is the store's cancelBooking with `onBehalf`
 * (@travel/store bookingsApi), which the shared cancellation dialog calls. One client is the
 * store's `client` (clientsApi): the booking pages read it too.
 */
export const commandApi = travelApi.injectEndpoints({
  endpoints: (build) => ({
    agencyBookings: build.query<AgencyBookingList, AgencyBookingListQuery>({
      query: (params) => ({ url: '/api/agency/bookings', params }),
      providesTags: [{ type: 'AgencyBooking', id: 'LIST' }],
    }),
    agencyBooking: build.query<AgencyBookingDetail, string>({
      query: (reference) => ({ url: `/api/agency/bookings/${encodeURIComponent(reference)}` }),
      providesTags: (_result, _error, reference) => [{ type: 'AgencyBooking', id: reference }],
    }),
    clients: build.query<ClientList, ClientListQuery>({
      query: (params) => ({ url: '/api/agency/clients', params }),
      providesTags: [{ type: 'Client', id: 'LIST' }],
    }),
    /** The new client lands in the cache by its id, so its page opens without asking again. */
    createClient: build.mutation<Client, ClientInput>({
      query: (data) => ({ url: '/api/agency/clients', method: 'POST', data }),
      invalidatesTags: (result) => (result ? [{ type: 'Client', id: 'LIST' }] : []),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) void dispatch(clientsApi.util.upsertQueryData('client', result.data.id, result.data));
      },
    }),
    /** A client's name shows in the bookings' rows too: those lists are fetched again. */
    updateClient: build.mutation<Client, { clientId: string; input: ClientInput }>({
      query: ({ clientId, input }) => ({ url: `/api/agency/clients/${encodeURIComponent(clientId)}`, method: 'PUT', data: input }),
      invalidatesTags: (result) => (result ? [{ type: 'Client', id: 'LIST' }, { type: 'AgencyBooking', id: 'LIST' }] : []),
      async onQueryStarted({ clientId }, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) void dispatch(clientsApi.util.upsertQueryData('client', clientId, result.data));
      },
    }),
    /** Deal links (issue 22): the agent's short links; a new or deleted one fetches the list again. */
    dealLinks: build.query<DealLinkList, DealLinkListQuery>({
      query: (params) => ({ url: '/api/agency/deal-links', params }),
      providesTags: [{ type: 'DealLink', id: 'LIST' }],
    }),
    createDealLink: build.mutation<DealLink, DealLinkInput>({
      query: (data) => ({ url: '/api/agency/deal-links', method: 'POST', data }),
      invalidatesTags: (result) => (result ? [{ type: 'DealLink', id: 'LIST' }] : []),
    }),
    deleteDealLink: build.mutation<void, string>({
      query: (dealLinkId) => ({ url: `/api/agency/deal-links/${encodeURIComponent(dealLinkId)}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'DealLink', id: 'LIST' }],
    }),
  }),
});

/** The export's address for the same filters as the list: a plain link, as the x-access-token cookie signs it in. */
export const BOOKINGS_EXPORT_PATH = '/api/agency/bookings/export.csv';

export const { useAgencyBookingsQuery, useAgencyBookingQuery, useClientsQuery, useCreateClientMutation, useUpdateClientMutation, useDealLinksQuery, useCreateDealLinkMutation, useDeleteDealLinkMutation } = commandApi;
