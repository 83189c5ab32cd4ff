const formatters = new Map<string, Intl.NumberFormat>();

/** SPEC 2.4 and 9: a distance always shows 2 decimals, in the page language's digits and separator. */
export function formatDistance(kilometres: number, language: string): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(language, formatter);
  }
  return formatter.format(kilometres);
}
