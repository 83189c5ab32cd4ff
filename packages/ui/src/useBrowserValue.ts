import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * A value only the browser has (the site's origin, what the tab's session storage keeps), read
 * while rendering. The server renders `serverValue`, and so does the page hydrating its HTML, so
 * the two match; the browser's own value follows at once. `read` must return the same value
 * until it changes (a string, not a new object).
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}

/** The site's origin (`https://wayfarer.example.com`) for links a person copies; empty on the server. */
export const useSiteOrigin = (): string => useBrowserValue(() => window.location.origin, '');
