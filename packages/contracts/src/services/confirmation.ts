// Where each service shows a booking it made: its own confirmation page, with the booking's
// detail and voucher. My Trips (and any list of bookings of every service) links there.
import type { Service, ServiceKey } from './registry';

/** Each service's confirmation page: one of its own manifest routes (the type checks it), for the services that have one. */
const CONFIRMATION_ROUTES: { readonly [K in ServiceKey]?: Extract<Service, { key: K }>['routes'][number] } = {
  hotels: '/booknow/hotels/confirm-payment',
  flights: '/booknow/flights/confirmation',
};

/** The confirmation page of a booking, found by its reference; undefined while its service has none. */
export function bookingConfirmationPath({ service, reference }: { service: ServiceKey; reference: string }): string | undefined {
  const route = CONFIRMATION_ROUTES[service];
  return route ? `${route}?${new URLSearchParams({ reference }).toString()}` : undefined;
}
