import { useSyncExternalStore } from 'react';
import { isWideResults } from './resultsRules';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** Whether the window is wide enough for the desktop results layout; re-renders only when that changes. */
export function useWideResults(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isWideResults(window.innerWidth),
    () => true,
  );
}
