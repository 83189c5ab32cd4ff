import type { Airport, AirportsResponse, FlightSearchQueryInput, FlightSearchResponse, NearestAirportResponse } from '@travel/contracts';

/** SPEC 2.3's airportLat and airportLong, as the page's URL gives them. */
export interface NearestAirportInput {
  lat: string;
  long: string;
}
import { travelApi } from '@travel/store';

/**
 * The flights journey's calls. Fares depend on who is signed in, so the search carries the
 * 'Viewer' tag and is fetched again on sign-in or sign-out. The results and the details page
 * ask the same search, so the details page reads the cached answer.
 */
export const flightsApi = travelApi.injectEndpoints({
  endpoints: (build) => ({
    airportSearch: build.query<Airport[], string>({
      query: (search) => ({ url: '/api/flight/airports', params: { search } }),
      transformResponse: (response: AirportsResponse) => response.airports,
    }),
    nearestAirport: build.query<Airport | null, NearestAirportInput>({
      query: ({ lat, long }) => ({ url: '/api/flight/airports/nearest', params: { lat, long } }),
      transformResponse: (response: NearestAirportResponse) => response.airport,
    }),
    flightSearch: build.query<FlightSearchResponse, FlightSearchQueryInput>({
      query: (params) => ({ url: '/api/flights/search', params }),
      providesTags: ['Viewer'],
    }),
  }),
});

export const { useAirportSearchQuery, useFlightSearchQuery, useNearestAirportQuery } = flightsApi;
