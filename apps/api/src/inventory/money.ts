import { eq } from 'drizzle-orm';
import { BASE_CURRENCY_CODE } from './catalogue-currency';
import { currencies, exchangeRates } from '../db/schema-reference';
import type { Db } from '../db/types';

/** How to turn base-currency (USD) minor units into one currency's minor units. */
export interface Conversion {
  currency: string;
  /** Units of `currency` per 1 USD. */
  unitsPerUsd: number;
  /** Minor-unit digits of `currency` (2 for EUR, 0 for JPY, 3 for KWD). */
  decimals: number;
}

const USD_DECIMALS = 2;
export const IDENTITY: Conversion = { currency: BASE_CURRENCY_CODE, unitsPerUsd: 1, decimals: USD_DECIMALS };

/**
 * USD minor units in `to`'s minor units, rounded half-up to its minor unit. Offers are
 * converted before pricing (prices.ts), so markup and totals add up in the traveller's
 * currency rather than drifting by a rounded conversion of each figure.
 */
export function convertFromUsd(amountUsdMinor: number, to: Conversion): number {
  const scaled = amountUsdMinor * to.unitsPerUsd * 10 ** (to.decimals - USD_DECIMALS);
  // The epsilon keeps a product like 1234.4999999 (float noise for an exact .5) rounding up.
  return Math.floor(scaled + 0.5 + 1e-9);
}

/**
 * The conversion to `currency` from the seeded exchange rates (the reference area's
 * tables); undefined when the currency has no rate. USD needs no lookup.
 */
export async function conversionTo(db: Db, currency: string): Promise<Conversion | undefined> {
  if (currency === BASE_CURRENCY_CODE) return IDENTITY;
  const [row] = await db
    .select({ unitsPerUsd: exchangeRates.unitsPerUsd, decimals: currencies.decimals })
    .from(exchangeRates)
    .innerJoin(currencies, eq(currencies.code, exchangeRates.currencyCode))
    .where(eq(exchangeRates.currencyCode, currency))
    .limit(1);
  return row ? { currency, unitsPerUsd: row.unitsPerUsd, decimals: row.decimals } : undefined;
}
