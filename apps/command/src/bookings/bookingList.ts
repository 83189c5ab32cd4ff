// The Bookings list's URL (/bookings?q=…&service=…&sort=…&page=…) and what it asks the API.
// Pure: table tests in test/bookingList.test.ts.
import {
  SERVICE_KEYS,
  type AgencyBookingListQuery,
  type AgencyBookingSort,
  type BookingStatus,
  type ServiceKey,
  type SortDirection,
} from '@travel/contracts';
import { listParams, listSearch, readChoice, readDay, readId, readPage, readText } from '../lists/listUrl';

export const BOOKING_STATUSES: readonly BookingStatus[] = ['confirmed', 'cancelled'];

/**
 * The orders the API takes, in the table's column order: the contract's AGENCY_BOOKING_SORTS,
 * every one and no other (the type checks it), without importing its zod module into the browser.
 */
const SORTS = { reference: true, service: true, traveller: true, travelStart: true, bookedAt: true, total: true, status: true, agent: true } satisfies Record<AgencyBookingSort, true>;
export const BOOKING_SORTS = Object.keys(SORTS) as AgencyBookingSort[];

export type BookingListState = {
  q: string;
  service: ServiceKey | '';
  status: BookingStatus | '';
  bookedFrom: string;
  bookedTo: string;
  travelFrom: string;
  travelTo: string;
  /** Owners and admins only (a sales agent sees their own bookings anyway). */
  agentId: string;
  clientId: string;
  sort: AgencyBookingSort;
  dir: SortDirection;
  page: number;
};

/** The API's own defaults: newest booking first. */
export const BOOKING_LIST_DEFAULTS: BookingListState = {
  q: '',
  service: '',
  status: '',
  bookedFrom: '',
  bookedTo: '',
  travelFrom: '',
  travelTo: '',
  agentId: '',
  clientId: '',
  sort: 'bookedAt',
  dir: 'desc',
  page: 1,
};

/** The filters the export takes: the list's, without its order and page. */
const FILTER_FIELDS = ['q', 'service', 'status', 'bookedFrom', 'bookedTo', 'travelFrom', 'travelTo', 'agentId', 'clientId'] as const satisfies readonly (keyof BookingListState)[];

const filtersOf = (state: BookingListState): Record<string, string> => Object.fromEntries(FILTER_FIELDS.map((field) => [field, state[field]]));

/** The list a URL's query names; `agentFilter` is false for a role that may not filter by agent. */
export function readBookingList(params: URLSearchParams, agentFilter: boolean): BookingListState {
  return {
    q: readText(params.get('q')),
    service: readChoice<ServiceKey | ''>(params.get('service'), SERVICE_KEYS, ''),
    status: readChoice<BookingStatus | ''>(params.get('status'), BOOKING_STATUSES, ''),
    bookedFrom: readDay(params.get('bookedFrom')),
    bookedTo: readDay(params.get('bookedTo')),
    travelFrom: readDay(params.get('travelFrom')),
    travelTo: readDay(params.get('travelTo')),
    agentId: agentFilter ? readId(params.get('agentId')) : '',
    clientId: readId(params.get('clientId')),
    sort: readChoice(params.get('sort'), BOOKING_SORTS, BOOKING_LIST_DEFAULTS.sort),
    dir: readChoice<SortDirection>(params.get('dir'), ['asc', 'desc'], BOOKING_LIST_DEFAULTS.dir),
    page: readPage(params.get('page')),
  };
}

export const bookingListSearch = (state: BookingListState): string => listSearch(state, BOOKING_LIST_DEFAULTS);

/** GET /api/agency/bookings's query for the list (a page of the API's default size). */
export const bookingListQuery = (state: BookingListState): AgencyBookingListQuery => listParams(state);

/** The CSV export's query: the same filters, so the file holds what the list shows (every page of it). */
export const bookingExportSearch = (state: BookingListState): string => listSearch(filtersOf(state), filtersOf(BOOKING_LIST_DEFAULTS));

/** The filters beside the search box. */
const NARROWING_FIELDS = FILTER_FIELDS.filter((field) => field !== 'q');

/** How many filters narrow the list (the search box aside): the "Clear filters" button shows when any do. */
export const activeBookingFilters = (state: BookingListState): number => NARROWING_FIELDS.filter((field) => state[field] !== '').length;

/** What "Clear filters" changes: every filter beside the search box back to "any". */
export const NO_FILTERS: Partial<BookingListState> = Object.fromEntries(NARROWING_FIELDS.map((field) => [field, '']));

/** Dates and amounts sort newest or largest first; words from A. */
export const bookingFirstDir = (sort: AgencyBookingSort): SortDirection => (sort === 'bookedAt' || sort === 'travelStart' || sort === 'total' ? 'desc' : 'asc');

/** A day range whose end is before its start finds nothing: said next to the end. */
export const rangeReversed = (from: string, to: string): boolean => from !== '' && to !== '' && to < from;
