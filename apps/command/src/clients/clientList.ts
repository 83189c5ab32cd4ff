// The Clients list's URL (/clients?q=…&sort=…&page=…) and what it asks the API. Pure: table
// tests in test/clientList.test.ts.
import type { ClientListQuery, ClientSort, SortDirection } from '@travel/contracts';
import { listParams, listSearch, readChoice, readPage, readText } from '../lists/listUrl';

/** The orders the API takes: the contract's CLIENT_SORTS, every one and no other (the type checks it), without its zod module. */
const SORTS = { name: true, email: true, createdAt: true, bookings: true } satisfies Record<ClientSort, true>;
const CLIENT_SORTS = Object.keys(SORTS) as ClientSort[];

export type ClientListState = {
  q: string;
  sort: ClientSort;
  dir: SortDirection;
  page: number;
};

/** The API's own defaults: by name, A first. */
export const CLIENT_LIST_DEFAULTS: ClientListState = { q: '', sort: 'name', dir: 'asc', page: 1 };

export function readClientList(params: URLSearchParams): ClientListState {
  return {
    q: readText(params.get('q')),
    sort: readChoice(params.get('sort'), CLIENT_SORTS, CLIENT_LIST_DEFAULTS.sort),
    dir: readChoice<SortDirection>(params.get('dir'), ['asc', 'desc'], CLIENT_LIST_DEFAULTS.dir),
    page: readPage(params.get('page')),
  };
}

export const clientListSearch = (state: ClientListState): string => listSearch(state, CLIENT_LIST_DEFAULTS);

/** GET /api/agency/clients's query for the list (a page of the API's default size). */
export const clientListQuery = (state: ClientListState): ClientListQuery => listParams(state);

/** The newest client and the most bookings first; words from A. */
export const clientFirstDir = (sort: ClientSort): SortDirection => (sort === 'createdAt' || sort === 'bookings' ? 'desc' : 'asc');
