// The hotels journey's URLs (SPEC 2.2), so a stay can be shared and reloaded: the API's
// deal links, the results page, the details page and the checkout all write and read them
// here. Plain TypeScript.
import { roomsQuery, type HotelRoomRequest } from './hotel-rooms';
import { serviceByKey } from './services/registry';

export const HOTELS_BASE_PATH = serviceByKey('hotels').path;

/** A chosen hotel, stay and party: what the details page shows and the checkout books. */
export interface HotelStayParams {
  hotelId: number;
  checkIn: string;
  checkOut: string;
  rooms: HotelRoomRequest[];
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ROOMS = /^\d{1,2}(-\d{1,2})*(,\d{1,2}(-\d{1,2})*)*$/;

/** `2-5-8,1` (see roomsQuery) back to rooms; undefined when malformed. Limits are the API's to check. */
export function parseRoomsQuery(text: string | null): HotelRoomRequest[] | undefined {
  if (!text || !ROOMS.test(text)) return undefined;
  return text.split(',').map((room) => {
    const [adults = 0, ...childAges] = room.split('-').map(Number);
    return { adults, childAges };
  });
}

/** A deal's occupancies as rooms: each occupancy's adults and children shared out over its rooms. */
export function roomsFromOccupancies(
  occupancies: { numOfRoom: number; numOfAdults: number; childAges: number[] }[],
): HotelRoomRequest[] {
  return occupancies.flatMap(({ numOfRoom, numOfAdults, childAges }) =>
    Array.from({ length: numOfRoom }, (_, i) => ({
      adults: Math.floor(numOfAdults / numOfRoom) + (i < numOfAdults % numOfRoom ? 1 : 0),
      childAges: childAges.filter((_, c) => c % numOfRoom === i),
    })),
  );
}

function stayParams({ hotelId, checkIn, checkOut, rooms }: HotelStayParams): URLSearchParams {
  return new URLSearchParams({ hotelId: String(hotelId), checkIn, checkOut, rooms: roomsQuery(rooms) });
}

/** Commas are legal in a query (RFC 3986) and keep `rooms=2-5,1` readable in a shared link. */
export const queryString = (params: URLSearchParams): string => params.toString().replace(/%2C/g, ',');

/**
 * The details page of a stay. Opened from the results, it also carries that search (`from`:
 * destination, sort, page, filters) so its back link restores it; the stay's own dates and
 * rooms stand for the search's. parseHotelResults reads the search back from the same URL.
 */
export function hotelDetailsPath(stay: HotelStayParams, from?: HotelResultsQuery): string {
  const params = stayParams(stay);
  const own = new Set(params.keys());
  if (from) {
    for (const [key, value] of hotelResultsParams(from)) if (!own.has(key)) params.append(key, value);
  }
  return `${HOTELS_BASE_PATH}/details?${queryString(params)}`;
}

export function hotelCheckoutPath(stay: HotelStayParams & { roomId: number }): string {
  const params = stayParams(stay);
  params.set('roomId', String(stay.roomId));
  return `${HOTELS_BASE_PATH}/checkout?${queryString(params)}`;
}

export const hotelConfirmationPath = (reference: string): string =>
  `${HOTELS_BASE_PATH}/confirm-payment?${new URLSearchParams({ reference }).toString()}`;

const positiveId = (text: string | null): number | undefined => (text && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : undefined);

/** The stay in a details or checkout URL; undefined when a part is missing or malformed. */
export function parseHotelStay(params: URLSearchParams): HotelStayParams | undefined {
  const hotelId = positiveId(params.get('hotelId'));
  const checkIn = params.get('checkIn') ?? '';
  const checkOut = params.get('checkOut') ?? '';
  const rooms = parseRoomsQuery(params.get('rooms'));
  if (!hotelId || !ISO_DAY.test(checkIn) || !ISO_DAY.test(checkOut) || !rooms) return undefined;
  return { hotelId, checkIn, checkOut, rooms };
}

/** The stay and room type in a checkout URL. */
export function parseHotelCheckout(params: URLSearchParams): (HotelStayParams & { roomId: number }) | undefined {
  const stay = parseHotelStay(params);
  const roomId = positiveId(params.get('roomId'));
  return stay && roomId ? { ...stay, roomId } : undefined;
}

// ---------------------------------------------------------------- the results page's URL

/** Where to search: a city from the autosuggest, or a point (around a hotel, a landmark). */
export type HotelResultsDestination = { cityId: number } | { latitude: number; longitude: number };

/** The results page's filters, as the search call takes them (prices per night, minor units). */
export interface HotelResultsFilters {
  priceMin?: number;
  priceMax?: number;
  stars?: number[];
  guestRatingMin?: number;
  freeCancellation?: boolean;
  amenities?: string[];
}

export type HotelResultsSort = 'price' | 'rating' | 'distance';

/** Everything the results page shows, so a search can be shared and reloaded. */
export interface HotelResultsQuery {
  destination: HotelResultsDestination;
  /** What the traveller chose ('Oslo, NO'), shown back in the form. */
  place: string;
  checkIn: string;
  checkOut: string;
  rooms: HotelRoomRequest[];
  sort: HotelResultsSort;
  page: number;
  filters: HotelResultsFilters;
}

const RESULTS_SORTS: readonly HotelResultsSort[] = ['price', 'rating', 'distance'];
const WHOLE = /^\d{1,9}$/;
const DECIMAL = /^-?\d{1,3}(\.\d{1,7})?$/;

const whole = (text: string | null): number | undefined => (text && WHOLE.test(text) ? Number(text) : undefined);

function coordinate(text: string | null, limit: number): number | undefined {
  if (!text || !DECIMAL.test(text)) return undefined;
  const value = Number(text);
  return Math.abs(value) <= limit ? value : undefined;
}

function destinationOf(params: URLSearchParams): HotelResultsDestination | undefined {
  const cityId = positiveId(params.get('cityId'));
  if (cityId) return { cityId };
  const latitude = coordinate(params.get('lat'), 90);
  const longitude = coordinate(params.get('lon'), 180);
  return latitude === undefined || longitude === undefined ? undefined : { latitude, longitude };
}

/** Filters a hand-edited link gets wrong are dropped rather than refusing the whole search. */
function filtersOf(params: URLSearchParams): HotelResultsFilters {
  const filters: HotelResultsFilters = {};
  const priceMin = whole(params.get('priceMin'));
  const priceMax = whole(params.get('priceMax'));
  if (priceMin !== undefined) filters.priceMin = priceMin;
  if (priceMax !== undefined && (priceMin === undefined || priceMax >= priceMin)) filters.priceMax = priceMax;
  const stars = [...new Set((params.get('stars') ?? '').split(',').filter((s) => /^[1-5]$/.test(s)).map(Number))].sort();
  if (stars.length > 0) filters.stars = stars;
  const rating = params.get('rating');
  if (rating && /^[0-5](\.\d)?$/.test(rating) && Number(rating) <= 5) filters.guestRatingMin = Number(rating);
  if (params.get('freeCancellation') === '1') filters.freeCancellation = true;
  const amenities = [...new Set(params.getAll('amenity').map((name) => name.trim()).filter((name) => name.length > 0 && name.length <= 60))];
  if (amenities.length > 0) filters.amenities = amenities.slice(0, 20);
  return filters;
}

/** The search in a results URL; undefined when the destination, dates or rooms are missing or malformed. */
export function parseHotelResults(params: URLSearchParams): HotelResultsQuery | undefined {
  const destination = destinationOf(params);
  const checkIn = params.get('checkIn') ?? '';
  const checkOut = params.get('checkOut') ?? '';
  const rooms = parseRoomsQuery(params.get('rooms'));
  if (!destination || !ISO_DAY.test(checkIn) || !ISO_DAY.test(checkOut) || !rooms) return undefined;
  const sortText = params.get('sort');
  const sort = RESULTS_SORTS.find((s) => s === sortText) ?? 'price';
  return { destination, place: params.get('place') ?? '', checkIn, checkOut, rooms, sort, page: positiveId(params.get('page')) ?? 1, filters: filtersOf(params) };
}

/** The results URL's query; defaults (price sort, page 1, no filter) are left out to keep links short. */
export function hotelResultsParams(query: HotelResultsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if ('cityId' in query.destination) params.set('cityId', String(query.destination.cityId));
  else {
    params.set('lat', String(query.destination.latitude));
    params.set('lon', String(query.destination.longitude));
  }
  if (query.place) params.set('place', query.place);
  params.set('checkIn', query.checkIn);
  params.set('checkOut', query.checkOut);
  params.set('rooms', roomsQuery(query.rooms));
  if (query.sort !== 'price') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  const { priceMin, priceMax, stars, guestRatingMin, freeCancellation, amenities } = query.filters;
  if (priceMin !== undefined) params.set('priceMin', String(priceMin));
  if (priceMax !== undefined) params.set('priceMax', String(priceMax));
  if (stars && stars.length > 0) params.set('stars', [...stars].sort().join(','));
  if (guestRatingMin !== undefined) params.set('rating', String(guestRatingMin));
  if (freeCancellation) params.set('freeCancellation', '1');
  for (const amenity of amenities ?? []) params.append('amenity', amenity);
  return params;
}

export const hotelResultsPath = (query: HotelResultsQuery): string => `${HOTELS_BASE_PATH}/search-details?${queryString(hotelResultsParams(query))}`;

/** True when any filter narrows the results (the no-results state then offers to clear them). */
export const hasResultsFilters = (filters: HotelResultsFilters): boolean =>
  Object.values(filters).some((value) => value !== undefined && value !== false && !(Array.isArray(value) && value.length === 0));
