import type { FlightPoint } from '@travel/contracts';
import { airports } from '../../db/schema-reference';
import type { Db } from '../../db/types';

/** An airport as the flights service reads it from the reference catalogue's `airports` table. */
export interface FlightAirport {
  code: string;
  name: string;
  city: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  /** IANA zone. */
  timeZone: string;
}

export const loadAirports = (db: Db): Promise<FlightAirport[]> =>
  db
    .select({
      code: airports.code,
      name: airports.name,
      city: airports.city,
      countryCode: airports.countryCode,
      latitude: airports.latitude,
      longitude: airports.longitude,
      timeZone: airports.timeZone,
    })
    .from(airports)
    .orderBy(airports.code);

export const sameCity = (a: FlightAirport, b: FlightAirport): boolean => a.city === b.city && a.countryCode === b.countryCode;

/**
 * The terminal an airline uses at the big airports with several ('*': everyone else);
 * elsewhere there is one terminal and none is named.
 */
const TERMINALS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  LHR: { BA: '5', AA: '3', DL: '3', QF: '3', CX: '3', EK: '3', QR: '4', '*': '2' },
  LGW: { BA: 'S', '*': 'N' },
  CDG: { AF: '2E', KL: '2F', DL: '2E', '*': '1' },
  FRA: { LH: '1', '*': '2' },
  MUC: { LH: '2', '*': '1' },
  JFK: { DL: '4', AA: '8', BA: '8', AY: '8', '*': '1' },
  LAX: { DL: '3', AA: '4', UA: '7', '*': 'B' },
  ORD: { UA: '1', AA: '3', '*': '5' },
  EWR: { UA: 'C', '*': 'B' },
  DXB: { EK: '3', '*': '1' },
  SIN: { SQ: '3', '*': '1' },
  HKG: { '*': '1' },
  HND: { NH: '2', '*': '3' },
  NRT: { NH: '1', '*': '2' },
  SYD: { '*': '1' },
  MEL: { '*': '2' },
  YYZ: { AC: '1', '*': '3' },
  MAD: { IB: '4S', '*': '1' },
  CPH: { '*': '3' },
  ARN: { SK: '5', '*': '2' },
  IST: { '*': 'I' },
  GRU: { LA: '3', '*': '2' },
};

export function terminalAt(airportCode: string, airlineCode: string): string | null {
  const terminals = TERMINALS[airportCode];
  return terminals ? (terminals[airlineCode] ?? terminals['*'] ?? null) : null;
}

/** The airport as a segment or a search names it; the terminal is the airline's there. */
export function flightPoint(airport: FlightAirport, terminal: string | null): FlightPoint {
  return { code: airport.code, name: airport.name, city: airport.city, countryCode: airport.countryCode, terminal, timeZone: airport.timeZone };
}
