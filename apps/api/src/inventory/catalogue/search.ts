import { distanceKm, type Point } from '@travel/contracts';
import { and, asc, eq, gte, inArray, like, lte, min, sql } from 'drizzle-orm';
import { catalogueCities, catalogueSearchTerms, hotels } from '../../db/schema-inventory';
import type { Db } from '../../db/types';
import { boundingBox } from '../geo';
import type { CitySuggestion, HotelSuggestion } from '../providers';

/**
 * Prefix match on the search terms. `text` is normalised (letters, digits, single spaces),
 * so it holds no LIKE wildcard to escape. Whole-name matches rank before word matches,
 * then alphabetically.
 */
function matches(db: Db, kind: 'city' | 'hotel', text: string, limit: number) {
  return db
      .select({ refId: catalogueSearchTerms.refId, rank: min(catalogueSearchTerms.position).as('rank') })
      .from(catalogueSearchTerms)
      .where(and(eq(catalogueSearchTerms.kind, kind), like(catalogueSearchTerms.term, `${text}%`)))
      .groupBy(catalogueSearchTerms.refId)
      .limit(limit * 5)
      .as(`${kind}_matches`);
}

const citySelection = {
  id: catalogueCities.id,
  name: catalogueCities.name,
  countryCode: catalogueCities.countryCode,
  latitude: catalogueCities.latitude,
  longitude: catalogueCities.longitude,
  iata: catalogueCities.airportIata,
  airportName: catalogueCities.airportName,
  airportLatitude: catalogueCities.airportLatitude,
  airportLongitude: catalogueCities.airportLongitude,
};

interface CitySelection {
  id: number;
  name: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  iata: string;
  airportName: string;
  airportLatitude: number;
  airportLongitude: number;
}

const toCity = (row: CitySelection): CitySuggestion => ({
  id: row.id,
  name: row.name,
  countryCode: row.countryCode,
  latitude: row.latitude,
  longitude: row.longitude,
  airport: { iata: row.iata, name: row.airportName, latitude: row.airportLatitude, longitude: row.airportLongitude },
});

export async function searchCities(db: Db, text: string, limit: number): Promise<CitySuggestion[]> {
  const m = matches(db, 'city', text, limit);
  const rows = await db
    .select(citySelection)
    .from(m)
    .innerJoin(catalogueCities, eq(catalogueCities.id, m.refId))
    .orderBy(asc(m.rank), asc(catalogueCities.name))
    .limit(limit);
  return rows.map(toCity);
}

export async function searchHotelNames(db: Db, text: string, limit: number): Promise<HotelSuggestion[]> {
  if (limit <= 0) return [];
  const m = matches(db, 'hotel', text, limit);
  return db
    .select({
      id: hotels.id,
      name: hotels.name,
      city: catalogueCities.name,
      countryCode: catalogueCities.countryCode,
      latitude: hotels.latitude,
      longitude: hotels.longitude,
    })
    .from(m)
    .innerJoin(hotels, eq(hotels.id, m.refId))
    .innerJoin(catalogueCities, eq(catalogueCities.id, hotels.cityId))
    .orderBy(asc(m.rank), asc(hotels.name))
    .limit(limit);
}

export async function citiesByIds(db: Db, ids: number[]): Promise<CitySuggestion[]> {
  if (ids.length === 0) return [];
  return (await db.select(citySelection).from(catalogueCities).where(inArray(catalogueCities.id, ids))).map(toCity);
}

/** The nearest city centre within `withinKm` of the point. */
export async function nearestCityName(db: Db, point: Point, withinKm: number): Promise<string | undefined> {
  const box = boundingBox(point, withinKm);
  const rows = await db
    .select({ name: catalogueCities.name, latitude: catalogueCities.latitude, longitude: catalogueCities.longitude })
    .from(catalogueCities)
    .where(
      and(
        gte(catalogueCities.latitude, box.minLatitude),
        lte(catalogueCities.latitude, box.maxLatitude),
        box.longitude ? sql`${catalogueCities.longitude} between ${box.longitude.min} and ${box.longitude.max}` : undefined,
      ),
    );
  let best: { name: string; km: number } | undefined;
  for (const row of rows) {
    const km = distanceKm(point, row);
    if (km <= withinKm && (!best || km < best.km)) best = { name: row.name, km };
  }
  return best?.name;
}
