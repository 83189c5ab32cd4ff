import type { Dashboard, DashboardQuery } from '@travel/contracts';
import { travelApi } from '@travel/store';

/** The dashboard of a period (issue 22): cached per period; a booking or cancellation elsewhere shows on the next visit. */
export const dashboardApi = travelApi.injectEndpoints({
  endpoints: (build) => ({
    agencyDashboard: build.query<Dashboard, DashboardQuery>({
      query: (params) => ({ url: '/api/agency/dashboard', params }),
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useAgencyDashboardQuery } = dashboardApi;
