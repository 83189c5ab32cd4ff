import { discountPercentage, type FareBrandKey, type JourneyFare, type JourneyOffer, type Rates } from '@travel/contracts';

/** What a card costs: a brand's price for the whole party. */
export interface BrandPrice {
  brand: FareBrandKey;
  price: Rates;
}

/** Two prices of the same currency and party as one (an outbound and a return fare). */
export function addRates(a: Rates, b: Rates): Rates {
  const publishedRate = a.publishedRate + b.publishedRate;
  const savedPrice = a.savedPrice + b.savedPrice;
  return {
    currency: a.currency,
    baseRate: a.baseRate + b.baseRate,
    taxAndFee: a.taxAndFee + b.taxAndFee,
    totalRate: a.totalRate + b.totalRate,
    publishedRate,
    savedPrice,
    discountPercentage: discountPercentage(savedPrice, publishedRate),
    // The agent-only parts only when the viewer sees both.
    ...(a.wholesaleRate !== undefined && b.wholesaleRate !== undefined ? { wholesaleRate: a.wholesaleRate + b.wholesaleRate } : {}),
    ...(a.markup !== undefined && b.markup !== undefined ? { markup: a.markup + b.markup } : {}),
  };
}

const cheapest = (prices: BrandPrice[]): BrandPrice | undefined =>
  prices.reduce<BrandPrice | undefined>((best, price) => (!best || price.price.totalRate < best.price.totalRate ? price : best), undefined);

const brandPrice = (fare: JourneyFare): BrandPrice => ({ brand: fare.brand.brand, price: fare.price });

/** A journey's cheapest brand; undefined when it sells none (sold out). */
export const cheapestFare = (journey: JourneyOffer): BrandPrice | undefined => cheapest(journey.fares.map(brandPrice));

/** Every brand both journeys sell, priced for the whole trip, cheapest brand first in FARE_BRANDS order. */
export function tripBrands(outbound: JourneyOffer, inbound: JourneyOffer | undefined): { outbound: JourneyFare; inbound?: JourneyFare; price: Rates }[] {
  return outbound.fares.flatMap((out) => {
    if (!inbound) return [{ outbound: out, price: out.price }];
    const back = inbound.fares.find((fare) => fare.brand.brand === out.brand.brand);
    return back ? [{ outbound: out, inbound: back, price: addRates(out.price, back.price) }] : [];
  });
}

/** The return trip's total for the cheapest brand both journeys sell; undefined when they share none. */
export const cheapestTrip = (outbound: JourneyOffer, inbound: JourneyOffer): BrandPrice | undefined =>
  cheapest(tripBrands(outbound, inbound).map((trip) => ({ brand: trip.outbound.brand.brand, price: trip.price })));
