import type { AcceptAgentInvitationBody, LoginResponse, PublicAgentInvitation } from '@travel/contracts';
import { signedIn, travelApi } from '@travel/store';

/**
 * The agent invitation link's two public calls (the Command Center's Agents): what the
 * invitation is, and accepting it, which signs the new agent in as a login does.
 */
export const invitationApi = travelApi.injectEndpoints({
  endpoints: (build) => ({
    agentInvitation: build.query<PublicAgentInvitation, string>({
      query: (token) => ({ url: `/api/agent-invitations/${encodeURIComponent(token)}` }),
    }),
    acceptAgentInvitation: build.mutation<LoginResponse, AcceptAgentInvitationBody>({
      query: (data) => ({ url: '/api/agent-invitations/accept', method: 'POST', data }),
      invalidatesTags: (result) => (result ? ['Viewer'] : []),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) dispatch(signedIn(result.data.user));
      },
    }),
  }),
});

export const { useAgentInvitationQuery, useAcceptAgentInvitationMutation } = invitationApi;
