import { Suspense } from 'react';
import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { lazyPage, preloadMatchingPage, type PageRoute } from '../src/lazy-page';

function SearchForm() {
  return <input aria-label="Destination" defaultValue="" />;
}

/** A page's chunk as webpack loads it: a promise, settled later. */
function chunk() {
  let arrive: () => void = () => undefined;
  const load = jest.fn(() => new Promise<typeof SearchForm>((resolve) => (arrive = () => resolve(SearchForm))));
  return { load, arrive: () => arrive() };
}

const page = (Page: ReturnType<typeof lazyPage>) => (
  <Suspense fallback={<p>Loading the page</p>}>
    <Page />
  </Suspense>
);

let container: HTMLElement;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => container.remove());

test('a page loaded ahead renders in the same pass, never showing its loading state', async () => {
  const { load, arrive } = chunk();
  const Page = lazyPage(load);
  const loaded = Page.preload();
  arrive();
  await loaded;
  const root = createRoot(container);
  act(() => root.render(page(Page)));
  expect(container.querySelector('input')).not.toBeNull();
  expect(container.textContent).not.toContain('Loading the page');
  expect(load).toHaveBeenCalledTimes(1);
  act(() => root.unmount());
});

test('a page not loaded ahead shows its loading state until its chunk arrives, and loads once', async () => {
  const { load, arrive } = chunk();
  const Page = lazyPage(load);
  const root = createRoot(container);
  act(() => root.render(page(Page)));
  expect(container.textContent).toContain('Loading the page');
  await act(async () => arrive());
  expect(container.querySelector('input')).not.toBeNull();
  await Page.preload();
  expect(load).toHaveBeenCalledTimes(1);
  act(() => root.unmount());
});

test("hydrating the server's page with the chunk loaded ahead takes it over at once: what is typed next is kept", async () => {
  const { load, arrive } = chunk();
  const Page = lazyPage(load);
  const loaded = Page.preload();
  arrive();
  await loaded;
  container.innerHTML = renderToString(page(Page));
  const serverInput = container.querySelector('input');
  const mismatches: unknown[] = [];
  act(() => {
    hydrateRoot(container, page(Page), { onRecoverableError: (error) => mismatches.push(error) });
  });
  expect(mismatches).toEqual([]);
  // The same element, now React's: nothing replaces it (and what is typed in it) later.
  expect(container.querySelector('input')).toBe(serverInput);
  expect(Object.keys(serverInput ?? {}).some((key) => key.startsWith('__reactFiber'))).toBe(true);
});

test('a chunk that failed to load is asked for again', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce(SearchForm);
  const Page = lazyPage(load);
  await expect(Page.preload()).rejects.toThrow('ChunkLoadError');
  await expect(Page.preload()).resolves.toBeUndefined();
  expect(load).toHaveBeenCalledTimes(2);
});

test.each([
  ['/search', 'search'],
  ['/search-details', 'results'],
  ['/deal/42', 'proposal'],
  ['/search-details/extra', null],
  ['/unknown', null],
])('preloadMatchingPage(%s) loads only the page it opens (%s)', async (path, expected) => {
  const loads = { search: jest.fn(), results: jest.fn(), proposal: jest.fn() };
  const pages: PageRoute[] = Object.entries({ search: 'search', results: 'search-details', proposal: 'deal/:proposalId' }).map(([name, routePath]) => ({
    path: routePath,
    Page: lazyPage(() => {
      loads[name as keyof typeof loads]();
      return Promise.resolve(SearchForm);
    }),
  }));
  await preloadMatchingPage(pages, path);
  const called = Object.entries(loads).filter(([, fn]) => fn.mock.calls.length > 0).map(([name]) => name);
  expect(called).toEqual(expected ? [expected] : []);
});
