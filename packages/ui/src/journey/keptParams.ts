import { CLIENT_BOOKING_PARAM, DEAL_LINK_PARAM, bookingClientIdIn, dealLinkIdIn } from '@travel/contracts';

/** A query parameter the booking pages keep in the URL from the search to the checkout, remembered for the tab's session. */
export interface KeptParam {
  name: string;
  /** Its sessionStorage key. */
  remembered: string;
  /** Its value in a query, when well formed (a malformed one is never kept). */
  read: (query: URLSearchParams) => string | undefined;
  /** Kept for signed-in agents only: anyone else's is dropped and forgotten. */
  agentsOnly: boolean;
}

/** The agent's deal link a visitor came through (/url/<id> adds it). */
export const KEPT_DEAL_LINK: KeptParam = { name: DEAL_LINK_PARAM, remembered: 'travel.dealLinkId', read: dealLinkIdIn, agentsOnly: false };

/** The client an agent books for (the client's page in the Command Center adds it). */
export const KEPT_CLIENT: KeptParam = { name: CLIENT_BOOKING_PARAM, remembered: 'travel.clientId', read: bookingClientIdIn, agentsOnly: true };

export const KEPT_PARAMS: readonly KeptParam[] = [KEPT_DEAL_LINK, KEPT_CLIENT];
