import { addRates, type FareBrandKey, type JourneyFare, type JourneyOffer, type Rates } from '@travel/contracts';

/** What a card costs: a brand's price for the whole party. */
export interface BrandPrice {
  brand: FareBrandKey;
  price: Rates;
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
