import { convertMinor, toMajor, type HotelResult } from '@travel/contracts';
import { displayedPrice } from '@travel/ui';

/**
 * A result's price for one night of all its rooms (what the price filter compares), in the
 * currency its total shows in, converted the same way: a decimal amount ready to format.
 */
export function nightlyPrice(result: Pick<HotelResult, 'rates' | 'nightly'>, displayCurrency: string, exchangeRates: Readonly<Record<string, number>>): { amount: number; currency: string } {
  const { currency } = displayedPrice(result.rates, displayCurrency, exchangeRates);
  const from = result.rates.currency;
  return { amount: convertMinor(result.nightly, from, currency, exchangeRates) ?? toMajor(result.nightly, from), currency };
}
