const CURRENCY_CODE = /^[A-Z]{3}$/;

export interface CurrencyChoiceInput {
  pathname: string;
  search: string;
  stored: string | null;
  agencyDefault: string;
}

/**
 * SPEC 2.3 and 4: the display currency a page load starts with. The query's `currency` (or
 * `curr`) wins and is remembered; otherwise the stored choice persists, except on the home
 * path, which clears it back to the agency's default.
 */
export function initialCurrency({ pathname, search, stored, agencyDefault }: CurrencyChoiceInput): { currency: string; store: string | null } {
  const query = new URLSearchParams(search);
  const fromQuery = (query.get('currency') ?? query.get('curr'))?.trim().toUpperCase();
  if (fromQuery && CURRENCY_CODE.test(fromQuery)) return { currency: fromQuery, store: fromQuery };
  if (pathname === '/') return { currency: agencyDefault, store: null };
  if (stored && CURRENCY_CODE.test(stored)) return { currency: stored, store: stored };
  return { currency: agencyDefault, store: null };
}
