// The Agents list's URL (/users/agents?q=…&status=…&role=…&page=…) and what it asks the API.
// Pure: table tests in test/agentRules.test.ts.
import { AGENT_ROLES, type AgentListQuery, type AgentRole, type AgentStatus } from '@travel/contracts';
import { listParams, listSearch, readChoice, readPage, readText } from '../lists/listUrl';

const STATUSES: readonly AgentStatus[] = ['active', 'deactivated'];

export type AgentListState = {
  q: string;
  /** '' is any. */
  status: AgentStatus | '';
  role: AgentRole | '';
  page: number;
};

export const AGENT_LIST_DEFAULTS: AgentListState = { q: '', status: '', role: '', page: 1 };

export function readAgentList(params: URLSearchParams): AgentListState {
  return {
    q: readText(params.get('q')),
    status: readChoice<AgentStatus | ''>(params.get('status'), STATUSES, ''),
    role: readChoice<AgentRole | ''>(params.get('role'), AGENT_ROLES, ''),
    page: readPage(params.get('page')),
  };
}

export const agentListSearch = (state: AgentListState): string => listSearch(state, AGENT_LIST_DEFAULTS);

export const agentListQuery = (state: AgentListState): AgentListQuery => listParams(state);

/** Where an agent's own page is. */
export const agentPath = (userId: string): string => `/users/agents/view/${userId}`;
