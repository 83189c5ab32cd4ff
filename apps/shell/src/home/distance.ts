import { numberFormat } from '@travel/contracts';

/** SPEC 2.4 and 9: a distance always shows 2 decimals, in the page language's digits and separator. */
export function formatDistance(kilometres: number, language: string): string {
  return numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(kilometres);
}
