// A deal card's trip in a service's search URL (/booknow/cars/search?place=..&start=..): the
// home page writes it (apps/shell dealLinks), the service's page reads it back. Plain TypeScript.
import { isoDay, nightsBetween, type StayWindow } from './stay-window';

/** The query parameters of a deal's place and dates on a service's search page (lat and long as in SPEC 2.3). */
export const DEAL_TRIP_PARAMS = {
  place: 'place',
  lat: 'lat',
  long: 'long',
  dropOff: 'dropOff',
  dropOffLat: 'dropOffLat',
  dropOffLong: 'dropOffLong',
  start: 'start',
  end: 'end',
} as const;

/** What a search URL asked for, each part only when it is well formed. */
export interface DealTripRequest {
  place?: string;
  point?: { latitude: number; longitude: number };
  stay?: StayWindow;
}

/** Longer than any place name a deal carries: a hand-edited link's essay is not shown. */
const MAX_PLACE_LENGTH = 120;
const DECIMAL = /^-?\d{1,3}(\.\d+)?$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function coordinate(text: string | null, limit: number): number | undefined {
  if (!text || !DECIMAL.test(text)) return undefined;
  const value = Number(text);
  return Math.abs(value) <= limit ? value : undefined;
}

/** A real calendar day: 2026-02-30 matches the pattern but is no day. */
const calendarDay = (text: string | null): string | undefined =>
  text && ISO_DAY.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && isoDay(new Date(`${text}T00:00:00Z`)) === text ? text : undefined;

/** The trip in a service's search URL; a part that is missing or malformed is left out, never guessed. */
export function parseDealTrip(params: URLSearchParams): DealTripRequest {
  const trip: DealTripRequest = {};
  const place = params.get(DEAL_TRIP_PARAMS.place)?.trim();
  if (place && place.length <= MAX_PLACE_LENGTH) trip.place = place;
  const latitude = coordinate(params.get(DEAL_TRIP_PARAMS.lat), 90);
  const longitude = coordinate(params.get(DEAL_TRIP_PARAMS.long), 180);
  if (latitude !== undefined && longitude !== undefined) trip.point = { latitude, longitude };
  const start = calendarDay(params.get(DEAL_TRIP_PARAMS.start));
  const end = calendarDay(params.get(DEAL_TRIP_PARAMS.end));
  if (start && end && nightsBetween(start, end) > 0) trip.stay = { start, end };
  return trip;
}
