// Records the searches an agency's site answers, for the Command Center's Searches and the
// markup simulator (issue 22): one row per search (not per filter, sort or page change), after
// the answer, never failing it; kept 90 days (registerSearchPruning).
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import {
  SEARCH_LIMITS,
  addRates,
  flightResultsPath,
  hasResultsFilters,
  hotelResultsPath,
  wholesaleOf,
  type FlightSearchQuery,
  type FlightSearchResponse,
  type HotelResult,
  type HotelResultsQuery,
  type HotelStay,
  type JourneyOffer,
  type SearchTrip,
  type SearchedService,
  type VisibleRates,
  type hotelSearchRequestSchema,
} from '@travel/contracts';
import type { z } from 'zod';
import type { AgencyRow } from '../db/schema-agencies';
import { agencySearches } from '../db/schema-searches';
import type { Db } from '../db/types';
import type { HotelProvider } from '../inventory/providers';
import { markupBasisPoints } from '../inventory/pricing';
import { activeAgency } from '../plugins/tenant';

/** The same search by the same person within this is one search (a reload, a sort, a currency change). */
const SAME_SEARCH_WITHIN = '15 minutes';
const PRUNE_EVERY_MS = 60 * 60_000;
/** A point search is named after its nearest city within this. */
const NAMED_CITY_WITHIN_KM = 50;

export interface SearchEntry {
  service: SearchedService;
  destination: string;
  path: string;
  trip: SearchTrip;
  /** The cheapest result as the searcher saw it; null when nothing was found. */
  cheapest: VisibleRates | null;
}

/** The net (before the markup) of rates a viewer saw: given to an agent, worked back from the base rate for anyone else. */
async function netOf(db: Db, agency: AgencyRow, service: SearchedService, rates: VisibleRates) {
  const wholesale = rates.wholesaleRate ?? wholesaleOf(rates.baseRate, await markupBasisPoints(db, agency, service));
  return { currency: rates.currency, wholesale, taxAndFee: rates.taxAndFee, travellerPrice: rates.totalRate };
}

/** Inserts the search unless the same person made the same one a moment ago. */
export async function recordSearch(db: Db, agency: AgencyRow, userId: string | null, entry: SearchEntry): Promise<void> {
  const price = entry.cheapest ? await netOf(db, agency, entry.service, entry.cheapest) : null;
  await db.execute(sql`
    insert into ${agencySearches} (agency_id, service, destination, path, trip, currency, wholesale, tax_and_fee, traveller_price, user_id)
    select ${agency.id}, ${entry.service}, ${entry.destination}, ${entry.path}, ${JSON.stringify(entry.trip)}::jsonb,
      ${price?.currency ?? null}, ${price?.wholesale ?? null}::int, ${price?.taxAndFee ?? null}::int, ${price?.travellerPrice ?? null}::int, ${userId}::uuid
    where not exists (
      select 1 from ${agencySearches}
      where agency_id = ${agency.id} and path = ${entry.path} and user_id is not distinct from ${userId}::uuid
        and created_at > now() - ${SAME_SEARCH_WITHIN}::interval
    )`);
}

/** Records after the answer has gone: a failure is logged, the traveller never sees it. */
function recordLater(db: Db, request: FastifyRequest, entry: () => Promise<SearchEntry | null>): void {
  const agency = activeAgency(request);
  const user = request.user ?? null;
  const userId = user && user.agencyId === agency.id ? user.id : null;
  setImmediate(() => {
    entry()
      .then((made) => made && recordSearch(db, agency, userId, made))
      .catch((err: unknown) => request.log.error({ err }, 'a search was not recorded'));
  });
}

const cheapestOf = (rates: readonly VisibleRates[]): VisibleRates | null =>
  rates.reduce<VisibleRates | null>((best, next) => (best && best.totalRate <= next.totalRate ? best : next), null);

const cheapestFare = (journeys: readonly JourneyOffer[]): VisibleRates | null => cheapestOf(journeys.flatMap((journey) => journey.fares.map((fare) => fare.price)));

/** The hotel search's first page without filters is a search; the later pages and filters refine it. */
export function recordHotelSearch(
  db: Db,
  request: FastifyRequest,
  search: { hotels: HotelProvider; body: z.output<typeof hotelSearchRequestSchema>; stay: HotelStay; results: readonly HotelResult[] },
): void {
  const { body, stay, results, hotels } = search;
  if (body.page !== 1 || hasResultsFilters(body.filters)) return;
  recordLater(db, request, async () => {
    const destination = await hotelDestinationName(hotels, body.destination, results);
    const query: HotelResultsQuery = { destination: body.destination, place: destination, checkIn: body.checkIn, checkOut: body.checkOut, rooms: body.rooms, sort: 'price', page: 1, filters: {} };
    return {
      service: 'hotels',
      destination,
      path: hotelResultsPath(query),
      trip: { start: stay.start, end: stay.end, travellers: body.rooms.reduce((sum, room) => sum + room.adults + room.childAges.length, 0), rooms: body.rooms.length },
      cheapest: cheapestOf(results.map((result) => result.rates)),
    };
  });
}

/** A city by its name; a point by the hotel nearest it (a search around a hotel), else its city, else its coordinates. */
async function hotelDestinationName(hotels: HotelProvider, destination: HotelResultsQuery['destination'], results: readonly HotelResult[]): Promise<string> {
  if ('cityId' in destination) return (await hotels.city(destination.cityId))?.name ?? '';
  const nearest = results.reduce<HotelResult | null>((best, next) => (best && best.distanceKm <= next.distanceKm ? best : next), null);
  if (nearest && nearest.distanceKm < 1) return nearest.name;
  return (await hotels.nearestCity(destination, NAMED_CITY_WITHIN_KM)) ?? `${destination.latitude.toFixed(3)}, ${destination.longitude.toFixed(3)}`;
}

/** A flight search: the route, and the cheapest fare out plus the cheapest back. */
export function recordFlightSearch(db: Db, request: FastifyRequest, query: FlightSearchQuery, answer: Pick<FlightSearchResponse, 'outbound' | 'inbound'>): void {
  recordLater(db, request, async () => {
    const out = cheapestFare(answer.outbound);
    const back = answer.inbound === null ? null : cheapestFare(answer.inbound);
    const cheapest = out && (answer.inbound === null ? out : back && addRates(out, back));
    return {
      service: 'flights',
      destination: `${query.from} → ${query.to}`,
      path: flightResultsPath(query),
      trip: { start: query.depart, end: query.return ?? null, travellers: query.adults + query.children + query.infants },
      cheapest,
    };
  });
}

/** Deletes the searches older than 90 days: once the server is ready, then every hour (never holding the process open). */
export function registerSearchPruning(app: FastifyInstance, db: Db): void {
  const prune = (log: FastifyBaseLogger) =>
    db
      .delete(agencySearches)
      .where(sql`${agencySearches.createdAt} < now() - make_interval(days => ${SEARCH_LIMITS.keptDays})`)
      .catch((err: unknown) => log.error({ err }, 'old searches were not pruned; it runs again in an hour'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await prune(app.log);
    timer = setInterval(() => void prune(app.log), PRUNE_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
