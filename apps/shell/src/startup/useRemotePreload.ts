import { useEffect } from 'react';
import { remoteForPath, type Agency } from '@travel/contracts';
import { prefetchRemoteEntry, preloadRemotePage } from '@travel/federation';
import { bookNowPath } from '../layout/rules';
import { whenIdle } from './whenIdle';

/** The path of the same-origin link an event happened in, or null. */
function linkPath(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return null;
  return link.pathname;
}

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Opening a service should feel instant: a remote's page starts loading as soon as the pointer is
 * over a link to it or the link has keyboard focus (one listener for every link on the page), and
 * when the browser is idle it fetches the entry of the service Book Now leads to.
 */
export function useRemotePreload(agency: Agency | null): void {
  useEffect(() => {
    if (!agency) return undefined;
    const onIntent = (event: Event) => {
      const path = linkPath(event.target);
      if (path !== null) preloadRemotePage(path, agency);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true });
    const bookNow = bookNowPath(agency);
    const likely = bookNow === null ? null : remoteForPath(bookNow, agency);
    const cancelIdle = likely ? whenIdle(() => prefetchRemoteEntry(likely)) : undefined;
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent);
      cancelIdle?.();
    };
  }, [agency]);
}
