import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes } from 'react-router-dom';

type PageModule = { default: ComponentType };

/**
 * A page in a chunk of its own, as React.lazy makes it, that can also be loaded before it renders;
 * `chunk` is the name its import gives the chunk (`webpackChunkName`), by which a remote's build
 * lists the page's styles (remote-page-styles.ts).
 */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload(): Promise<void>; readonly chunk?: string };

/**
 * A thenable that calls back at once: given one, React.lazy has the page in the same render
 * instead of suspending for a turn, as it would on a promise. React only calls `then` on it,
 * which is all the cast claims.
 */
function alreadySettled(module: PageModule): Promise<PageModule> {
  return { then: (settle: (value: PageModule) => void) => settle(module) } as unknown as Promise<PageModule>;
}

/**
 * A page in a chunk of its own (React.lazy) that can be loaded ahead. Hydrating a page the
 * server rendered, React leaves a part whose chunk is still loading as the server sent it, and
 * what a visitor types into it meanwhile is lost; loaded ahead, the page hydrates in one pass.
 */
export function lazyPage(load: () => Promise<ComponentType>, chunk?: string): LazyPage {
  let loaded: PageModule | undefined;
  let loading: Promise<PageModule> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = { default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Page = lazy(() => {
    const module = loaded;
    return module ? alreadySettled(module) : preload();
  });
  return Object.assign(Page, { preload: () => preload().then(() => undefined), chunk });
}

/** A remote's or the shell's page at a path relative to where its routes are mounted. */
export type PageRoute = { path: string; Page: LazyPage };

/** The page of `pages` that `path` (relative to where they are mounted) opens, if any. */
export function matchingPage(pages: readonly PageRoute[], path: string): LazyPage | undefined {
  return matchRoutes([...pages], path)?.at(-1)?.route.Page;
}

/** Loads the page of `pages` that `path` (relative to where they are mounted) opens; nothing if none does. */
export async function preloadMatchingPage(pages: readonly PageRoute[], path: string): Promise<void> {
  await matchingPage(pages, path)?.preload();
}
