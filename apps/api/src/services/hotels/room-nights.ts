import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import type { Stay } from '../../inventory/providers';

/** Rows of a raw statement: both drivers (PGlite, node-postgres) answer `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Adds `count` rooms of a type to every night of the stay, in one statement that never
 * takes a night above the room's allotment: a night already at the limit is not updated,
 * so fewer rows come back and the caller rolls back (SOLD_OUT). Concurrent bookings of the
 * same night queue on its row (ON CONFLICT locks it and re-checks the latest `sold`), and
 * take the nights in date order, so they cannot deadlock each other.
 */
export async function reserveNights(tx: Db, roomId: number, stay: Stay, count: number, nights: number): Promise<boolean> {
  const result = await tx.execute(sql`
    insert into hotel_room_nights (room_id, night, sold)
    select r.id, night::date, ${count}
    from hotel_rooms r, generate_series(${stay.start}::date, ${stay.end}::date - 1, interval '1 day') as night
    where r.id = ${roomId} and ${count} <= r.allotment
    order by night
    on conflict (room_id, night) do update set sold = hotel_room_nights.sold + excluded.sold
    where hotel_room_nights.sold + excluded.sold <= (select allotment from hotel_rooms where id = excluded.room_id)
    returning night`);
  return rowsOf<{ night: string }>(result).length === nights;
}

/** Gives `count` rooms of a type back on every night of the stay, locking the nights in date order like reserveNights. */
export async function releaseNights(tx: Db, roomId: number, stay: Stay, count: number): Promise<void> {
  await tx.execute(sql`
    update hotel_room_nights set sold = sold - ${count}
    where (room_id, night) in (
      select room_id, night from hotel_room_nights
      where room_id = ${roomId} and night >= ${stay.start}::date and night < ${stay.end}::date
      order by night for update)`);
}
