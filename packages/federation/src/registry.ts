import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, mountForPath, type Agency, type RemoteName, type RemoteUrls } from '@travel/contracts';
import { isFailedRemoteModule, reportRemoteLoadError } from './load-error';
import type { RemoteModuleName, RemoteModules } from './types';

/** A remote's exposed module: a component taking that module's props. */
export type RemoteModule<M extends RemoteModuleName> = { default: ComponentType<RemoteModules[M]> };
/**
 * './App', and with it, in remotes whose pages are chunks of their own (lazy-page.ts), the
 * loader of the page a path opens under the remote's mount.
 */
export type RemoteAppModule = RemoteModule<'App'> & { preloadPage?: (mount: string, pathname: string) => Promise<void> };

let registeredUrls: Partial<RemoteUrls> = {};

/**
 * The shell learns where remotes live at run time, from the server (DESIGN.md). A remote whose
 * entry changed is registered again, which drops what was loaded from the old one: on the
 * server, that is a remote's new build.
 */
export function registerRemoteUrls(urls: RemoteUrls): void {
  const changed = REMOTE_NAMES.filter((name) => registeredUrls[name] !== urls[name]);
  registeredUrls = { ...urls };
  for (const name of changed) loaded.delete(name);
  if (changed.length) registerRemotes(changed.map((name) => ({ name, entry: urls[name] })), { force: true });
}

/** The modules each remote has loaded, by exposed name: one loaded before renders without suspending. */
const loaded = new Map<RemoteName, Map<RemoteModuleName, RemoteModule<RemoteModuleName>>>();

/** A remote's module if it has loaded already (a page hydrating the server's HTML of it renders it at once). */
export function loadedRemoteModule<M extends RemoteModuleName>(name: RemoteName, exposed: M): RemoteModule<M> | undefined {
  return loaded.get(name)?.get(exposed) as RemoteModule<M> | undefined;
}

/** Remotes a module has been asked from: their entry is on its way, so prefetching it would fetch it twice. */
const requested = new Set<RemoteName>();

/** One module a remote exposes (`./App`, `./SearchForm`); every failure is a ScriptExternalLoadError. */
export async function loadRemoteModule<M extends RemoteModuleName>(name: RemoteName, exposed: M): Promise<RemoteModule<M>> {
  requested.add(name);
  try {
    const module = await loadRemote<RemoteModule<M>>(`${name}/${exposed}`);
    if (!module?.default) throw new Error(`remote "${name}" has no default export in ./${exposed}`);
    if (!isFailedRemoteModule(module)) {
      if (!loaded.has(name)) loaded.set(name, new Map());
      loaded.get(name)?.set(exposed, module as RemoteModule<RemoteModuleName>);
    }
    return module;
  } catch (error) {
    throw reportRemoteLoadError(name, error);
  }
}

export const loadRemoteApp = (name: RemoteName): Promise<RemoteAppModule> => loadRemoteModule(name, 'App');

/**
 * Loads the remote modules a server-rendered page was rendered with (its handover's
 * `renderedModules`, as `hotels/App`), and the page `pathname` opens in its remote, so the
 * browser hydrates them in one pass: a part still loading would stay as the server sent it,
 * and what a visitor typed into it meanwhile would be lost. A failure is left to the page's
 * boundary, which shows it and offers to try again.
 */
export async function loadRenderedModules(ids: readonly string[], pathname: string, agency: Agency | null): Promise<void> {
  const mount = mountForPath(pathname, agency);
  await Promise.allSettled(
    ids.map(async (id) => {
      const [name, exposed] = id.split('/') as [RemoteName, RemoteModuleName];
      const module = await loadRemoteModule(name, exposed);
      if (exposed === 'App' && mount?.remote === name) await (module as RemoteAppModule).preloadPage?.(mount.base, pathname);
    }),
  );
}

const preloads = new Map<RemoteName, Promise<RemoteAppModule>>();

/**
 * Loads the page a link to `pathname` opens before it is opened (the pointer is over the link,
 * or it has focus): its remote, and the page's own chunk, so the page appears at once on click.
 * A failure stays quiet: opening the page retries it and shows the error then.
 */
export function preloadRemotePage(pathname: string, agency: Agency | null): void {
  const mount = mountForPath(pathname, agency);
  if (!mount) return;
  const { remote } = mount;
  requested.add(remote);
  let app = preloads.get(remote);
  if (!app) {
    app = loadRemote<RemoteAppModule>(`${remote}/App`).then((module) => {
      if (!module) throw new Error(`remote "${remote}" has no ./App`);
      return module;
    });
    preloads.set(remote, app);
    app.catch(() => preloads.delete(remote));
  }
  app.then((module) => module.preloadPage?.(mount.base, pathname)).catch(() => undefined);
}

const prefetched = new Set<RemoteName>();

/**
 * Asks the browser to fetch a remote's entry when it is idle, at low priority and without
 * running it: the service a visitor most likely opens next starts one round trip sooner.
 * Not for a remote already asked for (the page open is that service's).
 */
export function prefetchRemoteEntry(name: RemoteName, doc: Document = document): void {
  const url = registeredUrls[name];
  if (!url || prefetched.has(name) || requested.has(name)) return;
  prefetched.add(name);
  const link = doc.createElement('link');
  link.rel = 'prefetch';
  link.as = 'script';
  link.href = url;
  doc.head.append(link);
}
