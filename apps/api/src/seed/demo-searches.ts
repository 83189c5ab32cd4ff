// A month of Wayfarer's searches, so the Command Center's Searches page and the markup
// simulator show something real (docs/demo-data.md): hotel stays in catalogue cities priced
// from their cheapest room, flights priced from the day's cheapest fare, both with Wayfarer's
// markup, as the search routes record them (command/search-log.ts).
import { and, eq, inArray, min, sql } from 'drizzle-orm';
import { hashSeed, mulberry32 } from '@travel/artwork';
import { flightResultsPath, hotelResultsPath, isoDay, type FlightResultsQuery, type SearchedService } from '@travel/contracts';
import { agencies, type AgencyRow, users } from '../db/schema-agencies';
import { catalogueCities, hotelRooms, hotels as hotelTable } from '../db/schema-inventory';
import { agencySearches, type NewAgencySearchRow } from '../db/schema-searches';
import type { Db } from '../db/types';
import { IDENTITY } from '../inventory/money';
import { markupBasisPoints, price } from '../inventory/pricing';
import type { NetPrice } from '../inventory/providers';
import { dayJourneys } from '../services/flights/day-journeys';
import { partyNetOf } from '../services/flights/fares';
import { networkFor, type FlightNetwork } from '../services/flights/network';

const AGENCY = 'wayfarer';
const SEARCHES = 320;
const DAY_MS = 86_400_000;
/** Searched over the last month, for trips at least a month ahead (so "Search again" still finds them bookable). */
const SEARCHED_WITHIN_DAYS = 30;
const HOTEL_CITIES = ['Lisbon', 'Paris', 'Rome', 'Barcelona', 'Tokyo', 'Dubai', 'New York', 'London', 'Cancún', 'Sydney'];
const FLIGHT_ROUTES: readonly (readonly [string, string])[] = [
  ['JFK', 'LHR'],
  ['JFK', 'CDG'],
  ['LHR', 'JFK'],
  ['OSL', 'JFK'],
  ['CDG', 'FCO'],
  ['MIA', 'MEX'],
  ['SIN', 'HKG'],
  ['DXB', 'BOM'],
];
/** Who searches: travellers on the site most, then the agents. */
const SEARCHERS = [null, null, null, 'agent@wayfarer.test', 'agent@wayfarer.test', 'sales@wayfarer.test', 'owner@wayfarer.test'] as const;

const sum = (a: NetPrice, b: NetPrice): NetPrice => ({ wholesale: a.wholesale + b.wholesale, taxAndFee: a.taxAndFee + b.taxAndFee, published: a.published + b.published });
const times = (net: NetPrice, n: number): NetPrice => ({ wholesale: net.wholesale * n, taxAndFee: net.taxAndFee * n, published: net.published * n });

/** The day's cheapest economy fare for the party, or null when nothing flies. */
function cheapestFare(network: FlightNetwork, from: string, to: string, date: string, counts: FlightResultsQuery): NetPrice | null {
  const origin = network.airport(from);
  const destination = network.airport(to);
  if (!origin || !destination) return null;
  const fares = dayJourneys(network, origin, destination, date, 'economy').flatMap((journey) => [...journey.nets.values()].map((each) => partyNetOf(each, counts)));
  return fares.reduce<NetPrice | null>((best, fare) => (best && best.wholesale + best.taxAndFee <= fare.wholesale + fare.taxAndFee ? best : fare), null);
}

/** Each city's id and cheapest room a night (in USD). */
async function hotelCities(tx: Db) {
  const rows = await tx
    .select({ id: catalogueCities.id, name: catalogueCities.name, wholesale: min(hotelRooms.nightlyWholesale), taxAndFee: min(hotelRooms.nightlyTax), published: min(hotelRooms.nightlyPublished) })
    .from(hotelRooms)
    .innerJoin(hotelTable, eq(hotelTable.id, hotelRooms.hotelId))
    .innerJoin(catalogueCities, eq(catalogueCities.id, hotelTable.cityId))
    .where(inArray(catalogueCities.name, HOTEL_CITIES))
    .groupBy(catalogueCities.id, catalogueCities.name)
    .orderBy(catalogueCities.id);
  return rows.flatMap(({ id, name, wholesale, taxAndFee, published }) =>
    wholesale === null || taxAndFee === null || published === null ? [] : [{ id, name, nightly: { wholesale, taxAndFee, published } }],
  );
}

/** The row's price columns: the net and what Wayfarer's markup makes of it (USD). */
async function priced(tx: Db, agency: AgencyRow, service: SearchedService, net: NetPrice | null) {
  if (!net) return {};
  const offer = price(net, await markupBasisPoints(tx, agency, service), IDENTITY);
  return { currency: offer.currency, wholesale: offer.wholesaleRate, taxAndFee: offer.taxAndFee, travellerPrice: offer.totalRate };
}

/** Once per database (none of Wayfarer's searches yet): about 320 searches of the last 30 days. Deterministic for a given day. */
export async function seedDemoSearches(tx: Db, now = new Date()): Promise<void> {
  const [agency] = await tx.select().from(agencies).where(eq(agencies.subdomain, AGENCY));
  if (!agency) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('demo-seed-searches', 0))`);
  const [seeded] = await tx.select({ id: agencySearches.id }).from(agencySearches).where(eq(agencySearches.agencyId, agency.id)).limit(1);
  if (seeded) return;

  const staff = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.agencyId, agency.id), eq(users.isTravelAgent, true)));
  const staffId = new Map(staff.map((user) => [user.email.toLowerCase(), user.id]));
  const cities = await hotelCities(tx);
  const network = await networkFor(tx);
  const rng = mulberry32(hashSeed(`demo-searches:${AGENCY}`));
  const midnight = Date.parse(`${isoDay(now)}T00:00:00Z`);
  const rows: NewAgencySearchRow[] = [];

  for (let i = 0; i < SEARCHES; i += 1) {
    const searcher = rng.pick(SEARCHERS);
    const createdAt = new Date(midnight - rng.int(0, SEARCHED_WITHIN_DAYS - 1) * DAY_MS + rng.int(7 * 60, 22 * 60) * 60_000);
    if (createdAt.getTime() > now.getTime()) continue;
    const start = isoDay(new Date(midnight + rng.int(SEARCHED_WITHIN_DAYS + 1, 120) * DAY_MS));
    const userId = searcher === null ? null : (staffId.get(searcher) ?? null);
    if (cities.length > 0 && rng.next() < 0.6) {
      const city = rng.pick(cities);
      const nights = rng.int(1, 7);
      const adults = rng.int(1, 3);
      const end = isoDay(new Date(Date.parse(start) + nights * DAY_MS));
      const path = hotelResultsPath({ destination: { cityId: city.id }, place: city.name, checkIn: start, checkOut: end, rooms: [{ adults, childAges: [] }], sort: 'price', page: 1, filters: {} });
      const trip = { start, end, travellers: adults, rooms: 1 };
      rows.push({ agencyId: agency.id, service: 'hotels', destination: city.name, path, trip, userId, createdAt, ...(await priced(tx, agency, 'hotels', times(city.nightly, nights))) });
    } else {
      const [from, to] = rng.pick(FLIGHT_ROUTES);
      const back = rng.next() < 0.6 ? isoDay(new Date(Date.parse(start) + rng.int(3, 14) * DAY_MS)) : undefined;
      const query: FlightResultsQuery = { from, to, depart: start, ...(back ? { return: back } : {}), adults: rng.int(1, 2), children: rng.next() < 0.2 ? 1 : 0, infants: 0, cabin: 'economy' };
      const out = cheapestFare(network, from, to, start, query);
      const home = back ? cheapestFare(network, to, from, back, query) : null;
      const net = out && (back ? home && sum(out, home) : out);
      const trip = { start, end: back ?? null, travellers: query.adults + query.children };
      rows.push({ agencyId: agency.id, service: 'flights', destination: `${from} → ${to}`, path: flightResultsPath(query), trip, userId, createdAt, ...(await priced(tx, agency, 'flights', net))});
    }
  }
  if (rows.length > 0) await tx.insert(agencySearches).values(rows);
}
