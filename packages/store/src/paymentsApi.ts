import type {
  PaymentSettings,
  PaymentSettingsResponse,
  ReceivedGrants,
  SubscribeRequest,
  SubscriptionResponse,
  WalletGrant,
  WalletGrantInput,
  WalletGrantList,
  WalletGrantListQuery,
} from '@travel/contracts';
import { agencyUpdated } from './agencySlice';
import { travelApi } from './travelApi';

/**
 * Payment Settings, Subscription and wallet grants (issue 22): owners and admins (SPEC 6).
 * The Command Center changes the settings, gives credits and lists the agency's grants (its
 * Wallet); the shell's /subscription page subscribes; the traveller's wallet lists the grants
 * they received.
 */
export const paymentsApi = travelApi.injectEndpoints({
  endpoints: (build) => ({
    paymentSettings: build.query<PaymentSettingsResponse, void>({
      query: () => ({ url: '/api/agency/payment' }),
      keepUnusedDataFor: 0,
    }),
    /** Checkouts read the gateway answer again ('AgencyOffer'): the wallet and the card follow at once. */
    updatePaymentSettings: build.mutation<PaymentSettingsResponse, PaymentSettings>({
      query: (data) => ({ url: '/api/agency/payment', method: 'PUT', data }),
      invalidatesTags: (result) => (result ? ['AgencyOffer'] : []),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) void dispatch(paymentsApi.util.upsertQueryData('paymentSettings', undefined, result.data));
      },
    }),
    subscription: build.query<SubscriptionResponse, void>({
      query: () => ({ url: '/api/agency/subscription' }),
      keepUnusedDataFor: 0,
    }),
    /** The logo rule and the sign-in redirect (SPEC 2.6, 6) read the agency from the store: it follows at once. */
    subscribe: build.mutation<SubscriptionResponse, SubscribeRequest>({
      query: (data) => ({ url: '/api/agency/subscription', method: 'POST', data }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (!result) return;
        dispatch(agencyUpdated(result.data.agency));
        void dispatch(paymentsApi.util.upsertQueryData('subscription', undefined, result.data));
      },
    }),
    walletGrants: build.query<WalletGrantList, WalletGrantListQuery>({
      query: (params) => ({ url: '/api/agency/wallet-grants', params }),
      providesTags: ['WalletGrant'],
    }),
    grantWalletCredits: build.mutation<WalletGrant, { clientId: string; input: WalletGrantInput }>({
      query: ({ clientId, input }) => ({ url: `/api/agency/clients/${encodeURIComponent(clientId)}/wallet-grants`, method: 'POST', data: input }),
      invalidatesTags: (result) => (result ? ['WalletGrant'] : []),
    }),
    receivedGrants: build.query<ReceivedGrants, void>({
      query: () => ({ url: '/api/user/wallet/grants' }),
      providesTags: ['WalletGrant'],
    }),
  }),
});

export const {
  usePaymentSettingsQuery,
  useUpdatePaymentSettingsMutation,
  useSubscriptionQuery,
  useSubscribeMutation,
  useWalletGrantsQuery,
  useGrantWalletCreditsMutation,
  useReceivedGrantsQuery,
} = paymentsApi;
