import { useSyncExternalStore } from 'react';
import { selectMobileDevice, useAppSelector } from '@travel/store';
import { isWideResults } from './resultsRules';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * Whether the window is wide enough for the desktop results layout; re-renders only when that
 * changes. The server, which has no window, guesses from the device (a phone's browser says it
 * is one), and so does the page it hydrates: a phone gets the phone layout from the first paint.
 */
export function useWideResults(): boolean {
  const phone = useAppSelector(selectMobileDevice);
  return useSyncExternalStore(
    subscribe,
    () => isWideResults(window.innerWidth),
    () => !phone,
  );
}
