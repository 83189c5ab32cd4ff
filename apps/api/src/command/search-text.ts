// Pure rules behind the Command Center's searches and filters (table tests in
// test/command-rules.test.ts).
import { BOOKING_REFERENCE_PATTERN } from '@travel/contracts';

/** `text` as a LIKE pattern matching itself: %, _ and the escape character \ taken literally. */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** What a bookings search `q` looks for: the reference it names exactly, if it is one, and the start of a name or email. */
export function bookingSearch(q: string): { reference: string | null; prefix: string } {
  const text = q.trim();
  const reference = text.toUpperCase();
  return { reference: BOOKING_REFERENCE_PATTERN.test(reference) ? reference : null, prefix: `${likeLiteral(text.toLowerCase())}%` };
}

/**
 * A filter's day as PostgreSQL can read it. ISO dates (and zod) allow year 0000, which
 * PostgreSQL refuses; nothing is dated before year 1, so '0001-01-01' selects the same rows.
 */
export const filterDay = (day: string): string => (day < '0001-01-01' ? '0001-01-01' : day);

/** The digits of a phone number as typed: '+1 (212) 555-0100' -> '12125550100'. */
export const phoneDigits = (text: string): string => text.replace(/\D/g, '');
