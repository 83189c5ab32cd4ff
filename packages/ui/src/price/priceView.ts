import { canSeeWholesale, convertMinor, toMajor, type PriceViewer, type VisibleRates } from '@travel/contracts';

/** Amounts of one offer in the display currency, as decimal numbers ready to format. */
export interface DisplayedPrice {
  currency: string;
  total: number;
  retail: number;
  saved: number;
  discountPercentage: number;
  /** Only for an unrestricted travel agent (SPEC 1, 6). */
  wholesale?: number;
  markup?: number;
}

/** What a viewer gets to see of a price (SPEC 1, 6). */
export type PriceVisibility = 'reveal' | 'public' | 'agent';

export function priceVisibility(viewer: PriceViewer, allowNonLoginFlow: boolean): PriceVisibility {
  if (viewer === null) return allowNonLoginFlow ? 'public' : 'reveal';
  return canSeeWholesale(viewer) ? 'agent' : 'public';
}

/**
 * The offer's rates in the display currency (USD-based rates, SPEC 9). When a rate is
 * missing the offer's own currency is shown rather than a wrong number.
 */
export function displayedPrice(rates: VisibleRates, displayCurrency: string, exchangeRates: Readonly<Record<string, number>>): DisplayedPrice {
  const canConvert = convertMinor(0, rates.currency, displayCurrency, exchangeRates) !== null;
  const currency = canConvert ? displayCurrency : rates.currency;
  const convert = (minor: number) => convertMinor(minor, rates.currency, currency, exchangeRates) ?? toMajor(minor, rates.currency);
  return {
    currency,
    total: convert(rates.totalRate),
    retail: convert(rates.publishedRate),
    saved: convert(rates.savedPrice),
    discountPercentage: rates.discountPercentage,
    ...(rates.wholesaleRate === undefined ? {} : { wholesale: convert(rates.wholesaleRate) }),
    ...(rates.markup === undefined ? {} : { markup: convert(rates.markup) }),
  };
}

/** SPEC 5: the saved-amount banner shows only when the rounded saved price is non-zero. */
export function showsSavedAmount(saved: number): boolean {
  return Math.round(saved) !== 0;
}
