import { dayOffset } from '@travel/contracts';
import { AIRPORTS } from '../src/seed/reference/airports';
import { findJourneys, journeyView } from '../src/services/flights/journeys';
import { buildNetwork } from '../src/services/flights/network';

// The built-in timetable without a server, on the seeded airports as the `airports` table
// holds them: fixed dates, so the zones' offsets are known.
const network = buildNetwork(
  AIRPORTS.map(({ code, name, city, country, lat, lon, tz }) => ({ code, name, city, countryCode: country, latitude: lat, longitude: lon, timeZone: tz })),
);
const airport = (code: string) => {
  const found = network.airport(code);
  if (!found) throw new Error(`no airport ${code}`);
  return found;
};
const journeys = (from: string, to: string, date: string) => findJourneys(network, airport(from), airport(to), date).map(journeyView);
const HOUR_MS = 3_600_000;
/** A local 'YYYY-MM-DDTHH:mm' read as if it were UTC: subtracting two gives the wall-clock difference. */
const wallClock = (local: string): number => Date.parse(`${local}:00Z`);

describe('the schedule', () => {
  it('is the same for the same query, and differs from one day to the next', () => {
    const first = journeys('OSL', 'JFK', '2027-01-15');
    expect(first.length).toBeGreaterThan(0);
    expect(journeys('OSL', 'JFK', '2027-01-15')).toEqual(first);
    const nextDay = journeys('OSL', 'JFK', '2027-01-16');
    expect(nextDay.map((j) => j.segments.map((s) => s.departure.slice(11)))).not.toEqual(first.map((j) => j.segments.map((s) => s.departure.slice(11))));
  });

  it('flies nonstop where an airline flies the route, best first, every time airport-local with its UTC instant', () => {
    const found = journeys('OSL', 'LHR', '2027-01-15');
    expect(found[0]?.stops).toBe(0);
    for (const journey of found) {
      const durations = journey.segments.map((s) => s.durationMinutes);
      expect(journey.segments[0]!.from.code).toBe('OSL');
      expect(journey.segments.at(-1)!.to.code).toBe('LHR');
      expect(journey.durationMinutes).toBe((Date.parse(journey.segments.at(-1)!.arrivalUtc) - Date.parse(journey.segments[0]!.departureUtc)) / 60_000);
      expect(journey.durationMinutes).toBeGreaterThanOrEqual(durations.reduce((a, b) => a + b, 0));
    }
    const scores = found.map((j) => j.durationMinutes + j.stops * 90);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
  });

  it('crosses the date line: Los Angeles to Sydney lands one or two calendar days later in under a day', () => {
    const nonstops = journeys('LAX', 'SYD', '2027-01-15').filter((j) => j.stops === 0);
    expect(nonstops.length).toBeGreaterThan(0);
    for (const { segments, durationMinutes, dayOffset: offset } of nonstops) {
      const [flight] = segments;
      // January: Los Angeles is UTC-8, Sydney UTC+11 (its summer time).
      expect(wallClock(flight!.departure)).toBe(Date.parse(flight!.departureUtc) - 8 * HOUR_MS);
      expect(wallClock(flight!.arrival)).toBe(Date.parse(flight!.arrivalUtc) + 11 * HOUR_MS);
      expect(durationMinutes).toBeLessThan(24 * 60);
      expect(durationMinutes).toBe(flight!.durationMinutes);
      expect(offset).toBe(dayOffset(flight!.departure.slice(0, 10), flight!.arrival.slice(0, 10)));
      expect(offset).toBeGreaterThanOrEqual(1);
    }
  });

  it('keeps durations right on the day clocks change: Oslo goes to summer time on 2027-03-28, New York already has', () => {
    const day = (date: string) => new Map(journeys('OSL', 'JFK', date).filter((j) => j.stops === 0).map((j) => [j.segments[0]!.flightNumber, j.segments[0]!]));
    const before = day('2027-03-27');
    const after = day('2027-03-28');
    const both = [...before.keys()].filter((number) => after.has(number));
    expect(both.length).toBeGreaterThan(0);
    for (const number of both) {
      const [a, b] = [before.get(number)!, after.get(number)!];
      for (const flight of [a, b]) expect(Date.parse(flight.arrivalUtc) - Date.parse(flight.departureUtc)).toBe(flight.durationMinutes * 60_000);
      expect(b.durationMinutes).toBe(a.durationMinutes);
      // Oslo UTC+1 then UTC+2, New York UTC-4: the clocks differ by 5 hours, then by 6.
      expect(wallClock(a.arrival) - wallClock(a.departure)).toBe((a.durationMinutes - 5 * 60) * 60_000);
      expect(wallClock(b.arrival) - wallClock(b.departure)).toBe((b.durationMinutes - 6 * 60) * 60_000);
      expect(wallClock(b.departure)).toBe(Date.parse(b.departureUtc) + 2 * HOUR_MS);
    }
  });

  it('connects through hubs with at least the minimum connection time, at most two stops', () => {
    const found = journeys('OSL', 'CUZ', '2027-01-15');
    expect(found.length).toBeGreaterThan(0);
    for (const journey of found) {
      expect(journey.stops).toBeLessThanOrEqual(2);
      expect(journey.layovers).toHaveLength(journey.stops);
      journey.layovers.forEach((layover, i) => {
        const minutes = (Date.parse(journey.segments[i + 1]!.departureUtc) - Date.parse(journey.segments[i]!.arrivalUtc)) / 60_000;
        expect(layover.minutes).toBe(minutes);
        expect(layover.minutes).toBeGreaterThanOrEqual(45);
        expect(layover.long).toBe(minutes >= 360);
        expect(layover.airport).toBe(journey.segments[i]!.to.code);
      });
    }
    expect(found.some((j) => j.layovers.some((l) => l.overnight))).toBe(true);
  });
});
