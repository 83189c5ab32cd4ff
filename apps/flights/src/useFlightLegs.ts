import type { FlightResultsQuery, FlightSearchResponse, JourneyOffer } from '@travel/contracts';
import { pageCall, usePageData } from '@travel/store';
import { flightsApi, useFlightSearchQuery } from './api';

/** A search as the results ask it: the URL's, priced in the display currency. */
export type PricedSearch = FlightResultsQuery & { currency: string };

export interface FlightLegs {
  /** The search's answer with its outbound journeys (its `inbound` is not read: see below). */
  answer: FlightSearchResponse | undefined;
  /** The flights back once asked for and there; null on a one-way trip. */
  inbound: JourneyOffer[] | null | undefined;
  /** A leg the page asked for failed. */
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  /** Asks the failed legs again. */
  refetch: () => void;
  /** Asks for the flights back ahead (the pointer is on an outbound's Select), so they show at once. */
  prefetchInbound: () => void;
}

/**
 * A flight search asked leg by leg (apps/api/README.md "Flights"): the outbound journeys, and the
 * flights back once `withInbound` (an outbound is chosen, or the page shows both). The results'
 * first screen is then half the answer, in the HTML the server renders as in the browser, which
 * renders it with the same calls and asks none of them again.
 */
export function useFlightLegs(search: PricedSearch, withInbound: boolean): FlightLegs {
  const oneWay = search.return === undefined;
  const outboundCall = { ...search, leg: 'outbound' as const };
  const inboundCall = { ...search, leg: 'inbound' as const };
  const inboundAsked = !oneWay && withInbound;
  usePageData(pageCall(flightsApi.endpoints.flightSearch, outboundCall), inboundAsked ? pageCall(flightsApi.endpoints.flightSearch, inboundCall) : null);
  const outbound = useFlightSearchQuery(outboundCall);
  const back = useFlightSearchQuery(inboundCall, { skip: !inboundAsked });
  const prefetch = flightsApi.usePrefetch('flightSearch');
  const failed = outbound.isError ? outbound : back.isError ? back : undefined;
  return {
    answer: outbound.data,
    inbound: oneWay ? null : back.data?.inbound ?? undefined,
    isError: failed !== undefined,
    error: failed?.error,
    isFetching: outbound.isFetching || back.isFetching,
    refetch: () => {
      if (outbound.isError) void outbound.refetch();
      if (back.isError) void back.refetch();
    },
    prefetchInbound: () => {
      if (!oneWay) prefetch(inboundCall);
    },
  };
}
