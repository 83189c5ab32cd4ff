import type { Agent, AgentInvitation, AgentInvitationInput, AgentInvitationList, AgentList, AgentListQuery, AgentRole } from '@travel/contracts';
import { travelApi } from '@travel/store';

/**
 * The Command Center's Agents calls (issue 22), for owners and admins. The list and the
 * invitations are tagged 'LIST', each agent by id: a change fetches again what it changed.
 */
export const agentsApi = travelApi.enhanceEndpoints({ addTagTypes: ['Agent', 'AgentInvitation'] }).injectEndpoints({
  endpoints: (build) => ({
    agents: build.query<AgentList, AgentListQuery>({
      query: (params) => ({ url: '/api/agency/agents', params }),
      providesTags: [{ type: 'Agent', id: 'LIST' }],
    }),
    agent: build.query<Agent, string>({
      query: (userId) => ({ url: `/api/agency/agents/${encodeURIComponent(userId)}` }),
      providesTags: (_result, _error, userId) => [{ type: 'Agent', id: userId }],
    }),
    agentInvitations: build.query<AgentInvitationList, void>({
      query: () => ({ url: '/api/agency/agents/invitations' }),
      providesTags: [{ type: 'AgentInvitation', id: 'LIST' }],
    }),
    inviteAgent: build.mutation<AgentInvitation, AgentInvitationInput>({
      query: (data) => ({ url: '/api/agency/agents/invitations', method: 'POST', data }),
      invalidatesTags: (result) => (result ? [{ type: 'AgentInvitation', id: 'LIST' }] : []),
    }),
    resendInvitation: build.mutation<AgentInvitation, string>({
      query: (invitationId) => ({ url: `/api/agency/agents/invitations/${encodeURIComponent(invitationId)}/resend`, method: 'POST' }),
      invalidatesTags: (result) => (result ? [{ type: 'AgentInvitation', id: 'LIST' }] : []),
    }),
    revokeInvitation: build.mutation<void, string>({
      query: (invitationId) => ({ url: `/api/agency/agents/invitations/${encodeURIComponent(invitationId)}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'AgentInvitation', id: 'LIST' }],
    }),
    setAgentRole: build.mutation<Agent, { userId: string; role: AgentRole }>({
      query: ({ userId, role }) => ({ url: `/api/agency/agents/${encodeURIComponent(userId)}/role`, method: 'PUT', data: { role } }),
      invalidatesTags: (result) => (result ? [{ type: 'Agent', id: 'LIST' }, { type: 'Agent', id: result.id }] : []),
    }),
    /** Deactivating or reactivating: `active` is what the agent becomes. */
    setAgentActive: build.mutation<Agent, { userId: string; active: boolean }>({
      query: ({ userId, active }) => ({ url: `/api/agency/agents/${encodeURIComponent(userId)}/${active ? 'reactivate' : 'deactivate'}`, method: 'POST' }),
      invalidatesTags: (result) => (result ? [{ type: 'Agent', id: 'LIST' }, { type: 'Agent', id: result.id }] : []),
    }),
  }),
});

export const {
  useAgentsQuery,
  useAgentQuery,
  useAgentInvitationsQuery,
  useInviteAgentMutation,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
  useSetAgentRoleMutation,
  useSetAgentActiveMutation,
} = agentsApi;
