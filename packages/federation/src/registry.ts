import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, mountForPath, type Agency, type RemoteMount, type RemoteName, type RemoteUrls } from '@travel/contracts';
import type { LazyPage } from '@travel/ui';
import { isFailedRemoteModule, reportRemoteLoadError } from './load-error';
import type { RemoteModuleName, RemoteModules } from './types';

/** A remote's exposed module: a component taking that module's props. */
export type RemoteModule<M extends RemoteModuleName> = { default: ComponentType<RemoteModules[M]> };
/**
 * './App', and with it, in remotes whose pages are chunks of their own (RemotePages.tsx), the
 * page a path opens under the remote's mount: what to load before it renders, and whose styles
 * the server links.
 */
export type RemoteAppModule = RemoteModule<'App'> & { pageAt?: (mount: string, pathname: string) => LazyPage | undefined };

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

/** Modules being loaded, by `name/exposed`: asked again meanwhile, a module is loaded once. */
const loading = new Map<string, Promise<RemoteModule<RemoteModuleName>>>();

async function loadOnce<M extends RemoteModuleName>(name: RemoteName, exposed: M): Promise<RemoteModule<M>> {
  const id = `${name}/${exposed}`;
  let module = loading.get(id);
  if (!module) {
    module = loadRemote<RemoteModule<RemoteModuleName>>(id).then((found) => {
      if (!found?.default) throw new Error(`remote "${name}" has no default export in ./${exposed}`);
      return found;
    });
    loading.set(id, module);
    void module.then(
      () => loading.delete(id),
      () => loading.delete(id),
    );
  }
  const found = await module;
  if (!isFailedRemoteModule(found)) {
    if (!loaded.has(name)) loaded.set(name, new Map());
    loaded.get(name)?.set(exposed, found);
  }
  return found as RemoteModule<M>;
}

/**
 * One module a remote exposes (`./App`, `./SearchForm`); every failure is a ScriptExternalLoadError,
 * reported unless `quiet` (loading ahead: opening the page tries again and reports it then).
 */
export async function loadRemoteModule<M extends RemoteModuleName>(name: RemoteName, exposed: M, { quiet = false } = {}): Promise<RemoteModule<M>> {
  requested.add(name);
  try {
    return await loadOnce(name, exposed);
  } catch (error) {
    if (quiet) throw error;
    throw reportRemoteLoadError(name, error);
  }
}

export const loadRemoteApp = (name: RemoteName): Promise<RemoteAppModule> => loadRemoteModule(name, 'App');

/** The page `pathname` opens in a remote's App, if the path is that remote's and it has pages of its own. */
function pageOf(module: object, mount: RemoteMount, pathname: string): LazyPage | undefined {
  return (module as RemoteAppModule).pageAt?.(mount.base, pathname);
}

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
      if (exposed === 'App' && mount?.remote === name) await pageOf(module, mount, pathname)?.preload();
    }),
  );
}

/**
 * The modules a page was rendered with, each App with the page `pathname` opens in it
 * (`hotels/App/results`): the server links that page's styles rather than every page's.
 */
export function renderedPages(ids: readonly string[], pathname: string, agency: Agency | null): string[] {
  const mount = mountForPath(pathname, agency);
  return ids.map((id) => {
    const [name, exposed] = id.split('/') as [RemoteName, RemoteModuleName];
    const module = loadedRemoteModule(name, exposed);
    const chunk = exposed === 'App' && mount?.remote === name && module ? pageOf(module, mount, pathname)?.chunk : undefined;
    return chunk ? `${id}/${chunk}` : id;
  });
}

/**
 * Loads the page a link to `pathname` opens before it is opened (the pointer is over the link,
 * or it has focus): its remote, and the page's own chunk, so the page appears at once on click.
 * A failure stays quiet: opening the page retries it and shows the error then.
 */
export function preloadRemotePage(pathname: string, agency: Agency | null): void {
  const mount = mountForPath(pathname, agency);
  if (!mount) return;
  loadRemoteModule(mount.remote, 'App', { quiet: true })
    .then((module) => pageOf(module, mount, pathname)?.preload())
    .catch(() => undefined);
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
