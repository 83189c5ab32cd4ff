import { useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new page starts at its top: the router changes pages without a load, so the browser would
 * keep the old page's scroll position (a deal card low on the home page would open its page
 * scrolled down). Back and Forward (POP) keep the browser's own restoration, and a link to
 * #id goes to its target when the page has it. Only a new path or hash counts: a filter
 * written to the query string keeps the traveller where they are.
 */
export function ScrollToTop(): null {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType === NavigationType.Pop) return;
    const target = hash ? document.getElementById(hash.slice(1)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // navigationType is read, not watched: a PUSH after the first load's POP is no new page by itself.
  }, [pathname, hash]);
  return null;
}
