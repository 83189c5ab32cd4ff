import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import { resortPicture, settingOf } from '@travel/artwork';
import {
  normaliseSearch,
  wordSuffixes,
  AUTOSUGGEST_LIMIT,
  ERROR_CODES,
  autoSuggestRequestSchema,
  carLocationSchema,
  hotelSuggestionSchema,
  resortAutoSuggestQuerySchema,
  resortAutoSuggestResponseSchema,
  resortAvailabilityBodySchema,
  resortAvailabilityResponseSchema,
  resortDealsBodySchema,
  resortDealsQuerySchema,
  resortHoldBodySchema,
  resortHoldQuerySchema,
  resortItineraryQuerySchema,
  resortRegionSchema,
  resortRegionsQuerySchema,
  resortRegionsResponseSchema,
  resortSearchBodySchema,
  type ActivityDestinationsResponse,
  type Agency,
  type CarAutoSuggestResponse,
  type HotelAutoSuggestResponse,
  type ResortHold,
  type ResortOffer,
  distanceKm,
} from '@travel/contracts';
import { viewerOf } from './auth';
import { citiesFixture, citySuggestion, type CatalogueCity } from './cities';
import { hotelCatalogueFixture } from './hotel-catalogue';
import { noExchangeRate, pricerFor, type NetPrice, type Pricer } from './pricing';
import { apiError, bodyOf, forAgency, queryOf, validated } from './respond';

/*
 * The inventory calls beside the deals (apps/api/src/routes/inventory/autosuggest.ts and
 * resort.ts), answered from the cities of cities.ts, the hotels of hotel-catalogue.ts and a few
 * resorts of the seeded catalogue (apps/api/src/seed/inventory), with the API's search, pricing
 * (for whoever asks, pricing.ts) and hold rules. Checked against the contract schemas in
 * packages/contracts/test/mock-reference-fixtures.test.ts.
 */

type HotelSuggestion = z.infer<typeof hotelSuggestionSchema>;
type CarLocation = z.infer<typeof carLocationSchema>;
type ResortSuggestion = z.infer<typeof resortAutoSuggestResponseSchema>['data'][number];
type ResortRegion = z.infer<typeof resortRegionSchema>;
/** A resort as the catalogue holds it: an offer without the stay, link and price. */
type ResortProperty = Omit<ResortOffer, 'distance' | 'checkin' | 'checkout' | 'link' | 'rates'>;

// ---------------------------------------------------------------- autosuggest

/** Every hotel the mocks sell, as the hotel autosuggest finds it by name. */
export const hotelSuggestionsFixture: HotelSuggestion[] = hotelCatalogueFixture.map(({ id, name, city, countryCode, latitude, longitude }) => ({
  type: 'hotel',
  id,
  name,
  city,
  countryCode,
  latitude,
  longitude,
}));

/** The best word position at which a name (or an extra whole-name key) starts with the text; undefined if none. */
function matchRank(text: string, name: string, extraKeys: readonly string[] = []): number | undefined {
  if (extraKeys.some((key) => key.startsWith(text))) return 0;
  const position = wordSuffixes(normaliseSearch(name)).findIndex((term) => term.startsWith(text));
  return position < 0 ? undefined : position;
}

/** Whole-name matches before word matches, then by name; at most `limit`. */
function bestMatches<T extends { name: string }>(items: readonly T[], text: string, limit: number, keys: (item: T) => string[] = () => []): T[] {
  return items
    .flatMap((item) => {
      const rank = matchRank(text, item.name, keys(item));
      return rank === undefined ? [] : [{ item, rank }];
    })
    .sort((a, b) => a.rank - b.rank || (a.item.name < b.item.name ? -1 : a.item.name > b.item.name ? 1 : 0))
    .slice(0, Math.max(0, limit))
    .map(({ item }) => item);
}

/** Cities by name or by their airport's code, as the catalogue's search terms. */
const searchCities = (text: string, limit: number) => bestMatches(citiesFixture, text, limit, (c) => [c.airport.code.toLowerCase()]);

/** A city's pick-up points: its main airport and its downtown office. */
const carLocations = (c: CatalogueCity): CarLocation[] => [
  { type: 'airport', code: c.airport.code, name: c.airport.name, cityId: c.id, city: c.name, countryCode: c.countryCode, latitude: c.airport.latitude, longitude: c.airport.longitude },
  { type: 'downtown', code: `${c.airport.code}-downtown`, name: `${c.name} downtown`, cityId: c.id, city: c.name, countryCode: c.countryCode, latitude: c.latitude, longitude: c.longitude },
];

export function hotelAutoSuggest(typed: string): HotelAutoSuggestResponse {
  const text = normaliseSearch(typed);
  if (!text) return { locationSuggestions: [], allData: [] };
  const locationSuggestions = searchCities(text, AUTOSUGGEST_LIMIT).map(citySuggestion);
  const hotels = bestMatches(hotelSuggestionsFixture, text, AUTOSUGGEST_LIMIT - locationSuggestions.length);
  return { locationSuggestions, allData: [...locationSuggestions, ...hotels] };
}

export function activityDestinations(typed: string): ActivityDestinationsResponse {
  const text = normaliseSearch(typed);
  return { suggestions: text ? searchCities(text, AUTOSUGGEST_LIMIT).map(citySuggestion) : [] };
}

export function carAutoSuggest(typed: string): CarAutoSuggestResponse {
  const text = normaliseSearch(typed);
  const cities = text ? searchCities(text, AUTOSUGGEST_LIMIT) : [];
  return {
    locations: cities.flatMap(carLocations).slice(0, AUTOSUGGEST_LIMIT),
    allData: cities.map((c) => ({ ...citySuggestion(c), locations: carLocations(c) })),
  };
}

// ---------------------------------------------------------------- resort catalogue

/** The seeded resort regions (ids 1-6) and subregions (7-23), in id order. */
export const resortRegionsFixture: ResortRegion[] = [
  ...['Caribbean', 'Indian Ocean', 'Mediterranean', 'Southeast Asia', 'South Pacific', 'Mexican Pacific'].map((name, i) => ({ id: i + 1, name, parent_id: null })),
  ...(
    [
      ['Riviera Maya', 1], ['Punta Cana', 1], ['Jamaica', 1], ['Aruba', 1],
      ['Maldives', 2], ['Mauritius', 2], ['Seychelles', 2],
      ['Costa del Sol', 3], ['Greek Islands', 3], ['Amalfi Coast', 3], ['Mallorca', 3],
      ['Bali', 4], ['Phuket', 4],
      ['Fiji', 5], ['Bora Bora', 5],
      ['Los Cabos', 6], ['Puerto Vallarta', 6],
    ] as const
  ).map(([name, parent], i) => ({ id: 7 + i, name, parent_id: parent })),
];

/** A resort room as the catalogue stores it: nightly net prices and the rooms it has each night. */
interface ResortRoom {
  roomId: number;
  propertyId: number;
  name: string;
  maxGuests: number;
  allotment: number;
  nightly: NetPrice;
}

const resort = (
  id: number,
  name: string,
  [stars, rating, allInclusive]: [number, number, boolean],
  [latitude, longitude]: [number, number],
  subregionId: number,
): ResortProperty => {
  const subregion = resortRegionsFixture.find((r) => r.id === subregionId);
  const region = resortRegionsFixture.find((r) => r.id === subregion?.parent_id);
  return {
    id,
    name,
    stars,
    rating,
    allInclusive,
    // Every resort is on a beach.
    imageUrl: resortPicture(id, settingOf({ latitude, longitude, coastal: true })),
    region: region?.name ?? '',
    subregion: subregion?.name ?? '',
    subregionId,
    latitude,
    longitude,
  };
};

/** The seeded resorts of Riviera Maya and Punta Cana (all-inclusive) and of the Maldives. */
export const resortPropertiesFixture: ResortProperty[] = [
  resort(1, 'Pearl Grove Beach Resort', [5, 4.2, true], [20.66027, -86.95773], 7),
  resort(2, 'Breeze Cove Beach Resort', [5, 4.5, true], [20.73319, -87.14389], 7),
  resort(3, 'Pearl Bay Beach Resort', [4, 4.7, true], [20.60985, -87.20541], 7),
  resort(4, 'Pearl Grove Resort & Spa', [4, 4.5, true], [18.47668, -68.34508], 8),
  resort(5, 'Sandpiper Sands Resort & Spa', [5, 4, true], [18.6386, -68.27131], 8),
  resort(6, 'Sandpiper Isle Beach Resort', [5, 4.9, true], [18.6003, -68.27469], 8),
  resort(13, 'Lagoon Sands Retreat', [5, 4, false], [4.11607, 73.46832], 11),
  resort(14, 'Coral Grove All-Inclusive Resort', [5, 4.2, false], [4.27648, 73.48517], 11),
  resort(15, 'Breeze Bay Villas', [5, 4, false], [4.06038, 73.56896], 11),
];

/** A room type: each resort's room of it has its own allotment and nightly net prices (USD cents). */
const roomType =
  (name: string, maxGuests: number) =>
  (allotment: number, wholesale: number, taxAndFee: number, published: number): Omit<ResortRoom, 'roomId' | 'propertyId'> => ({
    name,
    maxGuests,
    allotment,
    nightly: { wholesale, taxAndFee, published },
  });
const garden = roomType('Garden View Room', 2);
const oceanView = roomType('Ocean View Junior Suite', 3);
const beachfront = roomType('Beachfront Family Suite', 5);
const beachVilla = roomType('Beach Villa', 3);
const overwater = roomType('Overwater Villa', 2);
const poolVilla = roomType('Two-Bedroom Pool Villa', 6);

/** Each resort's rooms as seeded: [property id, id of its first room, rooms]. */
const RESORT_ROOMS: ResortRoom[] = (
  [
    [1, 1, [garden(10, 49900, 5988, 74800), oceanView(10, 67400, 8088, 96100), beachfront(6, 89900, 10788, 126500)]],
    [2, 4, [garden(6, 47200, 5664, 75300), oceanView(10, 63800, 7656, 94200), beachfront(3, 85000, 10200, 127200)]],
    [3, 7, [garden(9, 26900, 3228, 38000), oceanView(9, 36300, 4356, 49800), beachfront(5, 48400, 5808, 70600)]],
    [4, 10, [garden(3, 23200, 2784, 32300), oceanView(10, 31300, 3756, 42500), beachfront(10, 41700, 5004, 58000)]],
    [5, 13, [garden(3, 39400, 4728, 56400), oceanView(3, 53200, 6384, 73100), beachfront(8, 71000, 8520, 112000)]],
    [6, 16, [garden(10, 37100, 4452, 50800), oceanView(4, 50100, 6012, 73700), beachfront(5, 66700, 8004, 100000)]],
    [13, 37, [beachVilla(10, 53000, 6360, 73900), overwater(8, 84000, 10080, 118300), poolVilla(8, 114900, 13788, 179000)]],
    [14, 40, [beachVilla(5, 55500, 6660, 85500), overwater(6, 87800, 10536, 116200), poolVilla(6, 120200, 14424, 172300)]],
    [15, 43, [beachVilla(9, 54400, 6528, 80800), overwater(8, 86100, 10332, 137200), poolVilla(3, 117800, 14136, 164200)]],
  ] as const
).flatMap(([propertyId, firstRoomId, rooms]) => rooms.map((room, i) => ({ roomId: firstRoomId + i, propertyId, ...room })));

// ---------------------------------------------------------------- resort rules, as the API's

/** Wayfarer's resort markup (DEMO.md), as deals.ts prices with wayfarer's markups. */
const RESORT_MARKUP_BP = 1000;
/** Resorts a deals call returns, nearest first. */
const RESORT_DEALS = 12;
/** How long a hold waits for checkout (apps/api/src/inventory/catalogue/resorts.ts). */
const HOLD_MINUTES = 15;
const DAY_MS = 86_400_000;
const CORRELATION_HEADER = 'x-correlation-id';
const CORRELATION_ID = /^[A-Za-z0-9._:-]{1,128}$/;

interface Stay {
  start: string;
  end: string;
}

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const nightsBetween = ({ start, end }: Stay) => Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);

/** SPEC 9's deals stay window: 19 to 21 days after the start of the (Sunday-first, UTC) week. */
export function dealStayWindow(now: Date): Stay {
  const week = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - now.getUTCDay() * DAY_MS;
  return { start: isoDay(week + 19 * DAY_MS), end: isoDay(week + 21 * DAY_MS) };
}

const roundKm = (km: number) => Math.round(km * 100) / 100;

/** Resort prices in `currency` for whoever asks (pricing.ts); a currency without a rate is the API's 400 naming `field`. */
function resortPricer(request: Request, currency: string, field: string): { ok: true; pricer: Pricer } | { ok: false; response: Response } {
  const pricer = pricerFor(viewerOf(request), currency, RESORT_MARKUP_BP);
  return pricer ? { ok: true, pricer } : { ok: false, response: noExchangeRate(field, currency) };
}

function resortLink(id: number, stay: Stay, adults: number, children: number): string {
  const params = new URLSearchParams({ propertyId: String(id), checkin: stay.start, checkout: stay.end, adults: String(adults), children: String(children) });
  return `/booknow/resort/details?${params.toString()}`;
}

/** Every response of the resort module carries the caller's correlation id, or a new one. */
function withCorrelation(request: Request, response: Response): Response {
  const sent = request.headers.get(CORRELATION_HEADER);
  response.headers.set(CORRELATION_HEADER, sent !== null && CORRELATION_ID.test(sent) ? sent : crypto.randomUUID());
  return response;
}

/** The resorts in the given regions or subregions; all of them without a filter. */
function propertiesIn(regionIds?: number[], subregionIds?: number[]): ResortProperty[] {
  if (regionIds === undefined && subregionIds === undefined) return resortPropertiesFixture;
  const wanted = new Set([
    ...(subregionIds ?? []),
    ...resortRegionsFixture.filter((r) => r.parent_id !== null && (regionIds ?? []).includes(r.parent_id)).map((r) => r.id),
  ]);
  return resortPropertiesFixture.filter((p) => wanted.has(p.subregionId));
}

/** Regions and subregions whose name has a word starting with the text, then resorts by name. */
export function resortSuggestions(typed: string): ResortSuggestion[] {
  const text = normaliseSearch(typed);
  if (!text) return [];
  const nameOf = (id: number | null) => resortRegionsFixture.find((r) => r.id === id)?.name ?? null;
  const startsWord = (name: string) => ` ${normaliseSearch(name)}`.includes(` ${text}`);
  const places = resortRegionsFixture
    .filter((r) => startsWord(r.name))
    .map((r): ResortSuggestion => ({ type: r.parent_id === null ? 'region' : 'subregion', id: r.id, name: r.name, parentName: nameOf(r.parent_id) }));
  const properties = resortPropertiesFixture
    .filter((p) => startsWord(p.name))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((p): ResortSuggestion => ({ type: 'resort', id: p.id, name: p.name, parentName: p.subregion }));
  return [...places, ...properties].slice(0, AUTOSUGGEST_LIMIT);
}

/** Holds of one handler set (one agency), by reference number. */
type HoldStore = Map<string, ResortHold>;

/** A hold as read now: a held room past its time reads EXPIRED. */
const holdAsOf = (hold: ResortHold, now: number): ResortHold =>
  hold.status === 'HELD' && Date.parse(hold.expiresAt) <= now ? { ...hold, status: 'EXPIRED' } : hold;

/** Live holds of a room that overlap the stay. */
const heldCount = (holds: HoldStore, roomId: number, stay: Stay, now: number) =>
  [...holds.values()].filter((h) => h.roomId === roomId && holdAsOf(h, now).status === 'HELD' && h.checkin < stay.end && h.checkout > stay.start).length;

function roomsOf(holds: HoldStore, propertyId: number, stay: Stay) {
  const nights = nightsBetween(stay);
  const now = Date.now();
  return RESORT_ROOMS.filter((room) => room.propertyId === propertyId).map((room) => ({
    roomId: room.roomId,
    name: room.name,
    maxGuests: room.maxGuests,
    available: Math.max(0, room.allotment - heldCount(holds, room.roomId, stay, now)),
    net: { wholesale: room.nightly.wholesale * nights, taxAndFee: room.nightly.taxAndFee * nights, published: room.nightly.published * nights },
  }));
}

/** The property with its cheapest room that fits the party and has one left, or nothing. */
function offerFor(holds: HoldStore, property: ResortProperty, stay: Stay, party: { adults: number; children: number }, pricer: Pricer): ResortOffer | undefined {
  const [cheapest] = roomsOf(holds, property.id, stay)
    .filter((room) => room.available > 0 && room.maxGuests >= party.adults + party.children)
    .sort((a, b) => a.net.wholesale + a.net.taxAndFee - (b.net.wholesale + b.net.taxAndFee));
  if (!cheapest) return undefined;
  return { ...property, checkin: stay.start, checkout: stay.end, link: resortLink(property.id, stay, party.adults, party.children), rates: pricer(cheapest.net) };
}

const holdNotFound = (referenceNumber: string) => apiError(404, ERROR_CODES.notFound, `No hold with reference number ${referenceNumber}`);

// ---------------------------------------------------------------- handlers

/** msw handlers for the three autosuggests and the resort module, for one agency. */
export function inventoryHandlersFor(agency: Agency | null) {
  const holds: HoldStore = new Map();
  let holdsMade = 0;

  const autoSuggest = (path: string, answer: (text: string) => HotelAutoSuggestResponse | ActivityDestinationsResponse | CarAutoSuggestResponse) =>
    http.post(path, async ({ request }) => {
      const body = validated('body', autoSuggestRequestSchema, await bodyOf(request));
      if (!body.ok) return body.response;
      return forAgency(agency, () => HttpResponse.json(answer(body.data.text)));
    });

  /** A resort call: correlation id on every answer, errors included. */
  const resortCall = (method: 'get' | 'post' | 'put', path: string, answer: (request: Request) => Promise<Response> | Response) =>
    http[method](`*/api/resort${path}`, async ({ request }) => withCorrelation(request, await answer(request)));

  return [
    autoSuggest('*/api/v2/hotel/auto-suggest', hotelAutoSuggest),
    autoSuggest('*/api/activities/destinations', activityDestinations),
    autoSuggest('*/api/car-rental/auto-suggest', carAutoSuggest),

    resortCall('get', '/auto-suggest', (request) => {
      const query = validated('querystring', resortAutoSuggestQuerySchema, queryOf(request));
      if (!query.ok) return query.response;
      return forAgency(agency, () => HttpResponse.json({ data: resortSuggestions(query.data.key) }));
    }),

    resortCall('get', '/regions', (request) => {
      const query = validated('querystring', resortRegionsQuerySchema, queryOf(request));
      if (!query.ok) return query.response;
      const { ids, children } = query.data;
      const regions = resortRegionsFixture.filter((r) => r.parent_id === null && (!ids || ids.includes(r.id)));
      const data = children ? regions.map((r) => ({ ...r, children: resortRegionsFixture.filter((s) => s.parent_id === r.id) })) : regions;
      return forAgency(agency, () => HttpResponse.json({ data } satisfies z.infer<typeof resortRegionsResponseSchema>));
    }),

    resortCall('post', '/properties/deals', async (request) => {
      const body = validated('body', resortDealsBodySchema, await bodyOf(request));
      if (!body.ok) return body.response;
      const query = validated('querystring', resortDealsQuerySchema, queryOf(request));
      if (!query.ok) return query.response;
      return forAgency(agency, () => {
        const priced = resortPricer(request, query.data.currency, 'querystring.currency');
        if (!priced.ok) return priced.response;
        const point = { latitude: body.data.lat, longitude: body.data.lon };
        const stay = dealStayWindow(new Date());
        const data = resortPropertiesFixture
          .map((property) => ({ property, km: distanceKm(point, property) }))
          .sort((a, b) => a.km - b.km)
          .flatMap(({ property, km }) => {
            const offer = offerFor(holds, property, stay, { adults: 2, children: 0 }, priced.pricer);
            return offer ? [{ ...offer, distance: roundKm(km) }] : [];
          })
          .slice(0, RESORT_DEALS);
        return HttpResponse.json({ data });
      });
    }),

    resortCall('post', '/search', async (request) => {
      const body = validated('body', resortSearchBodySchema, await bodyOf(request));
      if (!body.ok) return body.response;
      const search = body.data;
      return forAgency(agency, () => {
        const priced = resortPricer(request, search.currency, 'body.currency');
        if (!priced.ok) return priced.response;
        const stay = { start: search.checkin, end: search.checkout };
        const data = propertiesIn(search.regionIds, search.subregionIds).flatMap((p) => offerFor(holds, p, stay, search, priced.pricer) ?? []);
        return HttpResponse.json({ data });
      });
    }),

    resortCall('post', '/properties/availability', async (request) => {
      const body = validated('body', resortAvailabilityBodySchema, await bodyOf(request));
      if (!body.ok) return body.response;
      const asked = body.data;
      return forAgency(agency, () => {
        const priced = resortPricer(request, asked.currency, 'body.currency');
        if (!priced.ok) return priced.response;
        const property = resortPropertiesFixture.find((p) => p.id === asked.propertyId);
        if (!property) return apiError(404, ERROR_CODES.notFound, `No resort with propertyId ${asked.propertyId}`);
        const stay = { start: asked.checkin, end: asked.checkout };
        const rooms = roomsOf(holds, property.id, stay)
          .filter((room) => room.maxGuests >= asked.adults + asked.children)
          .map(({ net, ...room }) => ({ ...room, rates: priced.pricer(net) }));
        return HttpResponse.json({
          data: { property: { ...property, checkin: stay.start, checkout: stay.end, link: resortLink(property.id, stay, asked.adults, asked.children) }, rooms },
        } satisfies z.infer<typeof resortAvailabilityResponseSchema>);
      });
    }),

    resortCall('post', '/properties/hold', async (request) => {
      const body = validated('body', resortHoldBodySchema, await bodyOf(request));
      if (!body.ok) return body.response;
      const asked = body.data;
      return forAgency(agency, () => {
        const stay = { start: asked.checkin, end: asked.checkout };
        const guests = asked.adults + asked.children;
        const now = Date.now();
        const room = RESORT_ROOMS.find((r) => r.roomId === asked.roomId && r.propertyId === asked.propertyId);
        if (!room || room.maxGuests < guests || heldCount(holds, room.roomId, stay, now) >= room.allotment) {
          return apiError(409, 'ROOM_UNAVAILABLE', 'That room is not available for these dates and guests');
        }
        holdsMade += 1;
        // Predictable references (RS0000000001...) keep tests readable; the API's are random.
        const hold: ResortHold = {
          referenceNumber: `RS${String(holdsMade).padStart(10, '0')}`,
          status: 'HELD',
          propertyId: room.propertyId,
          roomId: room.roomId,
          checkin: stay.start,
          checkout: stay.end,
          guests,
          expiresAt: new Date(now + HOLD_MINUTES * 60_000).toISOString(),
        };
        holds.set(hold.referenceNumber, hold);
        return HttpResponse.json({ data: hold }, { status: 201 });
      });
    }),

    resortCall('get', '/properties/hold-check', (request) => {
      const query = validated('querystring', resortHoldQuerySchema, queryOf(request));
      if (!query.ok) return query.response;
      const reference = query.data.reference_number;
      return forAgency(agency, () => {
        const hold = holds.get(reference);
        return hold ? HttpResponse.json({ data: holdAsOf(hold, Date.now()) }) : holdNotFound(reference);
      });
    }),

    resortCall('put', '/itineraries', (request) => {
      const query = validated('querystring', resortItineraryQuerySchema, queryOf(request));
      if (!query.ok) return query.response;
      const reference = query.data.reference_number;
      return forAgency(agency, () => {
        const hold = holds.get(reference);
        if (!hold) return holdNotFound(reference);
        const released: ResortHold = { ...hold, status: 'RELEASED' };
        holds.set(reference, released);
        return HttpResponse.json({ data: released });
      });
    }),
  ];
}
