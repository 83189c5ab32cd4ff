// Rates as apps/api/src/inventory/pricing.ts makes them: net USD cents converted to the asked
// currency (exchangeRatesFixture), marked up, and cut to what the viewer may see. Every mock
// that sends rates prices here, for viewerOf(request) (auth.ts), so a signed-in unrestricted
// agent gets the wholesale rate and markup under MOCKS=1 as from the API.
import { ERROR_CODES, currencyDigits, priceOffer, ratesForViewer, type PriceViewer, type VisibleRates } from '@travel/contracts';
import { exchangeRatesFixture } from './api-fixtures';
import { apiError } from './respond';

/** What an offer costs the agency and what it sells for elsewhere, before the markup: minor units. */
export interface NetPrice {
  wholesale: number;
  taxAndFee: number;
  published: number;
}

/** Turns net USD offers into the rates one viewer sees, in one currency with one markup. */
export type Pricer = (net: NetPrice) => VisibleRates;

/** A net offer already in `currency`, marked up: the agent-only fields only for a viewer who may see them (SPEC 1, 6). */
export function visibleRates(viewer: PriceViewer, net: NetPrice, markupBasisPoints: number, currency: string): VisibleRates {
  return ratesForViewer(priceOffer({ ...net, markupBasisPoints, currency }), viewer);
}

/**
 * The pricer for a viewer, currency and markup: converted first, then marked up, as the API
 * does; undefined when the currency has no exchange rate (the API's 400).
 */
export function pricerFor(viewer: PriceViewer, currency: string, markupBasisPoints: number): Pricer | undefined {
  const unitsPerUsd = exchangeRatesFixture.rates[currency];
  if (unitsPerUsd === undefined) return undefined;
  const scale = unitsPerUsd * 10 ** (currencyDigits(currency) - 2);
  // Half-up, as the API's convertFromUsd: the epsilon keeps float noise on an exact .5 rounding up.
  const convert = (usdCents: number) => Math.floor(usdCents * scale + 0.5 + 1e-9);
  return (net) =>
    visibleRates(viewer, { wholesale: convert(net.wholesale), taxAndFee: convert(net.taxAndFee), published: convert(net.published) }, markupBasisPoints, currency);
}

/** The API's 400 for a currency without an exchange rate, naming the request field that asked for it. */
export const noExchangeRate = (field: string, currency: string) => apiError(400, ERROR_CODES.validation, `${field}: no exchange rate for ${currency}`);
