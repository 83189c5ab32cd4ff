import type { Client } from '@travel/contracts';
import { travelApi } from './travelApi';

/**
 * One agency client (issue 22), shared: the Command Center's client pages, and the booking
 * pages of an agent booking for the client (their banner, the checkout's prefill). One cache
 * entry per client, tagged by its id, which the Command Center's saves write into.
 */
export const clientsApi = travelApi.injectEndpoints({
  endpoints: (build) => ({
    client: build.query<Client, string>({
      query: (clientId) => ({ url: `/api/agency/clients/${encodeURIComponent(clientId)}` }),
      providesTags: (_result, _error, clientId) => [{ type: 'Client', id: clientId }],
    }),
  }),
});

export const { useClientQuery } = clientsApi;
