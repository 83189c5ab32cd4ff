import {
  type ActivityDealsRequest,
  type Agency,
  type CarDealsRequest,
  DEALS_DEFAULTS,
  type HotelDealsRequest,
  type StayWindow,
} from '@travel/contracts';
import type { DealPlace } from './dealLinks';

export interface Point {
  latitude: number;
  longitude: number;
}

/** SPEC 2.3 query parameters that move the deals: the search point and a car pick-up airport. */
export const POINT_PARAMS = { lat: 'lat', long: 'long', airportLat: 'airportLat', airportLong: 'airportLong' } as const;

/** The home page's searches (SPEC 7 flags): an OTA site's home page, not a destination page. */
const HOME_FLAGS = { isOTA: true, isHome: true, isFromDestination: false } as const;

/** Car pick-up and return on the stay window's first and last day (as the API's default). */
const CAR_TIME = 'T10:00:00';

const inRange = (value: number, limit: number) => Number.isFinite(value) && Math.abs(value) <= limit;

/** A point from two query parameters, when both are present and valid coordinates. */
export function pointFromQuery(params: URLSearchParams, latitudeKey: string, longitudeKey: string): Point | null {
  const latitudeText = params.get(latitudeKey)?.trim();
  const longitudeText = params.get(longitudeKey)?.trim();
  if (!latitudeText || !longitudeText) return null;
  const latitude = Number(latitudeText);
  const longitude = Number(longitudeText);
  return inRange(latitude, 90) && inRange(longitude, 180) ? { latitude, longitude } : null;
}

/** Where the deals are searched: `lat` and `long` from the URL, else the agency's deals location. */
export function dealsPoint(params: URLSearchParams, agency: Pick<Agency, 'dealsLocation'>): Point {
  return (
    pointFromQuery(params, POINT_PARAMS.lat, POINT_PARAMS.long) ?? {
      latitude: agency.dealsLocation.latitude,
      longitude: agency.dealsLocation.longitude,
    }
  );
}

/** The deals point as a place: the agency's deals city by name, or a point from the URL (which has none). */
export function dealsPlace(params: URLSearchParams, agency: Pick<Agency, 'dealsLocation'>): DealPlace {
  const { city, latitude, longitude } = agency.dealsLocation;
  return pointFromQuery(params, POINT_PARAMS.lat, POINT_PARAMS.long) ?? { name: city, latitude, longitude };
}

/** Where a deal car is picked up and returned: the `airportLat`/`airportLong` airport, else the deals point. */
export function carPickupPoint(params: URLSearchParams, agency: Pick<Agency, 'dealsLocation'>): Point {
  return pointFromQuery(params, POINT_PARAMS.airportLat, POINT_PARAMS.airportLong) ?? dealsPoint(params, agency);
}

/** SPEC 7 and 9: 1 room for 2 adults, no children, 15 km around the point, IN nationality and destination, USD. */
export function hotelDealsRequest(point: Point, stay: StayWindow): HotelDealsRequest {
  return {
    occupancies: [
      { numOfRoom: DEALS_DEFAULTS.numOfRoom, numOfAdults: DEALS_DEFAULTS.numOfAdults, numOfChildren: DEALS_DEFAULTS.numOfChildren, childAges: [] },
    ],
    stayPeriod: { start: stay.start, end: stay.end },
    latitude: point.latitude,
    longitude: point.longitude,
    nationality: DEALS_DEFAULTS.nationality,
    destinationCountryCode: DEALS_DEFAULTS.destinationCountryCode,
    currency: DEALS_DEFAULTS.currency,
    radius: DEALS_DEFAULTS.radiusKm,
    ...HOME_FLAGS,
  };
}

export function activityDealsRequest(point: Point): ActivityDealsRequest {
  return { latitude: point.latitude, longitude: point.longitude, ...HOME_FLAGS };
}

/** SPEC 9: a 25-year-old driver living in the US, returning the car where it was picked up. */
export function carDealsRequest(pickup: Point, stay: StayWindow): CarDealsRequest {
  return {
    age: DEALS_DEFAULTS.driverAge,
    countryOfResidence: DEALS_DEFAULTS.countryOfResidence,
    pickUpDateTime: `${stay.start}${CAR_TIME}`,
    returnDateTime: `${stay.end}${CAR_TIME}`,
    pickupLatitude: pickup.latitude,
    pickupLongitude: pickup.longitude,
    returnLatitude: pickup.latitude,
    returnLongitude: pickup.longitude,
    ...HOME_FLAGS,
  };
}
