import { useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DEAL_LINK_PARAM, dealLinkIdIn, withDealLinkId } from '@travel/contracts';

const REMEMBERED = 'travel.dealLinkId';

/**
 * Keeps the agent's deal link a visitor came through (/url/<id> adds `dealLinkId`) in the page
 * URL through the journey, search to results to offer to checkout: the links between the pages
 * do not carry it, so a page without it gets it back, before its requests go out (they carry
 * SPEC 7's optional-auth flag by the URL, and the checkout sends the id with the booking).
 * Remembered for the browser tab's session, as the visitor came through the link in it.
 */
export function useKeptDealLink(): void {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    const query = new URLSearchParams(location.search);
    const named = dealLinkIdIn(query);
    if (named) {
      sessionStorage.setItem(REMEMBERED, named);
      return;
    }
    const remembered = sessionStorage.getItem(REMEMBERED);
    if (remembered === null || query.has(DEAL_LINK_PARAM)) return;
    const path = withDealLinkId(`${location.pathname}${location.search}`, remembered);
    navigate({ pathname: location.pathname, search: path.slice(location.pathname.length), hash: location.hash }, { replace: true, state: location.state });
  }, [location, navigate]);
}
