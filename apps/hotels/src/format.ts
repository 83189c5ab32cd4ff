import { currencyDigits, dealsTabPath, displayNames, numberFormat, serviceByKey } from '@travel/contracts';

/** SPEC 2.4: 'Reveal Price' sends an anonymous visitor to the home page's Hotels tab. */
export const REVEAL_PATH = dealsTabPath(serviceByKey('hotels').dealsTab);

/** SPEC 9: a distance with two decimals, in the page's language. */
export const formatKm = (kilometres: number, language: string): string =>
  numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(kilometres);

/** A guest rating out of 5 with one decimal ('4.3'). */
export const formatRating = (rating: number, language: string): string =>
  numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);

/** Minor units of a currency as a plain number of whole units (what the price filter boxes hold). */
export const toUnits = (minor: number, currency: string): number => minor / 10 ** currencyDigits(currency);
export const toMinor = (units: number, currency: string): number => Math.round(units * 10 ** currencyDigits(currency));

/** A country's name in the page's language ('NO' is 'Norway', 'Noruega'...). */
export function regionName(code: string, language: string): string {
  try {
    return displayNames(language, { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
