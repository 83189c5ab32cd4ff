import type { HotelAutoSuggestResponse, HotelDetails, HotelDetailsQuery, HotelSearchRequest, HotelSearchResponse } from '@travel/contracts';
import { apiClient, errorMessage } from '@travel/api-client';
import { travelApi, type ApiQueryError } from '@travel/store';

export type HotelSuggestion = HotelAutoSuggestResponse['allData'][number];

/**
 * The hotels journey's calls. Prices depend on who is signed in, so those answers carry the
 * 'Viewer' tag and are fetched again on sign-in or sign-out.
 */
export const hotelsApi = travelApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * SPEC 8: the server's text, or none (the page then says 'Failed to fetch suggestions' in
     * its language) instead of the shared client's generic fallback.
     */
    hotelAutoSuggest: build.query<HotelSuggestion[], string>({
      async queryFn(text) {
        try {
          const response = await apiClient.post<HotelAutoSuggestResponse>('/api/v2/hotel/auto-suggest', { text, isManageLocation: false });
          return { data: response.data.allData };
        } catch (error) {
          const status = (error as { response?: { status?: number } }).response?.status;
          return { error: { status, message: errorMessage(error, '') } satisfies ApiQueryError };
        }
      },
    }),
    hotelSearch: build.query<HotelSearchResponse, HotelSearchRequest>({
      query: (data) => ({ url: '/api/hotels/search', method: 'POST', data }),
      providesTags: ['Viewer'],
    }),
    hotelDetails: build.query<HotelDetails, { hotelId: number } & HotelDetailsQuery>({
      query: ({ hotelId, ...params }) => ({ url: `/api/hotels/${hotelId}`, params }),
      providesTags: ['Viewer'],
    }),
  }),
});

export const { useHotelAutoSuggestQuery, useHotelSearchQuery, useHotelDetailsQuery } = hotelsApi;

/** The message of a failed call (RTK Query's error is typed loosely). */
export const failureText = (error: unknown): string => (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' ? error.message : '');

/** The HTTP status of a failed call, when there was an answer. */
export const failureStatus = (error: unknown): number | undefined =>
  error && typeof error === 'object' && 'status' in error && typeof error.status === 'number' ? error.status : undefined;
