import {
  ERROR_CODES,
  type FareBrandKey,
  type FlightCabin,
  type JourneyOffer,
  journeyKeyLegs,
  type PassengerCounts,
  ratesForViewer,
  seatsTaken,
  type VisibleRates,
} from '@travel/contracts';
import type { Db } from '../../db/types';
import { HttpError } from '../../errors';
import type { FlightAirport } from './airports';
import { dayJourneys, seatLegs } from './day-journeys';
import { brandRules, type BrandRules, brandsOf, partyNet, partyNetOf, passengerNet, typesIn } from './fares';
import { connects } from './journeys';
import type { FlightNetwork } from './network';
import type { FlightPricing } from './pricing';
import { flightOn, type ScheduledFlight } from './schedule';
import { type SeatLeg, seatsSold, soldOn } from './seats';

/** Search results say 'n seats left' only from this few. */
const SEATS_LEFT_SHOWN = 9;

/** Seats left on the fullest flight. */
const seatsLeft = (legs: readonly SeatLeg[], sold: ReadonlyMap<string, number>): number =>
  Math.min(...legs.map((leg) => leg.capacity - soldOn(sold, leg.flight, leg.date)));

/** One direction's journeys, each priced per brand of the cabin for the party with the seats left now; journeys on which a flight lacks the cabin are left out. */
export async function journeyOffers(
  db: Db,
  network: FlightNetwork,
  route: { from: FlightAirport; to: FlightAirport; date: string },
  cabin: FlightCabin,
  counts: PassengerCounts,
  pricing: FlightPricing,
): Promise<JourneyOffer[]> {
  const journeys = dayJourneys(network, route.from, route.to, route.date, cabin);
  const sold = await seatsSold(db, journeys.flatMap((journey) => journey.legs), cabin);
  return journeys.map(({ legs, view, nets }) => {
    const left = seatsLeft(legs, sold);
    const fares =
      left < seatsTaken(counts)
        ? []
        : [...nets].map(([brand, each]) => ({
            brand: pricing.displayBrand(brandRules(cabin, brand)),
            price: pricing.display(partyNetOf(each, counts)),
            seatsLeft: Math.min(left, SEATS_LEFT_SHOWN),
          }));
    return { ...view, fares };
  });
}

/** The flights a journey key names, as scheduled; 404 when one does not fly that day, 400 when they do not connect. */
export function flightsForKey(network: FlightNetwork, key: string, field: string): ScheduledFlight[] {
  const flights = journeyKeyLegs(key).map(({ flight, date }) => {
    const plan = network.plan(flight);
    const scheduled = plan ? flightOn(plan, date) : null;
    if (!scheduled) throw new HttpError(404, ERROR_CODES.notFound, `${field}: no flight ${flight} on ${date}`);
    return scheduled;
  });
  flights.slice(1).forEach((next, i) => {
    const prev = flights[i]!;
    if (!connects(prev, next)) throw new HttpError(400, ERROR_CODES.validation, `${field}: flight ${next.plan.number} cannot be caught after ${prev.plan.number}`);
  });
  return flights;
}

export interface FlightSelection {
  outbound: string;
  inbound?: string | undefined;
  cabin: FlightCabin;
  brand: FareBrandKey;
  /** The display currency. */
  currency: string;
}

export type FlightUnavailableKind = 'soldOut' | 'notSold';

/** The checkout's trip priced now, never from a cache. */
export interface FlightOffer {
  outbound: ScheduledFlight[];
  inbound: ScheduledFlight[] | null;
  cabin: FlightCabin;
  /** In USD, as booked. */
  brand: BrandRules;
  counts: PassengerCounts;
  /** The ledger rows a booking takes. */
  seats: SeatLeg[];
  seatsLeft: number;
  unavailable?: { kind: FlightUnavailableKind; reason: string };
  international: boolean;
  lastFlightDate: string;
  /** In USD: what the card and the wallet pay. */
  charge: VisibleRates;
  /** The agency's markup in the charge, whoever views it: the booking ledger records it. */
  markup: number;
  display: VisibleRates;
  perPassenger: { type: 'adult' | 'child' | 'infant'; count: number; each: VisibleRates }[];
}

function unavailability(offer: Pick<FlightOffer, 'cabin' | 'brand' | 'seatsLeft' | 'counts'>, cabinMissing: boolean): FlightOffer['unavailable'] {
  if (cabinMissing) return { kind: 'notSold', reason: `A flight of this trip has no ${offer.cabin} cabin.` };
  if (!brandsOf(offer.cabin).includes(offer.brand.brand)) return { kind: 'notSold', reason: `The ${offer.brand.brand} fare is not sold in the ${offer.cabin} cabin.` };
  if (offer.seatsLeft < seatsTaken(offer.counts)) return { kind: 'soldOut', reason: 'This fare has just sold out' };
  return undefined;
}

/** The selected trip for a party, priced now with the seats left now. */
export async function flightOfferFor(db: Db, network: FlightNetwork, selection: FlightSelection, counts: PassengerCounts, pricing: FlightPricing): Promise<FlightOffer> {
  const outbound = flightsForKey(network, selection.outbound, 'body.outbound');
  const inbound = selection.inbound === undefined ? null : flightsForKey(network, selection.inbound, 'body.inbound');
  const flights = [...outbound, ...(inbound ?? [])];
  const legs = seatLegs(flights, selection.cabin);
  const seats = legs ?? [];
  const sold = await seatsSold(db, seats, selection.cabin);
  const left = legs ? seatsLeft(legs, sold) : 0;
  const brand = brandRules(selection.cabin, selection.brand);
  const base = { cabin: selection.cabin, brand, counts, seatsLeft: left };
  const unavailable = unavailability(base, legs === null);
  const net = partyNet(flights, selection.cabin, selection.brand, counts);
  const charged = pricing.charge(net);
  return {
    ...base,
    outbound,
    inbound,
    seats,
    ...(unavailable ? { unavailable } : {}),
    international: new Set(flights.flatMap((flight) => [flight.plan.from.countryCode, flight.plan.to.countryCode])).size > 1,
    lastFlightDate: flights[flights.length - 1]!.date,
    charge: ratesForViewer(charged, pricing.viewer),
    markup: charged.markup,
    display: pricing.display(net),
    perPassenger: typesIn(counts).map(({ type, count }) => ({ type, count, each: pricing.display(passengerNet(flights, selection.cabin, selection.brand, type)) })),
  };
}
