import { directionOf, isLanguageCode, numberFormat } from '@travel/contracts';
import { ltrText, rtlText } from '../bidi/isolate';

export interface MoneyFormat {
  /** No decimals: saved amounts (SPEC 9), a price filter's bounds. */
  wholeUnits?: boolean;
  /** The ISO code instead of the symbol ('USD 436.80'): what a card is charged, beyond doubt. */
  withCode?: boolean;
}

function formatterFor(currency: string, language: string, { wholeUnits = false, withCode = false }: MoneyFormat): Intl.NumberFormat {
  return numberFormat(language, {
    style: 'currency',
    currency,
    ...(withCode ? { currencyDisplay: 'code' } : {}),
    ...(wholeUnits ? { maximumFractionDigits: 0, minimumFractionDigits: 0 } : {}),
  });
}

const isRightToLeft = (language: string): boolean => isLanguageCode(language) && directionOf(language) === 'rtl';

/**
 * The one money formatter: an amount in a currency by the page language's own rules
 * (Intl.NumberFormat). 1234.5 USD is '$1,234.50' in en, '1234,50 US$' in es, '1.234,50 $' in
 * de. In a right-to-left language it is the locale's amount-then-symbol read right to left,
 * with the symbol kept whole ('US$', not '$US') and the whole isolated, so neither the
 * sentence nor the cell around it reorders it.
 */
export function formatMoney(amount: number, currency: string, language: string, format: MoneyFormat = {}): string {
  const formatter = formatterFor(currency, language, format);
  if (!isRightToLeft(language)) return formatter.format(amount);
  const parts = formatter.formatToParts(amount).map(({ type, value }) => (type === 'currency' ? ltrText(value) : value));
  return rtlText(parts.join(''));
}
