import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { AxiosRequestConfig } from 'axios';
import type {
  AboutUs,
  ActivityDeal,
  ChangePasswordBody,
  ActivityDealsRequest,
  CarDeal,
  CarDealsRequest,
  Country,
  Currency,
  Faq,
  HotelDeal,
  HotelDealsRequest,
  Language,
  LanguageCode,
  LocationResponse,
  LoginBody,
  LoginResponse,
  NavigationItem,
  PaymentGatewayResponse,
  ProfileUpdateBody,
  SignupBody,
  SignupResponse,
  UserProfile,
  VerifyEmailResponse,
} from '@travel/contracts';
import { apiClient, errorMessage } from '@travel/api-client';
import { exchangeRatesLoaded } from './currencySlice';
import { signedIn, signedOut } from './authSlice';
import type { StoreExtra } from './store';
import { apiCacheHandedOver } from './handover';

type Request = { url: string; method?: AxiosRequestConfig['method']; data?: unknown; params?: unknown; headers?: Record<string, string> };
/**
 * `code` is the server's error code when it sent one (INVALID_CREDENTIALS, LINK_EXPIRED...);
 * `retryAfterSeconds` its Retry-After on 429 (a locked account, a rate limit).
 */
/** The agency's Payment Settings as a checkout needs them (SPEC 4, /settings/payment). */
export interface AgencyPaymentTerms {
  gateway: string;
  chargeCurrencies: string[];
  walletOffered: boolean;
}

export type ApiQueryError = { status: number | undefined; message: string; code?: string; retryAfterSeconds?: number };

function retryAfter(error: unknown): number | undefined {
  const header: unknown = (error as { response?: { headers?: Record<string, unknown> } }).response?.headers?.['retry-after'];
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

function errorCode(error: unknown): string | undefined {
  const body = (error as { response?: { data?: { error?: { code?: unknown } } } }).response?.data;
  const code = body?.error?.code;
  return typeof code === 'string' ? code : undefined;
}

/** RTK Query over the shared axios client, so every call gets the same headers and 401 rule. */
const axiosBaseQuery: BaseQueryFn<Request, unknown, ApiQueryError> = async ({ url, method = 'GET', data, params, headers }, { extra }) => {
  // On the server each request's store brings its own client (StoreExtra).
  const client = (extra as StoreExtra | undefined)?.http ?? apiClient;
  try {
    const response = await client.request({ url, method, data, params, headers });
    return { data: response.data };
  } catch (error) {
    const status = (error as { response?: { status?: number } }).response?.status;
    const retryAfterSeconds = retryAfter(error);
    return {
      error: { status, message: errorMessage(error, 'Something went wrong'), code: errorCode(error), ...(retryAfterSeconds ? { retryAfterSeconds } : {}) },
    };
  }
};

/**
 * Calls shared by every app; remotes add their own with injectEndpoints. Answers that depend
 * on who is signed in (prices: the agent-only rates) carry the 'Viewer' tag, so signing in
 * or out fetches them again.
 */
export const travelApi = createApi({
  reducerPath: 'travelApi',
  baseQuery: axiosBaseQuery,
  // The answers a page was rendered with on the server (handover.ts).
  // `never`: the payload is this API's own state (handoverOf), which its type cannot name here.
  extractRehydrationInfo: (action) => (apiCacheHandedOver.match(action) ? (action.payload as never) : undefined),
  // AgencyOffer: what the agency offers (services, languages, currencies), which Product Settings changes.
  // AgencyBooking and Client: the Command Center's lists and pages, which a cancellation on a traveller's behalf changes too.
  // Proposal: an agent's proposals (proposalsApi), which the services' "Add to proposal" changes too.
  tagTypes: ['Viewer', 'Booking', 'AgencyOffer', 'AgencyBooking', 'Client', 'WalletGrant', 'DealLink', 'Proposal'],
  endpoints: (build) => ({
    navigations: build.query<NavigationItem[], void>({
      query: () => ({ url: '/api/agency/navigations' }),
      transformResponse: (response: { agencyNavigation: NavigationItem[] }) => response.agencyNavigation,
      providesTags: ['AgencyOffer'],
    }),
    aboutUs: build.query<AboutUs, void>({
      query: () => ({ url: '/api/agency/about-us' }),
      transformResponse: (response: { data: AboutUs }) => response.data,
    }),
    faqs: build.query<Faq, void>({
      query: () => ({ url: '/api/agency/faqs' }),
      transformResponse: (response: { data: Faq }) => response.data,
    }),
    languages: build.query<Language[], void>({
      query: () => ({ url: '/api/agency/languages' }),
      transformResponse: (response: { languages: Language[] }) => response.languages,
      providesTags: ['AgencyOffer'],
    }),
    /** SPEC 4: refreshed separately from the agency (it may change while the agency is cached). */
    paymentGateway: build.query<AgencyPaymentTerms, void>({
      query: () => ({ url: '/api/getCurrentPaymentGateway' }),
      transformResponse: (response: PaymentGatewayResponse) => ({
        gateway: response.CurrentPayment,
        chargeCurrencies: response.chargeCurrencies,
        walletOffered: response.walletOffered,
      }),
      providesTags: ['AgencyOffer'],
    }),
    countries: build.query<Country[], void>({
      query: () => ({ url: '/api/code' }),
      transformResponse: (response: { data: Country[] }) => response.data,
    }),
    currencies: build.query<Currency[], void>({
      query: () => ({ url: '/api/admin/country/enableCurrencies' }),
      transformResponse: (response: { data: Currency[] }) => response.data,
      providesTags: ['AgencyOffer'],
    }),
    /** SPEC 4: fetched when missing; the rates also land in the currency slice for conversion. */
    exchangeRates: build.query<Record<string, number>, void>({
      query: () => ({ url: '/api/multi-currency/exchange' }),
      transformResponse: (response: { rates: Record<string, number> }) => response.rates,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(exchangeRatesLoaded(data));
      },
    }),
    profile: build.query<UserProfile, void>({
      query: () => ({ url: '/api/user/profile' }),
      transformResponse: (response: { user: UserProfile }) => response.user,
      providesTags: ['Viewer'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        dispatch(result ? signedIn(result.data) : signedOut());
      },
    }),
    /** The account's names, phone and preferences; the header, sidebar and every page showing them follow at once. */
    updateProfile: build.mutation<UserProfile, ProfileUpdateBody>({
      query: (data) => ({ url: '/api/user/profile', method: 'PATCH', data }),
      transformResponse: (response: { user: UserProfile }) => response.user,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (!result) return;
        dispatch(signedIn(result.data));
        dispatch(travelApi.util.upsertQueryData('profile', undefined, result.data));
      },
    }),
    /**
     * The account's new password: the answer is a new token (the API also sets it as the
     * cookie the client sends), since the change ended every earlier session, this one's too.
     */
    changePassword: build.mutation<LoginResponse, ChangePasswordBody>({
      query: (data) => ({ url: '/api/user/change-password', method: 'POST', data }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (!result) return;
        dispatch(signedIn(result.data.user));
        dispatch(travelApi.util.upsertQueryData('profile', undefined, result.data.user));
      },
    }),
    location: build.query<LocationResponse, { lat?: string; long?: string }>({
      query: (params) => ({ url: '/api/user/location', params }),
    }),
    hotelDeals: build.query<HotelDeal[], HotelDealsRequest>({
      query: (data) => ({ url: '/api/dealray/deals/hotel-search', method: 'POST', data }),
      transformResponse: (response: { response: HotelDeal[] }) => response.response,
      providesTags: ['Viewer'],
    }),
    activityDeals: build.query<ActivityDeal[], ActivityDealsRequest>({
      query: (data) => ({ url: '/api/dealray/deals/activity-search', method: 'POST', data }),
      providesTags: ['Viewer'],
    }),
    carDeals: build.query<CarDeal[], CarDealsRequest>({
      query: (data) => ({ url: '/api/dealray/deals/car-search', method: 'POST', data }),
      providesTags: ['Viewer'],
    }),
    login: build.mutation<LoginResponse, LoginBody>({
      query: (data) => ({ url: '/api/user/login', method: 'POST', data }),
      invalidatesTags: (result) => (result ? ['Viewer'] : []),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) dispatch(signedIn(result.data.user));
      },
    }),
    signup: build.mutation<SignupResponse, SignupBody>({
      query: (data) => ({ url: '/api/user/signup', method: 'POST', data }),
    }),
    verifyEmail: build.mutation<VerifyEmailResponse, { token: string }>({
      query: (data) => ({ url: '/api/user/verify', method: 'POST', data }),
    }),
    forgotPassword: build.mutation<{ message: string }, { email: string }>({
      query: (data) => ({ url: '/api/user/forgot-password', method: 'POST', data }),
    }),
    newPassword: build.mutation<unknown, { token: string; password: string }>({
      query: (data) => ({ url: '/api/user/new-password', method: 'POST', data }),
    }),
    /** SPEC 7: only when signed in; the server remembers the account's language. */
    changeLanguage: build.mutation<{ language: LanguageCode }, LanguageCode>({
      query: (lang) => ({ url: `/api/user/changeLanguage/${lang}` }),
    }),
    logout: build.mutation<unknown, void>({
      query: () => ({ url: '/api/user/logout', method: 'POST' }),
    }),
  }),
});

export const {
  useNavigationsQuery,
  useAboutUsQuery,
  useFaqsQuery,
  useLanguagesQuery,
  usePaymentGatewayQuery,
  useCountriesQuery,
  useCurrenciesQuery,
  useExchangeRatesQuery,
  useProfileQuery,
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useLocationQuery,
  useHotelDealsQuery,
  useActivityDealsQuery,
  useCarDealsQuery,
  useLoginMutation,
  useSignupMutation,
  useVerifyEmailMutation,
  useForgotPasswordMutation,
  useNewPasswordMutation,
  useChangeLanguageMutation,
  useLogoutMutation,
} = travelApi;
