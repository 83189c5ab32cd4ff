import type { MarkupSimulation, SearchList, SearchListQuery } from '@travel/contracts';
import { travelApi } from '@travel/store';

/** The Command Center's Searches and the markup simulator's samples (issue 22): read-only, cached per query. */
export const searchesApi = travelApi.injectEndpoints({
  endpoints: (build) => ({
    agencySearches: build.query<SearchList, SearchListQuery>({
      query: (params) => ({ url: '/api/agency/searches', params }),
    }),
    markupSimulation: build.query<MarkupSimulation, void>({
      query: () => ({ url: '/api/agency/markup-simulation' }),
    }),
  }),
});

export const { useAgencySearchesQuery, useMarkupSimulationQuery } = searchesApi;
