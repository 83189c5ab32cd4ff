import { LRUCache } from 'lru-cache';
import type { FareBrandKey, FlightCabin, Journey } from '@travel/contracts';
import type { FlightAirport } from './airports';
import { brandsOf, type NetPerPassenger, netPerPassenger } from './fares';
import { findJourneys, journeyView } from './journeys';
import type { FlightNetwork } from './network';
import type { ScheduledFlight } from './schedule';
import type { SeatLeg } from './seats';

/** At most this many journeys each way, best first. */
const JOURNEYS_PER_DIRECTION = 40;
/** Routes, days and cabins kept (a few hundred KB each). */
const DAYS_KEPT = 200;

/** A journey of the day's timetable in one cabin, with what never changes for it: its view, seats per flight and net fares. */
export interface DayJourney {
  flights: ScheduledFlight[];
  legs: SeatLeg[];
  view: Journey;
  /** In USD, per brand of the cabin. */
  nets: ReadonlyMap<FareBrandKey, NetPerPassenger>;
}

/** Seats of the cabin on each flight, from its aircraft; null when a flight has no such cabin. */
export function seatLegs(flights: readonly ScheduledFlight[], cabin: FlightCabin): SeatLeg[] | null {
  const legs = flights.map((flight) => ({ flight: flight.plan.number, date: flight.date, capacity: flight.plan.aircraft.seats[cabin] ?? 0 }));
  return legs.every((leg) => leg.capacity > 0) ? legs : null;
}

function dayJourneysNow(network: FlightNetwork, from: FlightAirport, to: FlightAirport, date: string, cabin: FlightCabin): DayJourney[] {
  const journeys: DayJourney[] = [];
  for (const flights of findJourneys(network, from, to, date)) {
    if (journeys.length === JOURNEYS_PER_DIRECTION) break;
    const legs = seatLegs(flights, cabin);
    if (!legs) continue;
    const nets = new Map(brandsOf(cabin).map((brand) => [brand, netPerPassenger(flights, cabin, brand)]));
    journeys.push({ flights, legs, view: journeyView(flights), nets });
  }
  return journeys;
}

// The timetable and its fares are pure functions of the network, route, day and cabin, and
// working them out is most of a search's cost (connections through every hub), so a day's
// journeys are kept per network; the seats left and the agency's and viewer's prices are
// worked out per search. Nothing here is changed by a caller.
const kept = new WeakMap<FlightNetwork, LRUCache<string, DayJourney[]>>();

/** One direction's journeys on a local date in which every flight has the cabin, best first. */
export function dayJourneys(network: FlightNetwork, from: FlightAirport, to: FlightAirport, date: string, cabin: FlightCabin): readonly DayJourney[] {
  let days = kept.get(network);
  if (!days) {
    days = new LRUCache({ max: DAYS_KEPT });
    kept.set(network, days);
  }
  const key = `${from.code}-${to.code}.${date}.${cabin}`;
  let journeys = days.get(key);
  if (!journeys) {
    journeys = dayJourneysNow(network, from, to, date, cabin);
    days.set(key, journeys);
  }
  return journeys;
}
