import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes } from 'react-router-dom';

type PageModule = { default: ComponentType };

/** A page in a chunk of its own, as React.lazy makes it, that can also be loaded before it renders. */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload(): Promise<void> };

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
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
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
  return Object.assign(Page, { preload: () => preload().then(() => undefined) });
}

/** A remote's or the shell's page at a path relative to where its routes are mounted. */
export type PageRoute = { path: string; Page: LazyPage };

/** Loads the page of `pages` that `path` (relative to where they are mounted) opens; nothing if none does. */
export async function preloadMatchingPage(pages: readonly PageRoute[], path: string): Promise<void> {
  const match = matchRoutes([...pages], path)?.at(-1);
  await match?.route.Page.preload();
}
