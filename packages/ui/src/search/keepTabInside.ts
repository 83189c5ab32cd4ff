import type { KeyboardEvent } from 'react';

const TAB_STOPS = 'button, [href], input, select, textarea, [tabindex]';

/**
 * Tab and Shift+Tab go round the stops inside `container` (a dialog) instead of leaving it:
 * past the last stop comes the first, and back. Within, the browser moves the focus itself
 * (from a day a calendar focused without making it a stop, too).
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>, container: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const stops = [...container.querySelectorAll<HTMLElement>(TAB_STOPS)].filter((element) => element.tabIndex >= 0 && !element.hasAttribute('disabled'));
  const active = document.activeElement;
  const ahead = (stop: HTMLElement) =>
    active !== null && stop !== active && (event.shiftKey ? stop.compareDocumentPosition(active) : active.compareDocumentPosition(stop)) & Node.DOCUMENT_POSITION_FOLLOWING;
  if (active && container.contains(active) && stops.some(ahead)) return;
  event.preventDefault();
  (event.shiftKey ? stops[stops.length - 1] : stops[0])?.focus();
}
