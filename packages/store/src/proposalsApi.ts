import type { ClientProposal, Proposal, ProposalInput, ProposalList, ProposalListQuery, ProposalOfferInput, ProposalUpdate } from '@travel/contracts';
import { travelApi } from './travelApi';

/** The list's tag, and one proposal's: a change refetches the lists and that proposal only. */
const LIST = { type: 'Proposal', id: 'LIST' } as const;
const one = (proposalId: string) => ({ type: 'Proposal' as const, id: proposalId });

const proposalUrl = (proposalId: string) => `/api/agency/proposals/${encodeURIComponent(proposalId)}`;
/** The client's calls: the proposal's unguessable id is the capability, no account. */
const clientProposalUrl = (proposalId: string) => `/api/proposals/${encodeURIComponent(proposalId)}`;

/**
 * Proposals (issue 22). The agent's calls (/api/agency/proposals, Command Center and the
 * services' "Add to proposal"); every call that changes a proposal answers with the whole
 * proposal, which lands in its cache entry at once, and the lists (their counts, totals and
 * statuses) are fetched again.
 */
export const proposalsApi = travelApi.injectEndpoints({
  endpoints: (build) => {
    /** A change answered with the proposal: into its cache entry, and the lists again. */
    const proposalChange = <Arg extends { proposalId: string }>(request: (arg: Arg) => { url: string; method: 'POST' | 'PUT' | 'DELETE'; data?: unknown }) =>
      build.mutation<Proposal, Arg>({
        query: request,
        invalidatesTags: (result) => (result ? [LIST] : []),
        async onQueryStarted({ proposalId }, { dispatch, queryFulfilled }) {
          const result = await queryFulfilled.catch(() => null);
          if (result) void dispatch(proposalsApi.util.upsertQueryData('proposal', proposalId, result.data));
        },
      });

    return {
      proposals: build.query<ProposalList, ProposalListQuery>({
        query: (params) => ({ url: '/api/agency/proposals', params }),
        providesTags: [LIST],
      }),
      proposal: build.query<Proposal, string>({
        query: (proposalId) => ({ url: proposalUrl(proposalId) }),
        providesTags: (_result, _error, proposalId) => [one(proposalId)],
      }),
      /** The new draft lands in the cache by its id, so its page opens without asking again. */
      createProposal: build.mutation<Proposal, ProposalInput>({
        query: (data) => ({ url: '/api/agency/proposals', method: 'POST', data }),
        invalidatesTags: (result) => (result ? [LIST] : []),
        async onQueryStarted(_input, { dispatch, queryFulfilled }) {
          const result = await queryFulfilled.catch(() => null);
          if (result) void dispatch(proposalsApi.util.upsertQueryData('proposal', result.data.id, result.data));
        },
      }),
      updateProposal: proposalChange<{ proposalId: string; update: ProposalUpdate }>(({ proposalId, update }) => ({
        url: proposalUrl(proposalId),
        method: 'PUT',
        data: update,
      })),
      /** A draft only; its page is left (its cache entry is not fetched again: it is gone). */
      deleteProposal: build.mutation<void, string>({
        query: (proposalId) => ({ url: proposalUrl(proposalId), method: 'DELETE' }),
        invalidatesTags: (_result, error) => (error ? [] : [LIST]),
      }),
      addProposalItem: proposalChange<{ proposalId: string; item: ProposalOfferInput }>(({ proposalId, item }) => ({
        url: `${proposalUrl(proposalId)}/items`,
        method: 'POST',
        data: item,
      })),
      removeProposalItem: proposalChange<{ proposalId: string; itemId: string }>(({ proposalId, itemId }) => ({
        url: `${proposalUrl(proposalId)}/items/${encodeURIComponent(itemId)}`,
        method: 'DELETE',
      })),
      reorderProposalItems: proposalChange<{ proposalId: string; itemIds: string[] }>(({ proposalId, itemIds }) => ({
        url: `${proposalUrl(proposalId)}/items/order`,
        method: 'PUT',
        data: { itemIds },
      })),
      sendProposal: proposalChange<{ proposalId: string }>(({ proposalId }) => ({ url: `${proposalUrl(proposalId)}/send`, method: 'POST' })),
      requoteProposal: proposalChange<{ proposalId: string }>(({ proposalId }) => ({ url: `${proposalUrl(proposalId)}/requote`, method: 'POST' })),
      /** The client's page (no account): every item priced again now, never from the cache. */
      clientProposal: build.query<ClientProposal, string>({
        query: (proposalId) => ({ url: clientProposalUrl(proposalId) }),
        keepUnusedDataFor: 0,
      }),
      /** The client's answer; the proposal it returns is what the page shows next. */
      approveProposal: build.mutation<ClientProposal, string>({
        query: (proposalId) => ({ url: `${clientProposalUrl(proposalId)}/approve`, method: 'POST' }),
      }),
      declineProposal: build.mutation<ClientProposal, { proposalId: string; reason: string }>({
        query: ({ proposalId, reason }) => ({ url: `${clientProposalUrl(proposalId)}/decline`, method: 'POST', data: { reason } }),
      }),
    };
  },
});

export const {
  useProposalsQuery,
  useProposalQuery,
  useCreateProposalMutation,
  useUpdateProposalMutation,
  useDeleteProposalMutation,
  useAddProposalItemMutation,
  useRemoveProposalItemMutation,
  useReorderProposalItemsMutation,
  useSendProposalMutation,
  useRequoteProposalMutation,
  useClientProposalQuery,
  useApproveProposalMutation,
  useDeclineProposalMutation,
} = proposalsApi;
