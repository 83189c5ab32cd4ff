// What request fields are built from, so every call applies the same rules to text, database
// ids and the day a stay or rental starts. apps/api/test/request-fields.test.ts holds every
// route of the API to them.
import { z } from 'zod';
import { isSafeText, type TextOptions, UNSAFE_TEXT_MESSAGE } from './safe-text';
import { beyondBookingHorizon, isoDay, TOO_FAR_AHEAD_MESSAGE } from './stay-window';

/** Every free-text field starts here; unsafe text is refused before its other rules run. */
export const safeText = (options?: TextOptions) =>
  z.string().refine((text) => isSafeText(text, options), { message: UNSAFE_TEXT_MESSAGE, abort: true });

/** Ids are PostgreSQL integers: a bigger one is refused here, not by the database. */
export const MAX_DB_ID = 2_147_483_647;
export const dbIdSchema = z.number().int().positive().max(MAX_DB_ID);

/** An id in a path or query string: digits, read as a number, then the dbId rule. */
export const dbIdTextSchema = (message: string) => z.string().regex(/^\d{1,10}$/, message).transform(Number).pipe(dbIdSchema);

/**
 * The day a stay or rental starts (YYYY-MM-DD, or a date-time whose calendar date counts):
 * at most MAX_DAYS_AHEAD days from today (UTC), checked when the request arrives.
 */
export function startingWithinHorizon<T extends z.ZodType<string, string>>(schema: T): T {
  return schema.refine((start) => !beyondBookingHorizon(start.slice(0, 10), isoDay(new Date())), TOO_FAR_AHEAD_MESSAGE);
}

/** A latitude or longitude in a query string: a strict decimal (no hex, exponent or blanks, which Number() would accept), then a range. */
export const coordinateTextSchema = (limit: number) =>
  z
    .string()
    .regex(/^-?\d{1,3}(\.\d{1,12})?$/, 'must be a decimal number')
    .transform(Number)
    .pipe(z.number().min(-limit).max(limit));
