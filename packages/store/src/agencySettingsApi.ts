import type { Agency, Markup, MarkupsResponse, MarkupsUpdate, WebsiteSettings } from '@travel/contracts';
import { agencyUpdated } from './agencySlice';
import { travelApi } from './travelApi';

/** The Command Center's agency settings (owners and admins, SPEC 6). */
export const agencySettingsApi = travelApi.injectEndpoints({
  endpoints: (build) => ({
    markups: build.query<Markup[], void>({
      query: () => ({ url: '/api/agency/markups' }),
      transformResponse: (response: MarkupsResponse) => response.markups,
    }),
    /** Prices change with the markups: every price on the site is fetched again. */
    updateMarkups: build.mutation<Markup[], MarkupsUpdate>({
      query: (data) => ({ url: '/api/agency/markups', method: 'PUT', data }),
      transformResponse: (response: MarkupsResponse) => response.markups,
      invalidatesTags: (result) => (result ? ['Viewer'] : []),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) void dispatch(agencySettingsApi.util.upsertQueryData('markups', undefined, result.data));
      },
    }),
    /** The whole site follows at once: header, footer, theme and page head read the agency from the store. */
    updateWebsite: build.mutation<Agency, WebsiteSettings>({
      query: (data) => ({ url: '/api/agency/website', method: 'PUT', data }),
      transformResponse: (response: { agency: Agency }) => response.agency,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) dispatch(agencyUpdated(result.data));
      },
    }),
  }),
});

export const { useMarkupsQuery, useUpdateMarkupsMutation, useUpdateWebsiteMutation } = agencySettingsApi;
