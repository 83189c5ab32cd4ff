// The flights service's ledger (DESIGN.md, "Services and the booking core"): seats sold per
// flight, day and cabin, guarded like hotel_room_nights. A flight without a row has sold
// nothing; its capacity is the aircraft's, written with the first seat sold.
import { sql } from 'drizzle-orm';
import { check, date, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

export const flightSeats = pgTable(
  'flight_seats',
  {
    /** 'BA117': the airline's code and the flight's number. */
    flight: text('flight').notNull(),
    /** The local date the flight leaves on. */
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    cabin: text('cabin').notNull(),
    capacity: smallint('capacity').notNull(),
    sold: smallint('sold').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.flight, t.departureDate, t.cabin] }),
    check('flight_seats_sold_check', sql`${t.sold} >= 0 and ${t.sold} <= ${t.capacity}`),
    check('flight_seats_cabin_check', sql`${t.cabin} in ('economy', 'premium', 'business', 'first')`),
  ],
);
