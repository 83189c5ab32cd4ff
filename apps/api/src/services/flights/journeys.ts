import { dayOffset, type Journey, journeyKey, LAYOVER_RULES, type Layover, distanceKm } from '@travel/contracts';
import { airlineView } from './airlines';
import { type FlightAirport, flightPoint, sameCity, terminalAt } from './airports';
import { addDays, instantOf } from './local-time';
import type { FlightNetwork, FlightPlan } from './network';
import { type FlightLookup, memoFlightOn, type ScheduledFlight } from './schedule';

const MINUTE_MS = 60_000;
/** Changing airport within a city (LHR to LGW) needs the transfer across town. */
const AIRPORT_CHANGE_MINUTES = 3 * 60;
/** Longer than a day is a stopover, not a connection. */
const MAX_LAYOVER_MINUTES = 24 * 60;
/** A connection may fly this much further than the straight line (times, plus a margin for short trips). */
const DETOUR_FACTOR = 1.5;
const DETOUR_MARGIN_KM = 800;
/** Two-stop journeys are looked for only when fewer than this many with at most one stop exist. */
const TWO_STOPS_BELOW = 8;
/** What 'best' weighs a stop as, in minutes of travel. */
const STOP_PENALTY_MINUTES = 90;

const minutesBetween = (from: number, to: number): number => Math.round((to - from) / MINUTE_MS);

/** Whether `next` can be caught after `prev`: same airport (or one of its city), the minimum connection, within a day. */
export function connects(prev: ScheduledFlight, next: ScheduledFlight): boolean {
  const arrival = prev.plan.to;
  const departure = next.plan.from;
  const sameAirport = arrival.code === departure.code;
  if (!sameAirport && !sameCity(arrival, departure)) return false;
  const minutes = minutesBetween(prev.arrivalUtc, next.departureUtc);
  return minutes >= (sameAirport ? LAYOVER_RULES.minimumConnectionMinutes : AIRPORT_CHANGE_MINUTES) && minutes <= MAX_LAYOVER_MINUTES;
}

/** The flights of the plans leaving the arrival airport (or another of its city) that can be caught after `prev`. */
function onward(network: FlightNetwork, flightOn: FlightLookup, prev: ScheduledFlight, plansAt: (airport: FlightAirport) => readonly FlightPlan[]): ScheduledFlight[] {
  const arrivalDate = prev.arrivalLocal.slice(0, 10);
  const dates = [arrivalDate, addDays(arrivalDate, 1)];
  const found: ScheduledFlight[] = [];
  for (const airport of [prev.plan.to, ...network.sameCityAirports(prev.plan.to)]) {
    for (const plan of plansAt(airport)) {
      for (const date of dates) {
        const next = flightOn(plan, date);
        if (next && connects(prev, next)) found.push(next);
      }
    }
  }
  return found;
}

const totalMinutes = (flights: readonly ScheduledFlight[]): number => minutesBetween(flights[0]!.departureUtc, flights[flights.length - 1]!.arrivalUtc);
const score = (flights: readonly ScheduledFlight[]): number => totalMinutes(flights) + (flights.length - 1) * STOP_PENALTY_MINUTES;

/**
 * The journeys from one airport to another leaving on a local date, best first (shortest,
 * fewest stops, earliest): nonstop where an airline flies the route, else connections
 * through the hubs, at most two stops.
 */
export function findJourneys(network: FlightNetwork, from: FlightAirport, to: FlightAirport, date: string): ScheduledFlight[][] {
  const flightOn = memoFlightOn();
  const maxKm = distanceKm(from, to) * DETOUR_FACTOR + DETOUR_MARGIN_KM;
  const firsts = network
    .plansFrom(from.code)
    .filter((plan) => plan.to.code === to.code || plan.distanceKm + distanceKm(plan.to, to) <= maxKm)
    .map((plan) => flightOn(plan, date))
    .filter((flight): flight is ScheduledFlight => flight !== null);

  const journeys: ScheduledFlight[][] = [];
  for (const first of firsts) {
    if (first.plan.to.code === to.code) journeys.push([first]);
    else for (const second of onward(network, flightOn, first, (airport) => network.plansBetween(airport.code, to.code))) journeys.push([first, second]);
  }
  if (journeys.length < TWO_STOPS_BELOW) {
    // A second flight is worth looking at only if it lands where a flight to the destination leaves from (or in that city).
    const feeders = new Set(network.plansTo(to.code).flatMap((plan) => [plan.from.code, ...network.sameCityAirports(plan.from).map((airport) => airport.code)]));
    const onwardKm = new Map<FlightPlan, number>();
    const viaPlansByAirport = new Map<string, FlightPlan[]>();
    const viaPlans = (airport: FlightAirport): FlightPlan[] => {
      let plans = viaPlansByAirport.get(airport.code);
      if (!plans) {
        plans = network.plansFrom(airport.code).filter((plan) => feeders.has(plan.to.code) && plan.to.code !== from.code);
        for (const plan of plans) onwardKm.set(plan, plan.distanceKm + distanceKm(plan.to, to));
        viaPlansByAirport.set(airport.code, plans);
      }
      return plans;
    };
    for (const first of firsts) {
      if (first.plan.to.code === to.code) continue;
      const viaSecond = (airport: FlightAirport) => viaPlans(airport).filter((plan) => first.plan.distanceKm + onwardKm.get(plan)! <= maxKm);
      for (const second of onward(network, flightOn, first, viaSecond)) {
        for (const third of onward(network, flightOn, second, (airport) => network.plansBetween(airport.code, to.code))) journeys.push([first, second, third]);
      }
    }
  }
  return journeys
    .map((flights) => ({ flights, score: score(flights) }))
    .sort((a, b) => a.score - b.score || a.flights[0]!.departureUtc - b.flights[0]!.departureUtc)
    .map(({ flights }) => flights);
}

/** Whether the wait spans the small hours (LAYOVER_RULES) at the connecting airport, on any night it covers. */
function overnight(prev: ScheduledFlight, next: ScheduledFlight): boolean {
  const zone = prev.plan.to.timeZone;
  const firstNight = prev.arrivalLocal.slice(0, 10);
  return [firstNight, addDays(firstNight, 1)].some((night) => {
    const start = instantOf(night, LAYOVER_RULES.overnightFromHour * 60, zone);
    const end = instantOf(night, LAYOVER_RULES.overnightUntilHour * 60, zone);
    return prev.arrivalUtc < end && next.departureUtc > start;
  });
}

function layover(prev: ScheduledFlight, next: ScheduledFlight): Layover {
  const minutes = minutesBetween(prev.arrivalUtc, next.departureUtc);
  return {
    airport: prev.plan.to.code,
    city: prev.plan.to.city,
    minutes,
    overnight: overnight(prev, next),
    long: minutes >= LAYOVER_RULES.longFromMinutes,
    changeOfAirport: next.plan.from.code === prev.plan.to.code ? null : next.plan.from.code,
  };
}

function segment(flight: ScheduledFlight): Journey['segments'][number] {
  const { plan } = flight;
  return {
    flightNumber: `${plan.airline.code} ${plan.number.slice(plan.airline.code.length)}`,
    airline: airlineView(plan.airline),
    aircraft: { code: plan.aircraft.code, name: plan.aircraft.name },
    from: flightPoint(plan.from, terminalAt(plan.from.code, plan.airline.code)),
    to: flightPoint(plan.to, terminalAt(plan.to.code, plan.airline.code)),
    departure: flight.departureLocal,
    arrival: flight.arrivalLocal,
    departureUtc: new Date(flight.departureUtc).toISOString(),
    arrivalUtc: new Date(flight.arrivalUtc).toISOString(),
    durationMinutes: plan.blockMinutes,
  };
}

/** The journey as the contracts describe it: its key, segments, layovers, duration and day offset. */
export function journeyView(flights: readonly ScheduledFlight[]): Journey {
  const first = flights[0]!;
  const last = flights[flights.length - 1]!;
  return {
    key: journeyKey(flights.map((flight) => ({ flight: flight.plan.number, date: flight.date }))),
    segments: flights.map(segment),
    layovers: flights.slice(1).map((next, i) => layover(flights[i]!, next)),
    stops: flights.length - 1,
    durationMinutes: totalMinutes(flights),
    dayOffset: dayOffset(first.departureLocal.slice(0, 10), last.arrivalLocal.slice(0, 10)),
  };
}
