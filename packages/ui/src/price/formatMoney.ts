const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount in a currency for the page's language (`Intl.NumberFormat`): 1234.5 USD in en is
 * '$1,234.50', in ar '‏1,234.50 US$'. `wholeUnits` drops the decimals (saved amounts, SPEC 9).
 */
export function formatMoney(amount: number, currency: string, language: string, wholeUnits = false): string {
  const key = `${language}|${currency}|${wholeUnits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      ...(wholeUnits ? { maximumFractionDigits: 0, minimumFractionDigits: 0 } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}
