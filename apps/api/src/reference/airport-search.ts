import { and, between, eq, like, sql } from 'drizzle-orm';
import { type Airport, AIRPORT_SEARCH_LIMIT, distanceKm, NEAREST_AIRPORT_MAX_KM, normaliseSearch, type Point } from '@travel/contracts';
import { airportSearchTerms, airports, countries } from '../db/schema';
import type { Db } from '../db/types';
import { boundingBox } from '../inventory/geo';

/** Match ranks of airport_search_terms, best first. */
export const TERM_RANK = { code: 0, city: 1, name: 2, word: 3, country: 4 } as const;
/** A code term matched only by its prefix ('jf' of 'jfk') ranks below every other kind. */
const CODE_PREFIX_RANK = 5;

const AIRPORT_COLUMNS = {
  code: airports.code,
  name: airports.name,
  city: airports.city,
  countryCode: airports.countryCode,
  countryName: countries.name,
  latitude: airports.latitude,
  longitude: airports.longitude,
  timeZone: airports.timeZone,
};

/**
 * Airports for what a traveller typed: the exact IATA code first, then city, airport name,
 * any word in them, country; ties in city order, a city's main airport first. One indexed
 * prefix scan of the search terms, whatever the accents or case typed.
 */
export async function searchAirports(db: Db, search: string): Promise<Airport[]> {
  const q = normaliseSearch(search);
  if (!q) return [];
  const t = airportSearchTerms;
  // Constants inlined, not bound: a bare parameter in a CASE branch would need a cast.
  const score = sql<number>`min(case when ${t.rank} = ${sql.raw(String(TERM_RANK.code))} and ${t.term} <> ${q} then ${sql.raw(String(CODE_PREFIX_RANK))} else ${t.rank} end)`;
  return db
    .select(AIRPORT_COLUMNS)
    .from(t)
    .innerJoin(airports, eq(airports.code, t.airportCode))
    .innerJoin(countries, eq(countries.code, airports.countryCode))
    // q holds only [a-z0-9 ] (normaliseSearch), so it carries no LIKE wildcard.
    .where(like(t.term, `${q}%`))
    .groupBy(airports.code, countries.code)
    .orderBy(score, airports.sortOrder)
    .limit(AIRPORT_SEARCH_LIMIT);
}

/** The airport nearest a place, if one is within NEAREST_AIRPORT_MAX_KM: the bounding box narrows, the great circle decides. */
export async function nearestAirport(db: Db, point: Point): Promise<Airport | null> {
  const box = boundingBox(point, NEAREST_AIRPORT_MAX_KM);
  const candidates = await db
    .select(AIRPORT_COLUMNS)
    .from(airports)
    .innerJoin(countries, eq(countries.code, airports.countryCode))
    .where(
      and(
        between(airports.latitude, box.minLatitude, box.maxLatitude),
        box.longitude ? between(airports.longitude, box.longitude.min, box.longitude.max) : undefined,
      ),
    );
  let nearest: { airport: Airport; km: number } | null = null;
  for (const airport of candidates) {
    const km = distanceKm(point, airport);
    if (km <= NEAREST_AIRPORT_MAX_KM && (!nearest || km < nearest.km)) nearest = { airport, km };
  }
  return nearest?.airport ?? null;
}
