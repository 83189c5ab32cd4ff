// A Command Center list's state lives in its URL's query string, so a filtered, sorted page of
// a list is a link and Back works. Pure: reading the query (anything unreadable falls back to
// the default, so an edited or outdated link still opens) and writing it back (only what
// differs from the defaults).
import type { SortDirection } from '@travel/contracts';

/** What every list has besides its filters. */
interface ListPosition<Sort extends string> {
  sort: Sort;
  dir: SortDirection;
  page: number;
}

/** A list's fields: its text and choice filters ('' is "any"), and the like. */
export type ListFields = { [field: string]: string | number };

/** A list's whole state: its filters, its order and its page. */
export type ListState = ListFields & ListPosition<string>;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
/** The API's page bounds (paging.schema.ts). */
const PAGE_MAX = 100_000;
/** The API's search text bound. */
export const SEARCH_MAX = 100;

/** A page number from 1; anything else is the first page. */
export function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1;
}

/** One of `choices`, or `fallback`. */
export const readChoice = <T extends string>(raw: string | null, choices: readonly T[], fallback: T): T => choices.find((choice) => choice === raw) ?? fallback;

/** A real calendar day (YYYY-MM-DD; not 2026-02-30), or '' for none. */
export function readDay(raw: string | null): string {
  if (raw === null || !ISO_DAY.test(raw)) return '';
  const time = Date.parse(`${raw}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(raw) ? raw : '';
}

/** An id (a UUID), or '' for none. */
export const readId = (raw: string | null): string => (raw !== null && UUID.test(raw) ? raw.toLowerCase() : '');

/** Search text as the API takes it: trimmed, at most 100 characters. */
export const readText = (raw: string | null): string => (raw ?? '').trim().slice(0, SEARCH_MAX);

/** The query string of a state: the fields that differ from the defaults, in the defaults' order ('' when none do). */
export function listSearch<Fields extends ListFields>(state: Fields, defaults: Fields): string {
  const params = new URLSearchParams();
  for (const field of Object.keys(defaults)) {
    const value = state[field];
    if (value !== undefined && value !== defaults[field]) params.set(field, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** What the API is asked: every field that is set ('' filters left out). */
export function listParams<Fields extends ListFields>(state: Fields): { [Field in keyof Fields]?: Exclude<Fields[Field], ''> } {
  // Object.fromEntries forgets the keys' types: they are the state's own, '' left out.
  return Object.fromEntries(Object.entries(state).filter(([, value]) => value !== '')) as { [Field in keyof Fields]?: Exclude<Fields[Field], ''> };
}

/** A change of filters starts again at the first page. */
export const withFilters = <State extends ListState>(state: State, change: Partial<State>): State => ({ ...state, page: 1, ...change });

/**
 * The order after a click on a column's header: the same column turns around; another starts
 * in its natural direction (`firstDir`: newest or largest first for dates and amounts).
 */
export function sortedBy<State extends ListState>(state: State, column: State['sort'], firstDir: (column: State['sort']) => SortDirection): State {
  const dir: SortDirection = state.sort === column ? (state.dir === 'asc' ? 'desc' : 'asc') : firstDir(column);
  return { ...state, sort: column, dir, page: 1 };
}
