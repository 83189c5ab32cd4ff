// Display-currency conversion (SPEC 4, 9; DESIGN.md Money): amounts travel as integer minor
// units of their own currency; the display currency is reached through USD, the base of
// the exchange rates (1 USD = rates[code] units of code).

/** USD is the base for conversion and the default display currency (SPEC 9). */
export const BASE_CURRENCY = 'USD';

const digitsCache = new Map<string, number>();

/** Minor-unit digits of an ISO 4217 currency (2 for USD, 0 for JPY, 3 for KWD), from Intl. */
export function currencyDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    digitsCache.set(currency, digits);
  }
  return digits;
}

/** Minor units to a decimal amount: 1999 USD -> 19.99. */
export function toMajor(minor: number, currency: string): number {
  return minor / 10 ** currencyDigits(currency);
}

/**
 * `amount` minor units of `from` in `to`, as a decimal amount of `to` (not rounded: the
 * formatter rounds once, for display). Null when a rate is missing, so callers can show the
 * original currency instead of a wrong number.
 */
export function convertMinor(amount: number, from: string, to: string, rates: Readonly<Record<string, number>>): number | null {
  const major = toMajor(amount, from);
  if (from === to) return major;
  const fromRate = from === BASE_CURRENCY ? 1 : rates[from];
  const toRate = to === BASE_CURRENCY ? 1 : rates[to];
  if (!fromRate || !toRate) return null;
  return (major / fromRate) * toRate;
}
