import { createContext } from 'react';
import type { RemoteName } from '@travel/contracts';
import type { RemoteModuleName } from './types';

/**
 * How remote boundaries render on either side of a server-rendered page. The server renders each
 * remote a page has, and for one it cannot load draws the failure message in its place; the
 * browser's first render draws that message too, so the page hydrates, then loads the remote again.
 */
export interface RemoteRendering {
  /** On the server: a remote that cannot load renders the failure message instead of failing the page. */
  readonly onServer: boolean;
  /** Whether this remote's boundary starts with the failure message the server drew. */
  failedOnServer(name: RemoteName): boolean;
  /** On the server: this remote could not be loaded, or threw while rendering. */
  failed(name: RemoteName): void;
  /** In the browser: this remote's boundary is past hydration, so it loads the remote again. */
  hydrated(name: RemoteName): void;
  /** The server rendered this module of a remote. */
  rendered(name: RemoteName, module: RemoteModuleName): void;
}

/** Outside a server-rendered page (tests, development, a page rendered in the browser): remotes just load. */
export const BROWSER_RENDERING: RemoteRendering = {
  onServer: false,
  failedOnServer: () => false,
  failed: () => undefined,
  hydrated: () => undefined,
  rendered: () => undefined,
};

export const RemoteRenderingContext = createContext<RemoteRendering>(BROWSER_RENDERING);

/** The browser's side: the remotes the server's handover says failed there, each until its boundary has hydrated. */
export function hydratingRemotes(failedOnServer: readonly RemoteName[]): RemoteRendering {
  const waiting = new Set(failedOnServer);
  return {
    onServer: false,
    failedOnServer: (name) => waiting.has(name),
    failed: () => undefined,
    hydrated: (name) => void waiting.delete(name),
    rendered: () => undefined,
  };
}

/** A module of a remote as the handover names it (`hotels/App`). */
export type RemoteModuleId = `${RemoteName}/${RemoteModuleName}`;

/** The server's side: notes which remote modules rendered and which remotes failed, for the handover. */
export function serverRemotes(): RemoteRendering & { renderedModules: Set<RemoteModuleId>; failedRemotes: Set<RemoteName> } {
  const renderedModules = new Set<RemoteModuleId>();
  const failedRemotes = new Set<RemoteName>();
  return {
    onServer: true,
    renderedModules,
    failedRemotes,
    failedOnServer: (name) => failedRemotes.has(name),
    failed: (name) => void failedRemotes.add(name),
    hydrated: () => undefined,
    rendered: (name, module) => void renderedModules.add(`${name}/${module}`),
  };
}
