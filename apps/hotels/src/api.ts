import type { GuestReviews, HotelAutoSuggestResponse, HotelDetails, HotelDetailsQuery, HotelSearchRequest, HotelSearchResponse } from '@travel/contracts';
import { travelApi } from '@travel/store';

export type HotelSuggestion = HotelAutoSuggestResponse['allData'][number];

/**
 * The hotels journey's calls. Prices depend on who is signed in, so those answers carry the
 * 'Viewer' tag and are fetched again on sign-in or sign-out.
 */
export const hotelsApi = travelApi.injectEndpoints({
  endpoints: (build) => ({
    /** SPEC 8: a failure shows the server's error in plain words (apiProblem), or 'Failed to fetch suggestions'. */
    hotelAutoSuggest: build.query<HotelSuggestion[], string>({
      query: (text) => ({ url: '/api/v2/hotel/auto-suggest', method: 'POST', data: { text, isManageLocation: false } }),
      transformResponse: (response: HotelAutoSuggestResponse) => response.allData,
    }),
    hotelSearch: build.query<HotelSearchResponse, HotelSearchRequest>({
      query: (data) => ({ url: '/api/hotels/search', method: 'POST', data }),
      providesTags: ['Viewer'],
    }),
    hotelDetails: build.query<HotelDetails, { hotelId: number } & HotelDetailsQuery>({
      query: ({ hotelId, ...params }) => ({ url: `/api/hotels/${hotelId}`, params }),
      providesTags: ['Viewer'],
    }),
    /** The same for every stay and viewer: asked once per hotel, while the details call follows the stay. */
    hotelReviews: build.query<GuestReviews, number>({
      query: (hotelId) => ({ url: `/api/hotels/${hotelId}/reviews` }),
    }),
  }),
});

export const { useHotelAutoSuggestQuery, useHotelSearchQuery, useHotelDetailsQuery, useHotelReviewsQuery } = hotelsApi;
