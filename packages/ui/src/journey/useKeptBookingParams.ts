import { useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { withQueryParam, withoutQueryParam } from '@travel/contracts';
import { KEPT_PARAMS } from './keptParams';
import { useJourneyViewer } from './viewer';

/**
 * Keeps the journey's parameters (keptParams.ts: a visitor's deal link, the client an agent
 * books for) in the page URL from search to results to offer to checkout: the links between
 * the pages do not carry them, so a page without one gets it back before its requests go out
 * (they carry SPEC 7's optional-auth flag by the URL, and the checkout sends the ids with the
 * booking). Each is remembered for the browser tab's session, as it was opened in it; an
 * agents-only one is dropped and forgotten once the viewer is known not to be an agent.
 */
export function useKeptBookingParams(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const viewer = useJourneyViewer();
  useLayoutEffect(() => {
    const query = new URLSearchParams(location.search);
    let search = location.search;
    for (const param of KEPT_PARAMS) {
      if (param.agentsOnly && viewer !== 'agent') {
        // While the profile call is under way it may yet be an agent's: left as it is.
        if (viewer === 'other') {
          sessionStorage.removeItem(param.remembered);
          search = withoutQueryParam(search, param.name);
        }
        continue;
      }
      const named = param.read(query);
      const remembered = sessionStorage.getItem(param.remembered);
      if (named) sessionStorage.setItem(param.remembered, named);
      else if (remembered !== null) search = withQueryParam(search, param.name, remembered);
    }
    if (search !== location.search) navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, state: location.state });
  }, [location, navigate, viewer]);
}
