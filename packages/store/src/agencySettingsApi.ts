import type { Agency, Markup, MarkupsResponse, MarkupsUpdate, ProductSettings, ProductSettingsResponse, WebsiteSettings } from '@travel/contracts';
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
    productSettings: build.query<ProductSettingsResponse, void>({
      query: () => ({ url: '/api/agency/product' }),
      keepUnusedDataFor: 0,
    }),
    /** The nav, the deals tabs, Book Now and the pickers follow at once: the agency and what it offers are read again. */
    updateProductSettings: build.mutation<ProductSettingsResponse, ProductSettings>({
      query: (data) => ({ url: '/api/agency/product', method: 'PUT', data }),
      invalidatesTags: (result) => (result ? ['AgencyOffer'] : []),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (!result) return;
        dispatch(agencyUpdated(result.data.agency));
        void dispatch(agencySettingsApi.util.upsertQueryData('productSettings', undefined, result.data));
      },
    }),
  }),
});

export const { useMarkupsQuery, useUpdateMarkupsMutation, useUpdateWebsiteMutation, useProductSettingsQuery, useUpdateProductSettingsMutation } = agencySettingsApi;
