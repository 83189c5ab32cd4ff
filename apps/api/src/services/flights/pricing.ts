import { ERROR_CODES, type FareBrand, type PriceViewer } from '@travel/contracts';
import type { AgencyRow } from '../../db/schema';
import type { Db } from '../../db/types';
import { HttpError } from '../../errors';
import { BASE_CURRENCY_CODE } from '../../inventory/catalogue-currency';
import { conversionTo, convertFromUsd } from '../../inventory/money';
import { type FullPricer, fullPricerFor, type Pricer, pricerFor } from '../../inventory/pricing';
import type { BrandRules } from './fares';

/** How one request prices fares: the charge in USD, the display in the traveller's currency, both with the agency's flights markup and the viewer's rules. */
export interface FlightPricing {
  /** The charge in full: the booking ledger records its markup whoever books; `viewer` sees what ratesForViewer leaves. */
  charge: FullPricer;
  viewer: PriceViewer;
  display: Pricer;
  /** A brand's fees as the traveller reads them. */
  displayBrand: (rules: BrandRules) => FareBrand;
}

/** A brand's fees converted from USD into `currency`. */
export const brandIn = (rules: BrandRules, currency: string, convert: (usdMinor: number) => number): FareBrand => ({
  ...rules,
  changeFee: convert(rules.changeFee),
  cancellationFee: convert(rules.cancellationFee),
  currency,
});

/** `viewer` is whom the fares are for: viewerOf(request) for a request. */
export async function flightPricing(db: Db, viewer: PriceViewer, agency: AgencyRow, currency: string, field: string): Promise<FlightPricing> {
  const [charge, display, conversion] = await Promise.all([
    fullPricerFor(db, agency, 'flights', BASE_CURRENCY_CODE),
    pricerFor(db, viewer, agency, 'flights', currency, field),
    conversionTo(db, currency),
  ]);
  if (!conversion) throw new HttpError(400, ERROR_CODES.validation, `${field}: no exchange rate for ${currency}`);
  return { charge, viewer, display, displayBrand: (rules) => brandIn(rules, currency, (usd) => convertFromUsd(usd, conversion)) };
}
