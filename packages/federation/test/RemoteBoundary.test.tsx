import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { initTestI18n, newRemoteBuilds } from '@travel/mocks';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  RemoteBoundary,
  RemoteModuleBoundary,
  RemoteRenderingContext,
  ScriptExternalLoadError,
  hydratingRemotes,
  loadRenderedModules,
  serverRemotes,
  type RemoteRendering,
} from '@travel/federation';
import resilienceRuntimePlugin from '../src/runtime-plugin';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoadRemote = jest.mocked(loadRemote);

beforeAll(() => initTestI18n());
let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockedLoadRemote.mockReset();
  newRemoteBuilds();
});
afterEach(() => errors.mockRestore());

const HotelsPage = ({ mount }: { mount: string }) => <h1>Hotels under {mount}</h1>;

/** What the runtime hands back when the entry could not be fetched: the plugin's fallback module. */
async function fallbackModule() {
  return resilienceRuntimePlugin().errorLoadRemote?.({
    id: 'hotels/App',
    error: new Error('RUNTIME-008 ScriptNetworkError'),
    lifecycle: 'onLoad',
    from: 'runtime',
  } as never);
}

test('a remote loads under the page skeleton, then renders under its mount', async () => {
  mockedLoadRemote.mockResolvedValue({ default: HotelsPage });
  const { container } = render(<RemoteBoundary name="hotels" mount="/booknow/hotels" />);
  // The skeleton the server renders in a remote's page (apps/shell/src/server/render.tsx), so the page keeps one look.
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  expect(container.querySelector('.page-skeleton .page-skeleton-title')).not.toBeNull();
  expect(await screen.findByRole('heading', { name: 'Hotels under /booknow/hotels' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(mockedLoadRemote).toHaveBeenCalledWith('hotels/App');
});

test('a remote that cannot load shows the fallback text, and Try again loads it once it is back', async () => {
  mockedLoadRemote.mockImplementationOnce(fallbackModule).mockResolvedValueOnce({ default: HotelsPage });
  render(
    <>
      <header>Site header</header>
      <RemoteBoundary name="hotels" mount="/booknow/hotels" />
    </>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load remote component.');
  expect(screen.getByText('Site header')).toBeInTheDocument();
  expect(errors).toHaveBeenCalledWith(expect.stringContaining('ScriptExternalLoadError'));

  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Hotels under /booknow/hotels' })).toBeInTheDocument();
});

test('a rejected load (no fallback module) is caught too and named ScriptExternalLoadError', async () => {
  mockedLoadRemote.mockRejectedValue(new Error('RUNTIME-008 ScriptNetworkError'));
  render(<RemoteBoundary name="cars" mount="/booknow/cars" />);
  expect(await screen.findByText('Failed to load remote component.')).toBeInTheDocument();
  const logged = errors.mock.calls.flat().map(String).join('\n');
  expect(logged).toContain('ScriptExternalLoadError: remote "cars" failed to load');
});

test('a remote that crashes while rendering is contained the same way', async () => {
  const Broken = () => {
    throw new Error('boom');
  };
  mockedLoadRemote.mockResolvedValue({ default: Broken });
  render(<RemoteBoundary name="blog" mount="/blog" />);
  expect(await screen.findByText('Failed to load remote component.')).toBeInTheDocument();
  expect(errors.mock.calls.flat().some((arg) => arg instanceof ScriptExternalLoadError)).toBe(false);
});

describe('a named module of a remote', () => {
  const SearchForm = () => <form aria-label="Search hotels" />;

  test('loads that module, showing what it is given while it loads', async () => {
    let arrive: (module: { default: typeof SearchForm }) => void = () => undefined;
    mockedLoadRemote.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    render(<RemoteModuleBoundary name="hotels" module="SearchForm" props={{}} loading={<p>Form skeleton</p>} />);
    expect(await screen.findByText('Form skeleton')).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('hotels/SearchForm');
    await act(async () => arrive({ default: SearchForm }));
    expect(screen.getByRole('form', { name: 'Search hotels' })).toBeInTheDocument();
    expect(screen.queryByText('Form skeleton')).not.toBeInTheDocument();
  });

  test('a module that cannot load shows what it is given for a failure, and the page around it stays', async () => {
    mockedLoadRemote.mockImplementation(fallbackModule);
    render(
      <>
        <h1>Home</h1>
        <RemoteModuleBoundary name="hotels" module="SearchForm" props={{}} failed={<a href="/booknow/hotels">Open the Hotels page</a>} />
      </>,
    );
    expect(await screen.findByRole('link', { name: 'Open the Hotels page' })).toHaveAttribute('href', '/booknow/hotels');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load remote component.')).not.toBeInTheDocument();
  });

  test('a remote without that module fails the same way, named ScriptExternalLoadError', async () => {
    mockedLoadRemote.mockResolvedValue(undefined);
    render(<RemoteModuleBoundary name="cars" module="SearchForm" props={{}} failed={<p>No form here</p>} />);
    expect(await screen.findByText('No form here')).toBeInTheDocument();
    expect(errors.mock.calls.flat().map(String).join('\n')).toContain('ScriptExternalLoadError: remote "cars" failed to load. remote "cars" has no default export in ./SearchForm');
  });
});

describe('a page the server rendered', () => {
  const page = (rendering: RemoteRendering) => (
    <RemoteRenderingContext.Provider value={rendering}>
      <header>Site header</header>
      <RemoteBoundary name="hotels" mount="/booknow/hotels" />
    </RemoteRenderingContext.Provider>
  );

  /** The server's HTML of the page, put in the document as the browser receives it. */
  function serverPage(rendering: RemoteRendering): HTMLElement {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(rendering));
    document.body.append(container);
    return container;
  }

  async function hydrate(container: HTMLElement, rendering: RemoteRendering): Promise<unknown[]> {
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(rendering), { onRecoverableError: (error) => mismatches.push(error) });
    });
    return mismatches;
  }

  test('has the remote rendered in place, and the browser hydrates it with the module and page it loaded first', async () => {
    const preload = jest.fn(() => Promise.resolve());
    const pageAt = jest.fn(() => ({ preload }));
    mockedLoadRemote.mockResolvedValue({ default: HotelsPage, pageAt });
    await loadRenderedModules(['hotels/App'], '/booknow/hotels/search-details', null);
    expect(pageAt).toHaveBeenCalledWith('/booknow/hotels', '/booknow/hotels/search-details');
    expect(preload).toHaveBeenCalled();
    const server = serverRemotes();
    const container = serverPage(server);
    expect(container.querySelector('h1')?.textContent).toBe('Hotels under /booknow/hotels');
    expect([...server.renderedModules]).toEqual(['hotels/App']);
    expect(container.querySelector('.page-skeleton')).toBeNull();

    expect(await hydrate(container, hydratingRemotes([]))).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Hotels under /booknow/hotels' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    container.remove();
  });

  test('has the failure message in place of a remote the server could not load; the browser hydrates it, then loads the remote', async () => {
    const server = serverRemotes();
    server.failed('hotels');
    const container = serverPage(server);
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('Failed to load remote component.');
    expect(container.textContent).toContain('Site header');
    expect(mockedLoadRemote).not.toHaveBeenCalled();

    mockedLoadRemote.mockResolvedValue({ default: HotelsPage });
    expect(await hydrate(container, hydratingRemotes(['hotels']))).toEqual([]);
    expect(await screen.findByRole('heading', { name: 'Hotels under /booknow/hotels' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load remote component.')).not.toBeInTheDocument();
    container.remove();
  });
});
