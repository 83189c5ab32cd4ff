import { LRUCache } from 'lru-cache';
import { isoDay } from '@travel/contracts';

// Airport-local times from UTC instants and back, with the airport's IANA zone: Intl knows
// every zone's offsets and DST changes, so no time-zone dependency is needed.

const MINUTE_MS = 60_000;
const QUARTER_HOUR_MS = 15 * MINUTE_MS;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Minutes the zone is ahead of UTC at that instant, read from Intl's wall clock. */
function readOffsetMinutes(instantMs: number, timeZone: string): number {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instantMs)) parts[part.type] = part.value;
  const wallClockAsUtc = Date.parse(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:00Z`);
  return Math.round((wallClockAsUtc - Math.floor(instantMs / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

// A search computes thousands of flight times and Intl is slow to ask, so offsets are
// remembered: per UTC day when the zone keeps one offset all day, else per quarter hour
// (zones change their offset only on quarter hours of UTC).
const DAY_MS = 86_400_000;
const dayOffsets = new LRUCache<string, { offset: number | null }>({ max: 20_000 });
const quarterOffsets = new LRUCache<string, number>({ max: 20_000 });

function offsetMinutes(instantMs: number, timeZone: string): number {
  const dayStart = Math.floor(instantMs / DAY_MS) * DAY_MS;
  const dayKey = `${timeZone}@${dayStart}`;
  let day = dayOffsets.get(dayKey);
  if (!day) {
    const atStart = readOffsetMinutes(dayStart, timeZone);
    day = { offset: atStart === readOffsetMinutes(dayStart + DAY_MS - QUARTER_HOUR_MS, timeZone) ? atStart : null };
    dayOffsets.set(dayKey, day);
  }
  if (day.offset !== null) return day.offset;
  const quarter = Math.floor(instantMs / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  const quarterKey = `${timeZone}@${quarter}`;
  let offset = quarterOffsets.get(quarterKey);
  if (offset === undefined) {
    offset = readOffsetMinutes(quarter, timeZone);
    quarterOffsets.set(quarterKey, offset);
  }
  return offset;
}

/** The local wall-clock time of an instant as 'YYYY-MM-DDTHH:mm'. */
export const localDateTime = (instantMs: number, timeZone: string): string =>
  new Date(instantMs + offsetMinutes(instantMs, timeZone) * MINUTE_MS).toISOString().slice(0, 16);

/**
 * The instant a local wall-clock time happens: `minutes` after local midnight of `date`.
 * The offset is read twice, at the first guess and again, so a time after a DST change gets
 * the offset in force then. A time in the hour clocks skip lands an hour later.
 */
export function instantOf(date: string, minutes: number, timeZone: string): number {
  const wallClockAsUtc = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE_MS;
  const guess = wallClockAsUtc - offsetMinutes(wallClockAsUtc, timeZone) * MINUTE_MS;
  return wallClockAsUtc - offsetMinutes(guess, timeZone) * MINUTE_MS;
}

/** A date (YYYY-MM-DD) `days` later. */
export const addDays = (date: string, days: number): string => isoDay(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS));
