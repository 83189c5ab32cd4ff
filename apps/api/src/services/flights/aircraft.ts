import type { FlightCabin } from '@travel/contracts';
import { hashSeed } from '@travel/artwork';
import { A380_AIRLINES, type Airline, FIRST_CLASS_AIRLINES } from './airlines';

export interface Aircraft {
  code: string;
  name: string;
  /** Seats per cabin; a cabin the aircraft does not have is absent. */
  seats: Readonly<Partial<Record<FlightCabin, number>>>;
}

const A320: Aircraft = { code: '320', name: 'Airbus A320', seats: { economy: 150, business: 12 } };
const B737: Aircraft = { code: '73H', name: 'Boeing 737-800', seats: { economy: 162, business: 12 } };
const A321NEO: Aircraft = { code: '32Q', name: 'Airbus A321neo', seats: { economy: 176, business: 20 } };
const B787: Aircraft = { code: '789', name: 'Boeing 787-9', seats: { economy: 216, premium: 28, business: 42 } };
const A350: Aircraft = { code: '359', name: 'Airbus A350-900', seats: { economy: 250, premium: 24, business: 42 } };
const B777: Aircraft = { code: '77W', name: 'Boeing 777-300ER', seats: { economy: 264, premium: 40, business: 42, first: 8 } };
const A380: Aircraft = { code: '388', name: 'Airbus A380', seats: { economy: 370, premium: 44, business: 76, first: 14 } };

/** From here a route is long haul: the wide-bodies with premium economy, and first where the airline sells it. */
const LONG_HAUL_KM = 5000;

/** Airlines flying Boeing narrow-bodies on their short routes; the others fly the A320. */
const BOEING_SHORT_HAUL: ReadonlySet<string> = new Set(['DY', 'AA', 'UA', 'DL', 'SK', 'QF', 'NZ', 'AM', 'ET', 'TK']);

/** The aircraft a route is flown with, by its length and the airline's fleet; the same every day. */
export function aircraftFor(airline: Airline, routeKey: string, distanceKm: number): Aircraft {
  if (distanceKm < 1800) return BOEING_SHORT_HAUL.has(airline.code) ? B737 : A320;
  if (distanceKm < 4500) return A321NEO;
  if (distanceKm >= LONG_HAUL_KM && A380_AIRLINES.has(airline.code) && hashSeed(routeKey) % 3 === 0) return A380;
  // Airlines that sell first class fly it on every long route.
  if (distanceKm >= LONG_HAUL_KM && FIRST_CLASS_AIRLINES.has(airline.code)) return B777;
  return distanceKm < 9500 ? B787 : A350;
}
