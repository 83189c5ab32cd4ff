/**
 * From this viewport width (px) a results page has its search form on top and its filters in
 * a sidebar beside the list. Below it (phones, small tablets) the search folds into a summary,
 * Sort and Filters ride in a sticky bar, and the filters open in a full-screen sheet.
 * The component sets `.is-wide` for results-layout.css from this width.
 */
export const RESULTS_WIDE_MIN_WIDTH = 960;

export const isWideResults = (viewportWidth: number): boolean => viewportWidth >= RESULTS_WIDE_MIN_WIDTH;

/** A filter value narrows the list unless it is unset, false, empty text or an empty list. */
function narrows(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === '') return false;
  return !(Array.isArray(value) && value.length === 0);
}

/**
 * How many filters narrow the list, for 'Filters (2)'. Keys in one group count once when any
 * of them narrows: a price range's two ends are one filter to the traveller.
 */
export function activeFilterCount<F extends object>(filters: F, groups: readonly (readonly (keyof F & string)[])[] = []): number {
  const values = new Map<string, unknown>(Object.entries(filters));
  const grouped = new Set<string>(groups.flat());
  const single = [...values].filter(([key, value]) => !grouped.has(key) && narrows(value)).length;
  const together = groups.filter((keys) => keys.some((key) => narrows(values.get(key)))).length;
  return single + together;
}
