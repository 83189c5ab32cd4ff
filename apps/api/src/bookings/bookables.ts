import type { ServiceKey } from '@travel/contracts';
import { flightBookable } from '../services/flights/bookable';
import { hotelBookable } from '../services/hotels/bookable';
import type { Bookable } from './bookable';

/** The services that can be booked, each by its Bookable; a service is added here when its folder lands. */
const BOOKABLES: ReadonlyMap<ServiceKey, Bookable> = new Map([
  [hotelBookable.service, hotelBookable],
  [flightBookable.service, flightBookable],
]);

export function bookableFor(service: ServiceKey): Bookable {
  const bookable = BOOKABLES.get(service);
  if (!bookable) throw new Error(`no bookable for the service ${service}`);
  return bookable;
}
