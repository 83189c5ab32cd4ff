// The flights journey's URLs (SPEC 2.2), so a search and a chosen flight can be shared and
// reloaded: the search form writes the results link, the results write the details link, the
// details write the reservation link. Plain TypeScript; the parameters are named as
// flightSearchQuerySchema's fields, so the results page's query is the search call's.
import { queryString } from '../../hotel-links';
import { serviceByKey } from '../registry';
import { FARE_BRANDS, FLIGHT_CABINS, FLIGHT_SEARCH_DEFAULTS, JOURNEY_KEY_PATTERN, type FareBrandKey, type FlightCabin, type PassengerCounts } from './rules';

export const FLIGHTS_BASE_PATH = serviceByKey('flights').path;
/** SPEC 2.2: the chosen flights' page lives outside the service's base path. */
export const FLIGHT_DETAILS_PATH = '/flight-details';

/** A flight search as the results page's URL holds it; `return` is absent for a one-way trip. */
export interface FlightResultsQuery extends PassengerCounts {
  from: string;
  to: string;
  depart: string;
  return?: string;
  cabin: FlightCabin;
}

/** The chosen journeys (by key) of a search: what /flight-details shows. */
export interface FlightDetailsQuery extends FlightResultsQuery {
  outbound: string;
  inbound?: string;
  /** The display currency the flights were chosen in. */
  currency: string;
}

/** The details and a fare brand: what the reservation page prices and books. */
export interface FlightReservationQuery extends FlightDetailsQuery {
  brand: FareBrandKey;
}

const AIRPORT = /^[A-Z]{3}$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const COUNT = /^\d$/;
const CURRENCY = /^[A-Z]{3}$/;

const airportOf = (text: string | null): string | undefined => {
  const code = text?.trim().toUpperCase() ?? '';
  return AIRPORT.test(code) ? code : undefined;
};
const dayOf = (text: string | null): string | undefined => (text && ISO_DAY.test(text) ? text : undefined);
const countOf = (text: string | null, fallback: number): number => (text && COUNT.test(text) ? Number(text) : fallback);
const keyOf = (text: string | null): string | undefined => (text && JOURNEY_KEY_PATTERN.test(text) ? text : undefined);
const oneOf = <T extends string>(choices: readonly T[], text: string | null): T | undefined => choices.find((choice) => choice === text);

/** The query of a results URL, in the order a reader expects: route, dates, party, cabin. */
export function flightResultsParams(query: FlightResultsQuery): URLSearchParams {
  const params = new URLSearchParams({ from: query.from, to: query.to, depart: query.depart });
  if (query.return) params.set('return', query.return);
  params.set('adults', String(query.adults));
  params.set('children', String(query.children));
  params.set('infants', String(query.infants));
  params.set('cabin', query.cabin);
  return params;
}

export const flightResultsPath = (query: FlightResultsQuery): string => `${FLIGHTS_BASE_PATH}/search-details?${queryString(flightResultsParams(query))}`;

/**
 * The search in a results (or details) URL; undefined when the airports or the departure are
 * missing or malformed. Counts and cabin fall back to SPEC 9's defaults; the rules between
 * fields (same airport, return before departure, the party) are the form's and the API's.
 */
export function parseFlightResults(params: URLSearchParams): FlightResultsQuery | undefined {
  const from = airportOf(params.get('from'));
  const to = airportOf(params.get('to'));
  const depart = dayOf(params.get('depart'));
  if (!from || !to || !depart) return undefined;
  const back = dayOf(params.get('return'));
  return {
    from,
    to,
    depart,
    ...(back ? { return: back } : {}),
    adults: countOf(params.get('adults'), FLIGHT_SEARCH_DEFAULTS.adults),
    children: countOf(params.get('children'), FLIGHT_SEARCH_DEFAULTS.children),
    infants: countOf(params.get('infants'), FLIGHT_SEARCH_DEFAULTS.infants),
    cabin: oneOf(FLIGHT_CABINS, params.get('cabin')) ?? FLIGHT_SEARCH_DEFAULTS.cabin,
  };
}

function detailsParams(query: FlightDetailsQuery): URLSearchParams {
  const params = new URLSearchParams({ outbound: query.outbound });
  if (query.inbound) params.set('inbound', query.inbound);
  // The search too: the page finds the journeys again in its (cached) answer.
  for (const [key, value] of flightResultsParams(query)) params.set(key, value);
  params.set('currency', query.currency);
  return params;
}

export const flightDetailsPath = (query: FlightDetailsQuery): string => `${FLIGHT_DETAILS_PATH}?${queryString(detailsParams(query))}`;

/** The chosen journeys and their search in a details URL; undefined when a part is missing or malformed. */
export function parseFlightDetails(params: URLSearchParams): FlightDetailsQuery | undefined {
  const search = parseFlightResults(params);
  const outbound = keyOf(params.get('outbound'));
  const inbound = keyOf(params.get('inbound'));
  const currency = params.get('currency') ?? '';
  // A return search needs its journey back, a one-way search has none.
  if (!search || !outbound || Boolean(search.return) !== Boolean(inbound) || !CURRENCY.test(currency)) return undefined;
  return { ...search, outbound, ...(inbound ? { inbound } : {}), currency };
}

export function flightReservationPath(query: FlightReservationQuery): string {
  const params = detailsParams(query);
  params.set('brand', query.brand);
  return `${FLIGHTS_BASE_PATH}/reservation-details?${queryString(params)}`;
}

/** The priced part of a trip: its journeys, fare, party and display currency (the quote call's fields, without the search). */
export interface FlightOfferQuery extends PassengerCounts {
  outbound: string;
  inbound?: string;
  cabin: FlightCabin;
  brand: FareBrandKey;
  currency: string;
}

/**
 * The checkout of an offer known without its search (a proposal's flight): the journeys, fare
 * and party only. The checkout prices it all the same; it has no results page to go back to.
 */
export function flightOfferCheckoutPath(offer: FlightOfferQuery): string {
  const params = new URLSearchParams({ outbound: offer.outbound });
  if (offer.inbound) params.set('inbound', offer.inbound);
  params.set('adults', String(offer.adults));
  params.set('children', String(offer.children));
  params.set('infants', String(offer.infants));
  params.set('cabin', offer.cabin);
  params.set('brand', offer.brand);
  params.set('currency', offer.currency);
  return `${FLIGHTS_BASE_PATH}/checkout?${queryString(params)}`;
}

/** The offer in a checkout URL (a reservation's or flightOfferCheckoutPath's); undefined when a part is missing or malformed. */
export function parseFlightOffer(params: URLSearchParams): FlightOfferQuery | undefined {
  const outbound = keyOf(params.get('outbound'));
  const inboundText = params.get('inbound');
  const inbound = keyOf(inboundText);
  const cabin = oneOf(FLIGHT_CABINS, params.get('cabin'));
  const brand = oneOf(FARE_BRANDS, params.get('brand'));
  const currency = params.get('currency') ?? '';
  if (!outbound || (inboundText !== null && !inbound) || !cabin || !brand || !CURRENCY.test(currency)) return undefined;
  return {
    outbound,
    ...(inbound ? { inbound } : {}),
    cabin,
    brand,
    currency,
    adults: countOf(params.get('adults'), FLIGHT_SEARCH_DEFAULTS.adults),
    children: countOf(params.get('children'), FLIGHT_SEARCH_DEFAULTS.children),
    infants: countOf(params.get('infants'), FLIGHT_SEARCH_DEFAULTS.infants),
  };
}

/** The reservation in its URL; undefined when a part is missing or malformed. */
export function parseFlightReservation(params: URLSearchParams): FlightReservationQuery | undefined {
  const details = parseFlightDetails(params);
  const brand = oneOf(FARE_BRANDS, params.get('brand'));
  return details && brand ? { ...details, brand } : undefined;
}
