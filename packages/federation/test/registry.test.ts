import { REMOTE_NAMES, type RemoteUrls } from '@travel/contracts';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(() => Promise.resolve({ default: () => null })),
}));

const urls = Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${name}/remoteEntry.js`])) as RemoteUrls;
const prefetchLinks = () => [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));

/** A fresh registry per test: it remembers what it has fetched for the page's lifetime. */
async function freshRegistry() {
  jest.resetModules();
  document.head.innerHTML = '';
  const registry = await import('../src/registry');
  registry.registerRemoteUrls(urls);
  return registry;
}

test("prefetches a remote's entry once, as a script", async () => {
  const { prefetchRemoteEntry } = await freshRegistry();
  prefetchRemoteEntry('hotels');
  prefetchRemoteEntry('hotels');
  expect(prefetchLinks()).toEqual(['/remotes/hotels/remoteEntry.js']);
  expect(document.head.querySelector<HTMLLinkElement>('link[rel="prefetch"]')?.as).toBe('script');
});

test('does not prefetch the entry of a remote the page is already loading (it would come twice)', async () => {
  const { loadRemoteApp, preloadRemotePage, prefetchRemoteEntry } = await freshRegistry();
  await loadRemoteApp('hotels');
  preloadRemotePage('/booknow/flights/search', null);
  prefetchRemoteEntry('hotels');
  prefetchRemoteEntry('flights');
  prefetchRemoteEntry('cars');
  expect(prefetchLinks()).toEqual(['/remotes/cars/remoteEntry.js']);
});

test('loads a named module of a remote, and its entry is then not prefetched again', async () => {
  const { loadRemoteModule, prefetchRemoteEntry } = await freshRegistry();
  const { loadRemote } = jest.requireMock<{ loadRemote: jest.Mock }>('@module-federation/enhanced/runtime');
  await loadRemoteModule('hotels', 'SearchForm');
  expect(loadRemote).toHaveBeenLastCalledWith('hotels/SearchForm');
  prefetchRemoteEntry('hotels');
  expect(prefetchLinks()).toEqual([]);
});

/** A remote App whose pages are chunks of their own: each path opens the page of its last segment. */
function appWithPages() {
  const preload = jest.fn(() => Promise.resolve());
  const pageAt = jest.fn((mount: string, pathname: string) => ({ preload, chunk: pathname.split('/').at(-1) }));
  return { module: { default: () => null, pageAt }, pageAt, preload };
}

test("loads the page a link opens ahead: its remote's App once, then that page's chunk under the remote's mount", async () => {
  const { preloadRemotePage } = await freshRegistry();
  const { loadRemote } = jest.requireMock<{ loadRemote: jest.Mock }>('@module-federation/enhanced/runtime');
  const app = appWithPages();
  loadRemote.mockClear();
  loadRemote.mockResolvedValue(app.module);
  preloadRemotePage('/booknow/hotels/search-details', null);
  preloadRemotePage('/hotel-details', null);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(loadRemote.mock.calls).toEqual([['hotels/App']]);
  expect(app.pageAt.mock.calls).toEqual([
    ['/booknow/hotels', '/booknow/hotels/search-details'],
    ['/hotel-details', '/hotel-details'],
  ]);
  expect(app.preload).toHaveBeenCalledTimes(2);
});

test('names the page each rendered App opened, for its styles; other modules, and Apps not at their mount, as they are', async () => {
  const { loadRemoteModule, renderedPages } = await freshRegistry();
  const { loadRemote } = jest.requireMock<{ loadRemote: jest.Mock }>('@module-federation/enhanced/runtime');
  loadRemote.mockResolvedValue(appWithPages().module);
  await loadRemoteModule('hotels', 'App');
  await loadRemoteModule('hotels', 'SearchForm');
  expect(renderedPages(['hotels/App'], '/booknow/hotels/search-details', null)).toEqual(['hotels/App/search-details']);
  expect(renderedPages(['hotels/SearchForm'], '/', null)).toEqual(['hotels/SearchForm']);
  expect(renderedPages(['hotels/App'], '/booknow/flights/search', null)).toEqual(['hotels/App']);
  // An App not loaded here (it failed): no page to name.
  expect(renderedPages(['flights/App'], '/booknow/flights/search', null)).toEqual(['flights/App']);
});

test("a link to the shell's own page loads no remote, and a remote that fails to load stays quiet until opened", async () => {
  const { preloadRemotePage } = await freshRegistry();
  const { loadRemote } = jest.requireMock<{ loadRemote: jest.Mock }>('@module-federation/enhanced/runtime');
  loadRemote.mockClear();
  preloadRemotePage('/faqs', null);
  expect(loadRemote).not.toHaveBeenCalled();
  loadRemote.mockRejectedValueOnce(new Error('offline'));
  preloadRemotePage('/booknow/flights/search', null);
  await new Promise((resolve) => setTimeout(resolve, 0));
  preloadRemotePage('/booknow/flights/search', null);
  expect(loadRemote.mock.calls).toEqual([['flights/App'], ['flights/App']]);
});
