// Times and durations as the screens show them. Local times are read straight from the
// airport-local 'YYYY-MM-DDTHH:mm' strings, never through the browser's time zone.
import { dealsTabPath, serviceByKey } from '@travel/contracts';

/** SPEC 2.4: 'Reveal Price' sends an anonymous visitor to the home page's Flights tab. */
export const REVEAL_PATH = dealsTabPath(serviceByKey('flights').dealsTab);

/** '18:05' of '2026-12-01T18:05'. */
export const clockOf = (local: string): string => local.slice(11, 16);

/** '2026-12-01' of '2026-12-01T18:05'. */
export const dayOf = (local: string): string => local.slice(0, 10);

/** '+1' beside an arrival a day later, '-1' across the date line westwards; nothing the same day. */
export const dayOffsetText = (offset: number): string => (offset === 0 ? '' : offset > 0 ? `+${offset}` : `${offset}`);

/** How a duration is said: which translation, with hours and zero-padded minutes ('7h 05m'). */
export interface DurationWords {
  key: 'duration.hoursMinutes' | 'duration.hours' | 'duration.minutes';
  hours: number;
  minutes: string;
}

export function durationWords(totalMinutes: number): DurationWords {
  const hours = Math.floor(totalMinutes / 60);
  const rest = totalMinutes % 60;
  if (hours === 0) return { key: 'duration.minutes', hours, minutes: String(rest) };
  if (rest === 0) return { key: 'duration.hours', hours, minutes: '00' };
  return { key: 'duration.hoursMinutes', hours, minutes: String(rest).padStart(2, '0') };
}

/** Where in the day a local time falls, for the departure and arrival filters. */
export const DAY_PARTS = ['night', 'morning', 'afternoon', 'evening'] as const;
export type DayPart = (typeof DAY_PARTS)[number];
/** The hour each part starts at: night 00-05, morning 05-12, afternoon 12-18, evening 18-24. */
const DAY_PART_STARTS: Record<DayPart, number> = { night: 0, morning: 5, afternoon: 12, evening: 18 };

export function dayPartOf(local: string): DayPart {
  const hour = Number(local.slice(11, 13));
  return [...DAY_PARTS].reverse().find((part) => hour >= DAY_PART_STARTS[part]) ?? 'night';
}
