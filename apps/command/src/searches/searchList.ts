// The Searches page's URL (/searches?service=…&page=…) and what it asks the API. Pure.
import { SEARCHED_SERVICES, type SearchListQuery, type SearchedService } from '@travel/contracts';
import { listParams, listSearch, readChoice, readPage } from '../lists/listUrl';

export type SearchListState = { service: SearchedService | ''; page: number };

export const SEARCH_LIST_DEFAULTS: SearchListState = { service: '', page: 1 };

export const readSearchList = (params: URLSearchParams): SearchListState => ({
  service: readChoice<SearchedService | ''>(params.get('service'), SEARCHED_SERVICES, ''),
  page: readPage(params.get('page')),
});

export const searchListSearch = (state: SearchListState): string => listSearch(state, SEARCH_LIST_DEFAULTS);

export const searchListQuery = (state: SearchListState): SearchListQuery => listParams(state);
