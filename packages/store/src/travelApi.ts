import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { AxiosRequestConfig } from 'axios';
import type { AboutUs, NavigationItem } from '@travel/contracts';
import { apiClient, errorMessage } from '@travel/api-client';

type Request = { url: string; method?: AxiosRequestConfig['method']; data?: unknown; params?: unknown };
export type ApiQueryError = { status: number | undefined; message: string };

/** RTK Query over the shared axios client, so every call gets the same headers and 401 rule. */
const axiosBaseQuery: BaseQueryFn<Request, unknown, ApiQueryError> = async ({ url, method = 'GET', data, params }) => {
  try {
    const response = await apiClient.request({ url, method, data, params });
    return { data: response.data };
  } catch (error) {
    const status = (error as { response?: { status?: number } }).response?.status;
    return { error: { status, message: errorMessage(error, 'Something went wrong') } };
  }
};

/** Agency-level reads shared by every app; remotes add their own calls with injectEndpoints. */
export const travelApi = createApi({
  reducerPath: 'travelApi',
  baseQuery: axiosBaseQuery,
  endpoints: (build) => ({
    navigations: build.query<NavigationItem[], void>({
      query: () => ({ url: '/api/agency/navigations' }),
      transformResponse: (response: { agencyNavigation: NavigationItem[] }) => response.agencyNavigation,
    }),
    aboutUs: build.query<AboutUs, void>({
      query: () => ({ url: '/api/agency/about-us' }),
      transformResponse: (response: { data: AboutUs }) => response.data,
    }),
  }),
});

export const { useNavigationsQuery, useAboutUsQuery } = travelApi;
