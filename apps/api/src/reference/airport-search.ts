import { eq, like, sql } from 'drizzle-orm';
import { type Airport, AIRPORT_SEARCH_LIMIT, normaliseSearch } from '@travel/contracts';
import { airportSearchTerms, airports, countries } from '../db/schema';
import type { Db } from '../db/types';

/** Match ranks of airport_search_terms, best first. */
export const TERM_RANK = { code: 0, city: 1, name: 2, word: 3, country: 4 } as const;
/** A code term matched only by its prefix ('jf' of 'jfk') ranks below every other kind. */
const CODE_PREFIX_RANK = 5;

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
    .select({
      code: airports.code,
      name: airports.name,
      city: airports.city,
      countryCode: airports.countryCode,
      countryName: countries.name,
      latitude: airports.latitude,
      longitude: airports.longitude,
      timeZone: airports.timeZone,
    })
    .from(t)
    .innerJoin(airports, eq(airports.code, t.airportCode))
    .innerJoin(countries, eq(countries.code, airports.countryCode))
    // q holds only [a-z0-9 ] (normaliseSearch), so it carries no LIKE wildcard.
    .where(like(t.term, `${q}%`))
    .groupBy(airports.code, countries.code)
    .orderBy(score, airports.sortOrder)
    .limit(AIRPORT_SEARCH_LIMIT);
}
