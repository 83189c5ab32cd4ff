import type { PersonRef } from '@travel/contracts';
import {
  BOOKING_LIST_DEFAULTS,
  NO_FILTERS,
  activeBookingFilters,
  bookingExportSearch,
  bookingFirstDir,
  bookingListQuery,
  bookingListSearch,
  rangeReversed,
  readBookingList,
  type BookingListState,
} from '../src/bookings/bookingList';
import { knownAgents } from '../src/bookings/knownAgents';
import { CLIENT_LIST_DEFAULTS, clientFirstDir, clientListQuery, clientListSearch, readClientList } from '../src/clients/clientList';
import { readDay, readId, readPage, readText, sortedBy, withFilters } from '../src/lists/listUrl';

const AGENT = '00000000-0000-4000-8000-000000000003';
const CLIENT = '10000000-0000-4000-8000-000000000001';
const params = (search: string) => new URLSearchParams(search);

describe('reading a list URL: anything unreadable is the default', () => {
  test.each([
    ['1', 1],
    ['7', 7],
    [null, 1],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['two', 1],
    ['100001', 1],
  ])('page %s is %s', (raw, page) => expect(readPage(raw)).toBe(page));

  test.each([
    ['2026-11-24', '2026-11-24'],
    ['2028-02-29', '2028-02-29'],
    ['2026-02-29', ''],
    ['2026-02-30', ''],
    ['2026-13-01', ''],
    ['24/11/2026', ''],
    [null, ''],
  ])('day %s is %j', (raw, day) => expect(readDay(raw)).toBe(day));

  test.each([
    [AGENT, AGENT],
    [AGENT.toUpperCase(), AGENT],
    ['42', ''],
    [null, ''],
  ])('id %s is %j', (raw, id) => expect(readId(raw)).toBe(id));

  test('search text is trimmed and cut to the API bound', () => {
    expect(readText('  tara ')).toBe('tara');
    expect(readText('x'.repeat(150))).toHaveLength(100);
    expect(readText(null)).toBe('');
  });
});

describe('the bookings list URL', () => {
  const full: BookingListState = {
    q: 'tara',
    service: 'flights',
    status: 'cancelled',
    bookedFrom: '2026-11-01',
    bookedTo: '2026-11-30',
    travelFrom: '2026-12-01',
    travelTo: '2027-01-31',
    agentId: AGENT,
    clientId: CLIENT,
    sort: 'total',
    dir: 'asc',
    page: 3,
  };
  const fullSearch = `?q=tara&service=flights&status=cancelled&bookedFrom=2026-11-01&bookedTo=2026-11-30&travelFrom=2026-12-01&travelTo=2027-01-31&agentId=${AGENT}&clientId=${CLIENT}&sort=total&dir=asc&page=3`;

  test.each<[string, BookingListState, string]>([
    ['the defaults are no query at all', BOOKING_LIST_DEFAULTS, ''],
    ['a search alone', { ...BOOKING_LIST_DEFAULTS, q: 'H-7KQ3M9XA' }, '?q=H-7KQ3M9XA'],
    ['a page and an order', { ...BOOKING_LIST_DEFAULTS, sort: 'reference', dir: 'asc', page: 2 }, '?sort=reference&dir=asc&page=2'],
    ['every field, in a fixed order', full, fullSearch],
  ])('%s', (_case, state, search) => {
    expect(bookingListSearch(state)).toBe(search);
    // And back: a link opens the same list.
    expect(readBookingList(params(search), true)).toEqual(state);
  });

  test.each<[string, string, Partial<BookingListState>]>([
    ['an unknown service, status, sort or direction', '?service=boats&status=pending&sort=price&dir=up', {}],
    ['a date that is no day', '?bookedFrom=2026-02-30&travelTo=soon', {}],
    ['an id that is no id', '?clientId=7&agentId=me', {}],
    ['a role without the agent filter ignores an agent in the link', `?agentId=${AGENT}`, {}],
  ])('%s falls back to the defaults', (_case, search, expected) => {
    expect(readBookingList(params(search), false)).toEqual({ ...BOOKING_LIST_DEFAULTS, ...expected });
  });

  test('an owner or admin reads the agent filter', () => {
    expect(readBookingList(params(`?agentId=${AGENT}`), true).agentId).toBe(AGENT);
  });

  test('the API query leaves out what is not set', () => {
    expect(bookingListQuery({ ...BOOKING_LIST_DEFAULTS, service: 'hotels', page: 2 })).toEqual({ service: 'hotels', sort: 'bookedAt', dir: 'desc', page: 2 });
  });

  test('the export carries the filters and the search, never the order or the page', () => {
    expect(bookingExportSearch(full)).toBe(
      `?q=tara&service=flights&status=cancelled&bookedFrom=2026-11-01&bookedTo=2026-11-30&travelFrom=2026-12-01&travelTo=2027-01-31&agentId=${AGENT}&clientId=${CLIENT}`,
    );
    expect(bookingExportSearch({ ...BOOKING_LIST_DEFAULTS, sort: 'total', page: 4 })).toBe('');
  });

  test('filters are counted without the search box, and cleared without it', () => {
    expect(activeBookingFilters(full)).toBe(8);
    expect(activeBookingFilters({ ...BOOKING_LIST_DEFAULTS, q: 'tara' })).toBe(0);
    expect(withFilters(full, NO_FILTERS)).toEqual({ ...BOOKING_LIST_DEFAULTS, q: 'tara', sort: 'total', dir: 'asc' });
  });

  test.each([
    ['', '2026-11-01', false],
    ['2026-11-01', '', false],
    ['2026-11-01', '2026-11-01', false],
    ['2026-11-02', '2026-11-01', true],
  ])('a range from %j to %j is reversed: %s', (from, to, reversed) => expect(rangeReversed(from, to)).toBe(reversed));
});

describe('sorting and paging', () => {
  const state: BookingListState = { ...BOOKING_LIST_DEFAULTS, page: 4 };

  test.each<[string, BookingListState, BookingListState['sort'], Pick<BookingListState, 'sort' | 'dir'>]>([
    ['the same column turns around', state, 'bookedAt', { sort: 'bookedAt', dir: 'asc' }],
    ['and around again', { ...state, dir: 'asc' }, 'bookedAt', { sort: 'bookedAt', dir: 'desc' }],
    ['words start from A', state, 'traveller', { sort: 'traveller', dir: 'asc' }],
    ['amounts start with the largest', state, 'total', { sort: 'total', dir: 'desc' }],
    ['travel dates start with the latest', { ...state, sort: 'reference' }, 'travelStart', { sort: 'travelStart', dir: 'desc' }],
  ])('%s', (_case, before, column, expected) => {
    expect(sortedBy(before, column, bookingFirstDir)).toEqual({ ...before, ...expected, page: 1 });
  });

  test('a filter change starts again at the first page; the rest is kept', () => {
    expect(withFilters(state, { status: 'confirmed' })).toEqual({ ...state, status: 'confirmed', page: 1 });
  });
});

describe('the clients list URL', () => {
  test.each([
    ['', CLIENT_LIST_DEFAULTS],
    ['?q=maya', { ...CLIENT_LIST_DEFAULTS, q: 'maya' }],
    ['?sort=bookings&dir=desc&page=2', { ...CLIENT_LIST_DEFAULTS, sort: 'bookings', dir: 'desc', page: 2 }],
  ] as const)('%j', (search, state) => {
    expect(readClientList(params(search))).toEqual(state);
    expect(clientListSearch(state)).toBe(search);
  });

  test('an unknown order is the default one', () => {
    expect(readClientList(params('?sort=phone&dir=sideways'))).toEqual(CLIENT_LIST_DEFAULTS);
  });

  test('the API query, and where each column starts', () => {
    expect(clientListQuery({ ...CLIENT_LIST_DEFAULTS, q: 'maya' })).toEqual({ q: 'maya', sort: 'name', dir: 'asc', page: 1 });
    expect(['name', 'email', 'createdAt', 'bookings'].map((sort) => clientFirstDir(sort as 'name'))).toEqual(['asc', 'asc', 'desc', 'desc']);
  });
});

describe('the agents the agent filter offers', () => {
  const alex: PersonRef = { id: AGENT, name: 'Alex Rivera' };
  const sam: PersonRef = { id: '00000000-0000-4000-8000-000000000007', name: 'Sam Patel' };

  test.each<[string, PersonRef[], { agent: PersonRef | null }[], { id: string; name: string } | null, PersonRef[]]>([
    ['those of the rows, by name, once each', [], [{ agent: sam }, { agent: null }, { agent: alex }, { agent: sam }], null, [alex, sam]],
    ['those seen before are kept', [sam], [{ agent: alex }], null, [alex, sam]],
    ['one chosen by a link, under a stand-in name until a row names them', [alex], [], { id: sam.id, name: 'The agent in the link' }, [alex, { id: sam.id, name: 'The agent in the link' }]],
    ['the real name wins', [], [{ agent: sam }], { id: sam.id, name: 'The agent in the link' }, [sam]],
  ])('%s', (_case, seen, rows, chosen, agents) => {
    expect(knownAgents(seen, rows, chosen)).toEqual(agents);
  });
});
