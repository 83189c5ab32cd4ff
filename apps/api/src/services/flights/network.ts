import { distanceKm } from '@travel/contracts';
import { hashSeed } from '@travel/artwork';
import type { Db } from '../../db/types';
import { type Aircraft, aircraftFor } from './aircraft';
import { type Airline, FLIGHT_AIRLINES } from './airlines';
import { type FlightAirport, loadAirports, sameCity } from './airports';

/** A flight as the timetable has it: flown daily (or nearly) at about the same local time. */
export interface FlightPlan {
  /** 'BA117'. */
  number: string;
  airline: Airline;
  from: FlightAirport;
  to: FlightAirport;
  distanceKm: number;
  /** Gate to gate: taxi, climb and descent, and the cruise. */
  blockMinutes: number;
  aircraft: Aircraft;
  /** Local departure, minutes after midnight, before the day's small shift (schedule.ts). */
  departureMinutes: number;
  longHaul: boolean;
}

/** Closer than this, nobody flies (JFK to LGA). */
const MIN_ROUTE_KM = 150;
const CRUISE_KMH = 840;
const TAXI_AND_CLIMB_MINUTES = 30;
const LONG_HAUL_KM = 3500;
/** Departures are spread over the day between 06:30 and 21:30 local. */
const FIRST_DEPARTURE = 6 * 60 + 30;
const DEPARTURE_WINDOW = 15 * 60;

export const blockMinutesFor = (km: number): number => Math.ceil((TAXI_AND_CLIMB_MINUTES + (km / CRUISE_KMH) * 60) / 5) * 5;

/** Daily flights each way: shuttles on short routes, one a day on the long haul. */
const frequencyFor = (km: number): number => (km < 1200 ? 3 : km < LONG_HAUL_KM ? 2 : 1);

interface Route {
  hub: FlightAirport;
  other: FlightAirport;
  km: number;
}

/** Every airport near the airline's hubs, and the other airlines' hubs within range; each pair once. */
function routesOf(airline: Airline, airports: readonly FlightAirport[], byCode: ReadonlyMap<string, FlightAirport>, hubs: ReadonlySet<string>): Route[] {
  const routes = new Map<string, Route>();
  for (const hub of airline.hubs.map((code) => byCode.get(code)).filter((airport) => airport !== undefined)) {
    for (const other of airports) {
      if (sameCity(other, hub)) continue;
      const km = distanceKm(hub, other);
      const served = km >= MIN_ROUTE_KM && (km <= airline.regionalKm || (hubs.has(other.code) && km <= airline.rangeKm));
      const pair = [hub.code, other.code].sort().join('-');
      if (served && !routes.has(pair)) routes.set(pair, { hub, other, km });
    }
  }
  // The longest routes get the lowest numbers, as airlines number them.
  return [...routes.values()].sort((a, b) => b.km - a.km || a.hub.code.localeCompare(b.hub.code) || a.other.code.localeCompare(b.other.code));
}

function plan(airline: Airline, number: number, from: FlightAirport, to: FlightAirport, km: number, slot: number, slots: number): FlightPlan {
  const code = `${airline.code}${number}`;
  const width = DEPARTURE_WINDOW / slots;
  return {
    number: code,
    airline,
    from,
    to,
    distanceKm: km,
    blockMinutes: blockMinutesFor(km),
    aircraft: aircraftFor(airline, `${airline.code}:${[from.code, to.code].sort().join('-')}`, km),
    departureMinutes: FIRST_DEPARTURE + Math.floor(slot * width) + (hashSeed(code) % Math.floor(width / 5)) * 5,
    longHaul: km >= LONG_HAUL_KM,
  };
}

/** The airline's timetable: odd numbers leave the hub, the next even number flies back. */
function plansOf(airline: Airline, routes: readonly Route[]): FlightPlan[] {
  const plans: FlightPlan[] = [];
  let number = 1;
  for (const { hub, other, km } of routes) {
    const slots = frequencyFor(km);
    for (let slot = 0; slot < slots; slot += 1) {
      plans.push(plan(airline, number, hub, other, km, slot, slots), plan(airline, number + 1, other, hub, km, slot, slots));
      number += 2;
    }
  }
  if (number > 9999) throw new Error(`${airline.code} has more flights than four-digit numbers`);
  return plans;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): ReadonlyMap<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** The built-in provider's airports and timetable, looked up every way a search needs. */
export interface FlightNetwork {
  airport(code: string): FlightAirport | undefined;
  /** The other airports of the same city (LHR: LGW, STN, LCY): a connection may change between them. */
  sameCityAirports(airport: FlightAirport): readonly FlightAirport[];
  plan(number: string): FlightPlan | undefined;
  plansFrom(code: string): readonly FlightPlan[];
  plansTo(code: string): readonly FlightPlan[];
  plansBetween(from: string, to: string): readonly FlightPlan[];
}

/** Every airline flies from its hubs among these airports (FLIGHT_AIRLINES). Deterministic: the same airports give the same timetable. */
export function buildNetwork(airports: readonly FlightAirport[]): FlightNetwork {
  const byCode = new Map(airports.map((airport) => [airport.code, airport]));
  const hubs = new Set(FLIGHT_AIRLINES.flatMap((airline) => airline.hubs));
  const plans = FLIGHT_AIRLINES.flatMap((airline) => plansOf(airline, routesOf(airline, airports, byCode, hubs)));
  const byNumber = new Map(plans.map((p) => [p.number, p]));
  const cities = groupBy(airports, (airport) => `${airport.city}|${airport.countryCode}`);
  const from = groupBy(plans, (p) => p.from.code);
  const to = groupBy(plans, (p) => p.to.code);
  const between = groupBy(plans, (p) => `${p.from.code}-${p.to.code}`);
  return {
    airport: (code) => byCode.get(code),
    sameCityAirports: (airport) => (cities.get(`${airport.city}|${airport.countryCode}`) ?? []).filter((other) => other.code !== airport.code),
    plan: (number) => byNumber.get(number),
    plansFrom: (code) => from.get(code) ?? [],
    plansTo: (code) => to.get(code) ?? [],
    plansBetween: (a, b) => between.get(`${a}-${b}`) ?? [],
  };
}

// The reference catalogue is written at start-up and changes only with a new version of the
// code, so each database's network is built once, on the first flight call.
const networks = new WeakMap<Db, Promise<FlightNetwork>>();

export function networkFor(db: Db): Promise<FlightNetwork> {
  let network = networks.get(db);
  if (!network) {
    network = loadAirports(db).then(buildNetwork);
    networks.set(db, network);
    network.catch(() => networks.delete(db));
  }
  return network;
}
