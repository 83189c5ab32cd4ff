import { useEffect, useRef } from 'react';

const WAITING = '[data-taken-over="no"]';
const TAKEN_OVER = 'data-hydrated';
const TAKEN_OVER_EVENT = 'travel:taken-over';

/**
 * Marks <html data-hydrated> once no part of the page waits for React any more (the browser
 * tests and the bench wait for it: e2e/fixtures.ts). Also called where a part is replaced
 * before it was taken over (a remote that failed to load), so the mark does not wait for it.
 */
export function markIfTakenOver(): void {
  const root = document.documentElement;
  if (root.hasAttribute(TAKEN_OVER) || document.querySelector(WAITING)) return;
  root.setAttribute(TAKEN_OVER, '');
  document.dispatchEvent(new Event(TAKEN_OVER_EVENT));
}

/** Calls `then` once the page is taken over: what may change what the server rendered waits for it. */
export function whenTakenOver(then: () => void): void {
  if (document.documentElement.hasAttribute(TAKEN_OVER)) then();
  else document.addEventListener(TAKEN_OVER_EVENT, then, { once: true });
}

/**
 * Ends a part of a page that React takes over in a pass of its own: the content of a Suspense
 * boundary, which React hydrates after the page around it, and until then does not hear its
 * fields. The mark waits until every such part the server rendered has been taken over. The
 * parts are found in the document rather than counted, so nothing has to follow React's passes.
 */
export function TakenOverMark() {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.dataset.takenOver = 'yes';
    markIfTakenOver();
  }, []);
  return <span ref={ref} hidden data-taken-over="no" />;
}
