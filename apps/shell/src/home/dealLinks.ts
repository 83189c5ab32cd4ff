import { BOOKABLE_SERVICES, DEAL_TRIP_PARAMS, SERVICE_PATHS, type ServiceTitle, type StayWindow } from '@travel/contracts';
import type { ListedDealService } from './dealTabs';

/** A place a deal is at: its point, and its name when it has one. */
export interface DealPlace {
  name?: string;
  latitude: number;
  longitude: number;
}

/** What a deal card carries to its service's page: where (a car's drop-off too, when elsewhere) and when. */
export interface DealTrip {
  place: DealPlace;
  dropOff?: DealPlace;
  stay: StayWindow;
}

const samePlace = (a: DealPlace, b: DealPlace) => a.name === b.name && a.latitude === b.latitude && a.longitude === b.longitude;

/** The trip as query parameters: the place, a different drop-off, the first and last day. */
export function dealTripQuery({ place, dropOff, stay }: DealTrip): URLSearchParams {
  const params = new URLSearchParams();
  if (place.name) params.set(DEAL_TRIP_PARAMS.place, place.name);
  params.set(DEAL_TRIP_PARAMS.lat, String(place.latitude));
  params.set(DEAL_TRIP_PARAMS.long, String(place.longitude));
  if (dropOff && !samePlace(place, dropOff)) {
    if (dropOff.name) params.set(DEAL_TRIP_PARAMS.dropOff, dropOff.name);
    params.set(DEAL_TRIP_PARAMS.dropOffLat, String(dropOff.latitude));
    params.set(DEAL_TRIP_PARAMS.dropOffLong, String(dropOff.longitude));
  }
  params.set(DEAL_TRIP_PARAMS.start, stay.start);
  params.set(DEAL_TRIP_PARAMS.end, stay.end);
  return params;
}

/**
 * Where a deal card leads. A service whose journey is built opens the deal itself (the API's
 * link). Until then that link would be a 404, so the card opens the service's search page (its
 * 'coming soon' page today) with the deal's place and dates, ready for the form that lands there.
 */
export function dealHref(
  service: ListedDealService,
  link: string,
  trip: DealTrip,
  bookable: ReadonlySet<ServiceTitle> = BOOKABLE_SERVICES,
): string {
  if (bookable.has(service)) return link;
  return `${SERVICE_PATHS[service]}/search?${dealTripQuery(trip).toString()}`;
}
