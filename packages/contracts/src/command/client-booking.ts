// An agent books for one of the agency's clients (issue 22, "Book for a client"): the client's
// page opens a service's search with the client named in the URL, the booking pages keep it
// there, and the checkout books for that client (the API's `clientId`). Plain TypeScript.
import { uuidOrUndefined } from './ids';

/** The query parameter that names the client an agent books for. */
export const CLIENT_BOOKING_PARAM = 'clientId';

/** The client a page's query names (`clientId`), when it is a well-formed id. */
export const bookingClientIdIn = (query: URLSearchParams): string | undefined => uuidOrUndefined(query.get(CLIENT_BOOKING_PARAM));

/** A service's search (its base path) opened to book for the client. */
export const clientBookingPath = (servicePath: string, clientId: string): string =>
  `${servicePath}/search?${new URLSearchParams({ [CLIENT_BOOKING_PARAM]: clientId }).toString()}`;

/** The client's page in the Command Center. */
export const clientPagePath = (clientId: string): string => `/clients/${encodeURIComponent(clientId)}`;
