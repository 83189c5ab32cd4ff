import { FARE_BRANDS, type FareBrand, type FareBrandKey, type FlightCabin, type PassengerCounts, type PassengerType } from '@travel/contracts';
import { hashSeed } from '@travel/artwork';
import type { NetPrice } from '../../inventory/providers';
import type { ScheduledFlight } from './schedule';

// The built-in provider's fares, in USD minor units: what each brand gives and costs, per
// passenger type and flight. Pure: the same flight, day, cabin and brand always cost the same.

/** Economy sells every brand; the cabins above it Standard and Flex. */
export const brandsOf = (cabin: FlightCabin): readonly FareBrandKey[] => (cabin === 'economy' ? FARE_BRANDS : FARE_BRANDS.filter((brand) => brand !== 'basic'));

/** What a brand gives; fees per passenger with a seat, in USD minor units. */
export type BrandRules = Omit<FareBrand, 'currency'>;

/** Standard's fees grow with the cabin. */
const STANDARD_FEES: Readonly<Record<FlightCabin, { change: number; cancellation: number }>> = {
  economy: { change: 7_500, cancellation: 10_000 },
  premium: { change: 10_000, cancellation: 15_000 },
  business: { change: 15_000, cancellation: 20_000 },
  first: { change: 20_000, cancellation: 25_000 },
};

export function brandRules(cabin: FlightCabin, brand: FareBrandKey): BrandRules {
  const bagKg = cabin === 'business' || cabin === 'first' ? 32 : 23;
  switch (brand) {
    case 'basic':
      return { brand, cabin, carryOnBags: 1, checkedBags: 0, checkedBagKg: 0, changes: 'none', changeFee: 0, refund: 'taxesOnly', cancellationFee: 0 };
    case 'standard': {
      const fees = STANDARD_FEES[cabin];
      return { brand, cabin, carryOnBags: 1, checkedBags: 1, checkedBagKg: bagKg, changes: 'fee', changeFee: fees.change, refund: 'fee', cancellationFee: fees.cancellation };
    }
    case 'flex':
      return { brand, cabin, carryOnBags: 1, checkedBags: 2, checkedBagKg: bagKg, changes: 'free', changeFee: 0, refund: 'full', cancellationFee: 0 };
  }
}

const CABIN_FACTOR: Readonly<Record<FlightCabin, number>> = { economy: 1, premium: 1.7, business: 3.8, first: 6.5 };
const BRAND_FACTOR: Readonly<Record<FareBrandKey, number>> = { basic: 1, standard: 1.25, flex: 1.9 };
const SHARE_OF_ADULT_FARE: Readonly<Record<PassengerType, number>> = { adult: 1, child: 0.75, infant: 0.1 };
/** Infants on a lap pay a quarter of the airport charges. */
const SHARE_OF_ADULT_TAXES: Readonly<Record<PassengerType, number>> = { adult: 1, child: 1, infant: 0.25 };
/** The retail reference the discount is shown against: the fare as sold elsewhere. */
const PUBLISHED_FACTOR = 1.2;

/** An adult's economy fare in whole dollars: a fixed part, then less per km on the long haul. */
function economyDollars(km: number): number {
  return 39 + 0.11 * Math.min(km, 2000) + 0.06 * Math.max(0, km - 2000);
}

/** Demand on the day: 0.85 to 1.24 of the usual fare, by the flight, day and cabin. */
const demand = (flight: ScheduledFlight, cabin: FlightCabin): number => 0.85 + (hashSeed(`${flight.plan.number}.${flight.date}.${cabin}`) % 40) / 100;

/** One passenger of a type on one flight. */
export function flightNet(flight: ScheduledFlight, cabin: FlightCabin, brand: FareBrandKey, type: PassengerType): NetPrice {
  const km = flight.plan.distanceKm;
  const adultFare = Math.round(economyDollars(km) * CABIN_FACTOR[cabin] * BRAND_FACTOR[brand] * demand(flight, cabin)) * 100;
  const wholesale = Math.round(adultFare * SHARE_OF_ADULT_FARE[type]);
  const taxAndFee = Math.round((1_800 + km * 0.4) * SHARE_OF_ADULT_TAXES[type]);
  return { wholesale, taxAndFee, published: Math.round(wholesale * PUBLISHED_FACTOR) + taxAndFee };
}

const NOTHING: NetPrice = { wholesale: 0, taxAndFee: 0, published: 0 };
const add = (a: NetPrice, b: NetPrice, times = 1): NetPrice => ({
  wholesale: a.wholesale + b.wholesale * times,
  taxAndFee: a.taxAndFee + b.taxAndFee * times,
  published: a.published + b.published * times,
});

/** One passenger of a type on every flight given (a journey, or both of a trip). */
export const passengerNet = (flights: readonly ScheduledFlight[], cabin: FlightCabin, brand: FareBrandKey, type: PassengerType): NetPrice =>
  flights.reduce((sum, flight) => add(sum, flightNet(flight, cabin, brand, type)), NOTHING);

/** The passenger types travelling in a party, each with its count. */
export const typesIn = ({ adults, children, infants }: PassengerCounts): { type: PassengerType; count: number }[] =>
  [
    { type: 'adult' as const, count: adults },
    { type: 'child' as const, count: children },
    { type: 'infant' as const, count: infants },
  ].filter(({ count }) => count > 0);

/** One passenger of each type on every flight given. */
export type NetPerPassenger = Readonly<Record<PassengerType, NetPrice>>;

export const netPerPassenger = (flights: readonly ScheduledFlight[], cabin: FlightCabin, brand: FareBrandKey): NetPerPassenger => ({
  adult: passengerNet(flights, cabin, brand, 'adult'),
  child: passengerNet(flights, cabin, brand, 'child'),
  infant: passengerNet(flights, cabin, brand, 'infant'),
});

/** The whole party, from what each of its passenger types costs. */
export const partyNetOf = (each: NetPerPassenger, counts: PassengerCounts): NetPrice =>
  typesIn(counts).reduce((sum, { type, count }) => add(sum, each[type], count), NOTHING);

/** The whole party on every flight given. */
export const partyNet = (flights: readonly ScheduledFlight[], cabin: FlightCabin, brand: FareBrandKey, counts: PassengerCounts): NetPrice =>
  partyNetOf(netPerPassenger(flights, cabin, brand), counts);
