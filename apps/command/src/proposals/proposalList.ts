// The Proposals list's URL (/proposals?status=…&clientId=…&page=…) and what it asks the API.
// Pure: tests in test/proposals-list.test.tsx read it through the page.
import { PROPOSAL_STATUSES, type ProposalListQuery, type ProposalStatus } from '@travel/contracts';
import { listParams, listSearch, readChoice, readId, readPage } from '../lists/listUrl';

export type ProposalListState = {
  status: ProposalStatus | '';
  clientId: string;
  page: number;
};

/** The API's own: every status and client, newest change first, the first page. */
export const PROPOSAL_LIST_DEFAULTS: ProposalListState = { status: '', clientId: '', page: 1 };

export const readProposalList = (params: URLSearchParams): ProposalListState => ({
  status: readChoice<ProposalStatus | ''>(params.get('status'), PROPOSAL_STATUSES, ''),
  clientId: readId(params.get('clientId')),
  page: readPage(params.get('page')),
});

export const proposalListSearch = (state: ProposalListState): string => listSearch(state, PROPOSAL_LIST_DEFAULTS);

/** GET /api/agency/proposals's query for the list (a page of the API's default size). */
export const proposalListQuery = (state: ProposalListState): ProposalListQuery => listParams(state);

/** A change of filters starts again at the first page. */
export const withProposalFilters = (state: ProposalListState, change: Partial<ProposalListState>): ProposalListState => ({ ...state, page: 1, ...change });
