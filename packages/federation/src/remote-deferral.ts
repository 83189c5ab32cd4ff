import { createContext } from 'react';
import type { RemoteName } from '@travel/contracts';

/**
 * Remotes the server rendered a placeholder for instead of their content. The browser's first
 * render must draw the same placeholder to hydrate the page, then loads them.
 */
export interface RemoteDeferral {
  /** Whether this remote's boundary starts with its placeholder. */
  deferred(name: RemoteName): boolean;
  /** The boundary is past hydration and loads the remote (later pages load it at once). */
  resolved(name: RemoteName): void;
}

/** Outside a server-rendered page (tests, development, a page rendered in the browser): nothing is deferred. */
export const NO_DEFERRAL: RemoteDeferral = { deferred: () => false, resolved: () => undefined };

export const RemoteDeferralContext = createContext<RemoteDeferral>(NO_DEFERRAL);

/** The browser's side: the remotes the server's handover lists, each until its boundary has hydrated. */
export function deferralOf(remotes: readonly RemoteName[]): RemoteDeferral {
  const waiting = new Set(remotes);
  return { deferred: (name) => waiting.has(name), resolved: (name) => void waiting.delete(name) };
}
