import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FlightCabin } from '@travel/contracts';
import { flightSeats } from '../../db/schema-flights';
import type { Db } from '../../db/types';

/** One flight of a booking in the seat ledger: which, on what local day, and how many seats its aircraft has in the cabin. */
export interface SeatLeg {
  flight: string;
  date: string;
  capacity: number;
}

const legKey = (flight: string, date: string): string => `${flight}.${date}`;

/** Seats sold in a cabin on each flight-day asked about, by `flight.date`; a flight without a row has sold none. */
export async function seatsSold(db: Db, legs: readonly { flight: string; date: string }[], cabin: FlightCabin): Promise<Map<string, number>> {
  if (legs.length === 0) return new Map();
  const rows = await db
    .select({ flight: flightSeats.flight, date: flightSeats.departureDate, sold: flightSeats.sold })
    .from(flightSeats)
    .where(
      and(
        eq(flightSeats.cabin, cabin),
        inArray(flightSeats.flight, [...new Set(legs.map((leg) => leg.flight))]),
        inArray(flightSeats.departureDate, [...new Set(legs.map((leg) => leg.date))]),
      ),
    );
  return new Map(rows.map((row) => [legKey(row.flight, row.date), row.sold]));
}

export const soldOn = (sold: ReadonlyMap<string, number>, flight: string, date: string): number => sold.get(legKey(flight, date)) ?? 0;

/** Rows of a raw statement: both drivers (PGlite, node-postgres) answer `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const inLedgerOrder = (legs: readonly SeatLeg[]): SeatLeg[] => [...legs].sort((a, b) => a.flight.localeCompare(b.flight) || a.date.localeCompare(b.date));

/**
 * Takes `count` seats of the cabin on every flight, in one statement that never sells past
 * the aircraft: a flight already too full is not updated, fewer rows come back and the
 * caller rolls back (sold out). Concurrent bookings queue on each flight's row and take the
 * flights in one order, so they cannot deadlock each other (like hotel room nights).
 */
export async function reserveSeats(tx: Db, cabin: FlightCabin, legs: readonly SeatLeg[], count: number): Promise<boolean> {
  const values = inLedgerOrder(legs).map((leg) => sql`(${leg.flight}, ${leg.date}::date, ${cabin}, ${leg.capacity}::smallint, ${count}::smallint)`);
  const result = await tx.execute(sql`
    insert into flight_seats (flight, departure_date, cabin, capacity, sold)
    select * from (values ${sql.join(values, sql`, `)}) as wanted (flight, departure_date, cabin, capacity, sold)
    where wanted.sold <= wanted.capacity
    on conflict (flight, departure_date, cabin) do update set sold = flight_seats.sold + excluded.sold
    where flight_seats.sold + excluded.sold <= flight_seats.capacity
    returning flight`);
  return rowsOf<{ flight: string }>(result).length === legs.length;
}

/** Gives `count` seats of the cabin back on every flight, locking the rows in the order reserveSeats takes them. */
export async function releaseSeats(tx: Db, cabin: FlightCabin, legs: readonly SeatLeg[], count: number): Promise<void> {
  for (const leg of inLedgerOrder(legs)) {
    await tx.execute(sql`
      update flight_seats set sold = sold - ${count}
      where flight = ${leg.flight} and departure_date = ${leg.date}::date and cabin = ${cabin}`);
  }
}
