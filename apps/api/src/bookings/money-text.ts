import { toMajor } from '@travel/contracts';

const formatters = new Map<string, Intl.NumberFormat>();

/** Minor units as an English amount for API messages: 41200 USD -> "$412.00". Pages format with their own language. */
export function moneyText(minor: number, currency: string): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter.format(toMajor(minor, currency));
}
