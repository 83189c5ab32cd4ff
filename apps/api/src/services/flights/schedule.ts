import { hashSeed } from '@travel/artwork';
import { instantOf, localDateTime } from './local-time';
import type { FlightPlan } from './network';

/** One flight on one day, with its instants in UTC and its local times. */
export interface ScheduledFlight {
  plan: FlightPlan;
  /** The local date it leaves on. */
  date: string;
  departureUtc: number;
  arrivalUtc: number;
  /** 'YYYY-MM-DDTHH:mm' at each airport. */
  departureLocal: string;
  arrivalLocal: string;
}

const MINUTE_MS = 60_000;
/** A long route rests one day in this many, on no fixed weekday. */
const LONG_HAUL_REST_EVERY = 7;

/**
 * The flight on a local date, or null when it does not fly that day. Deterministic: the
 * day's hash of the flight (never Math.random) shifts its departure by up to a quarter of an
 * hour either way; its block time is its route's. Instants come from the airports' zones,
 * so durations hold across time zones and DST changes.
 */
export function flightOn(plan: FlightPlan, date: string): ScheduledFlight | null {
  const dayHash = hashSeed(`${plan.number}.${date}`);
  if (plan.longHaul && dayHash % LONG_HAUL_REST_EVERY === 0) return null;
  const shift = ((dayHash >>> 8) % 7) * 5 - 15;
  const departureUtc = instantOf(date, plan.departureMinutes + shift, plan.from.timeZone);
  const arrivalUtc = departureUtc + plan.blockMinutes * MINUTE_MS;
  return {
    plan,
    date,
    departureUtc,
    arrivalUtc,
    departureLocal: localDateTime(departureUtc, plan.from.timeZone),
    arrivalLocal: localDateTime(arrivalUtc, plan.to.timeZone),
  };
}

export type FlightLookup = (plan: FlightPlan, date: string) => ScheduledFlight | null;

/** flightOn remembered for one search: connections ask for the same flights from a hub again and again. */
export function memoFlightOn(): FlightLookup {
  const seen = new Map<string, ScheduledFlight | null>();
  return (plan, date) => {
    const key = `${plan.number}.${date}`;
    let flight = seen.get(key);
    if (flight === undefined) {
      flight = flightOn(plan, date);
      seen.set(key, flight);
    }
    return flight;
  };
}
