import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, updated as it changes; false where there is no
 * window.matchMedia. `serverGuess` is what the server renders, and the page it hydrates, before
 * the query is asked.
 */
export function useMediaQuery(query: string, serverGuess = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia?.(query).matches ?? false, () => serverGuess);
}
