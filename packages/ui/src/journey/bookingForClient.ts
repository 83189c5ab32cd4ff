import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { withoutQueryParam, type Client } from '@travel/contracts';
import { useClientQuery } from '@travel/store';
import { KEPT_CLIENT } from './keptParams';
import { useJourneyViewer } from './viewer';

/** The client a signed-in agent books for, as the page's URL names them (useKeptBookingParams keeps it there); undefined for anyone else. */
export function useBookingClientId(): string | undefined {
  const [params] = useSearchParams();
  return useJourneyViewer() === 'agent' ? KEPT_CLIENT.read(params) : undefined;
}

export interface BookingClient {
  id: string;
  /** Their record, once loaded (undefined while it loads, or when the agent may not see them). */
  client: Client | undefined;
}

/** The client an agent books for, with their record (the store's one cache entry per client). */
export function useBookingClient(): BookingClient | undefined {
  const id = useBookingClientId();
  const { currentData } = useClientQuery(id ?? '', { skip: id === undefined });
  return id === undefined ? undefined : { id, client: currentData };
}

/** Ends booking for the client: the URL drops them and the tab forgets them. */
export function useStopBookingForClient(): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(() => {
    sessionStorage.removeItem(KEPT_CLIENT.remembered);
    navigate({ pathname: location.pathname, search: withoutQueryParam(location.search, KEPT_CLIENT.name), hash: location.hash }, { replace: true, state: location.state });
  }, [location, navigate]);
}
