/** SPEC 2.4 and 9: deal cards are laid out in rows, the first 4 in row 1 and the rest in row 2. */
export const FIRST_ROW_SIZE = 4;

/** The non-empty rows of a deal list. */
export function dealRows<T>(list: readonly T[]): T[][] {
  return [list.slice(0, FIRST_ROW_SIZE), list.slice(FIRST_ROW_SIZE)].filter((row) => row.length > 0);
}
