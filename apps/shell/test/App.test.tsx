import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { agencyFixture, bootFixture, initTestI18n, newRemoteBuilds } from '@travel/mocks';
import { makeStoreFromBoot } from '@travel/store';
import type { Boot } from '@travel/contracts';
import { server } from '@travel/mocks/node';
import { App } from '../src/App';
import { prefetchHomeDeals } from '../src/home/prefetchHomeDeals';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoadRemote = jest.mocked(loadRemote);

const sunny = agencyFixture({
  agencyName: 'Sunny Escapes',
  subdomain: 'sunny',
  primaryColor: '#ffd400',
  metaData: { title: '', description: 'Sunny', keywords: [] },
  contactEmailId: '',
  bookingMenuItemOptions: [
    { title: 'Cruise', active: true },
    { title: 'Hotels', active: true },
    { title: 'Activities', active: true },
    { title: 'Air Travel', active: false },
  ],
});

beforeAll(() => initTestI18n());
let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockedLoadRemote.mockReset();
  newRemoteBuilds();
});
afterEach(() => errors.mockRestore());

function renderShell(path: string, boot: Boot = bootFixture()) {
  window.history.pushState({}, '', path);
  return render(<App store={makeStoreFromBoot(boot, 'en')} />);
}

const navigation = () => screen.getByRole('navigation', { name: 'Main' });

test('the home page offers the agency services in the fixed nav order and takes its title', async () => {
  renderShell('/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Your next trip starts with Wayfarer Travel' })).toBeInTheDocument();
  // The tiles render in the commit after the page's first one (RenderLater).
  const tiles = within(await screen.findByRole('region', { name: 'What would you like to book?' })).getAllByRole('link');
  expect(tiles.map((tile) => tile.textContent)).toEqual(['Hotels', 'Air Travel', 'Resorts Coming soon', 'Cars Coming soon', 'Activities Coming soon', 'Cruise Coming soon']);
  expect(tiles[1]).toHaveAttribute('href', '/booknow/flights');
  expect(within(navigation()).getAllByRole('link').map((link) => link.textContent)).toEqual(['Hotels', 'Air Travel', 'Resorts', 'Cars', 'Activities', 'Cruise', 'About Us', 'FAQ']);
  expect(document.title).toBe('Wayfarer Travel | Hotels, Flights, Cars and Cruises');
  expect(await screen.findByRole('link', { name: 'help@wayfarer.test' })).toHaveAttribute('href', 'mailto:help@wayfarer.test');
});

test('another agency shows only its own services and the fallback title', async () => {
  renderShell('/', bootFixture(sunny));
  expect(await screen.findByRole('heading', { level: 1, name: 'Your next trip starts with Sunny Escapes' })).toBeInTheDocument();
  expect(within(navigation()).getAllByRole('link').map((link) => link.textContent)).toEqual(['Hotels', 'Activities', 'Cruise', 'About Us', 'FAQ']);
  expect(document.title).toBe('Sunny Escapes - Online Hotel, Flight, Car Booking Agency');
});

test('an unknown path goes to the 404 page with a contact link and Take me home', async () => {
  renderShell('/no/such/page');
  expect(await screen.findByRole('heading', { name: "The page you're looking for is not found." })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/errors');
  expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', 'mailto:help@wayfarer.test');
  await userEvent.click(screen.getByRole('link', { name: 'Take me home' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Your next trip starts with Wayfarer Travel' })).toBeInTheDocument();
});

test('the 404 page has no contact link when the agency has no contact email', async () => {
  renderShell('/errors', bootFixture(sunny));
  expect(await screen.findByRole('heading', { name: "The page you're looking for is not found." })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Contact us' })).not.toBeInTheDocument();
});

test("an unknown subdomain shows 'Agency not found!' and nothing of a site", async () => {
  renderShell('/', bootFixture(null, { code: 'AGENCY_NOT_FOUND', message: 'Agency not found!' }));
  expect(await screen.findByRole('heading', { name: 'Agency not found!' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

test('an inactive agency is blocked by the inactive modal', async () => {
  const closed = agencyFixture({ agencyName: 'Closed Travel Co', status: 'Inactive' });
  renderShell('/', bootFixture(closed, { code: 'AGENCY_INACTIVE', message: 'Agency is inactive, Please contact the administrator' }));
  expect(await screen.findByText('Agency is inactive, Please contact the administrator')).toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

test('a booking route loads its remote under the shell layout', async () => {
  mockedLoadRemote.mockResolvedValue({ default: ({ mount }: { mount: string }) => <h1>Flights remote at {mount}</h1> });
  renderShell('/booknow/flights/search');
  expect(await screen.findByRole('heading', { name: 'Flights remote at /booknow/flights' })).toBeInTheDocument();
  expect(mockedLoadRemote).toHaveBeenCalledWith('flights/App');
  expect(navigation()).toBeInTheDocument();
});

test('a remote that cannot load leaves the header, footer and home page working', async () => {
  mockedLoadRemote.mockRejectedValue(new Error('RUNTIME-008 ScriptNetworkError'));
  renderShell('/booknow/hotels/search');
  expect(await screen.findByText('Failed to load remote component.')).toBeInTheDocument();
  expect(navigation()).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Wayfarer Travel home' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Your next trip starts with Wayfarer Travel' })).toBeInTheDocument();
});

test('/booknow/resort is not a route when the agency has no Resorts', async () => {
  renderShell('/booknow/resort/search', bootFixture(sunny));
  expect(await screen.findByRole('heading', { name: "The page you're looking for is not found." })).toBeInTheDocument();
  expect(mockedLoadRemote).not.toHaveBeenCalled();
});

test('choosing Arabic translates the page, mirrors it and remembers the choice', async () => {
  renderShell('/');
  await screen.findByRole('heading', { level: 1 });
  await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
  await userEvent.click(screen.getByRole('button', { name: 'العربية' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'رحلتك القادمة تبدأ مع Wayfarer Travel' })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(document.documentElement).toHaveAttribute('lang', 'ar');
  expect(Cookies.get('pll_language')).toBe('ar');
  await userEvent.click(screen.getByRole('button', { name: 'اللغة: العربية' }));
  await act(async () => {
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
  });
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');
});

test("a saved session's sidebar keeps its place while the profile loads, so the page does not move when it arrives", async () => {
  Cookies.set('x-access-token', 'saved-session');
  window.history.pushState({}, '', '/');
  render(<App store={makeStoreFromBoot(bootFixture(), 'en', { hasToken: true })} />);
  expect(screen.getByTestId('sidebar-placeholder')).toBeInTheDocument();
  expect(await screen.findByRole('complementary', { name: 'Your account' })).toBeInTheDocument();
  expect(screen.queryByTestId('sidebar-placeholder')).not.toBeInTheDocument();
  Cookies.remove('x-access-token');
});

test("the sidebar marks the page's own link, a trailing slash or not: Wallet on /mytrip/wallet", async () => {
  mockedLoadRemote.mockResolvedValue({ default: () => <h1>Account remote</h1> });
  Cookies.set('x-access-token', 'saved-session');
  window.history.pushState({}, '', '/mytrip/wallet');
  render(<App store={makeStoreFromBoot(bootFixture(), 'en', { hasToken: true })} />);
  const sidebar = await screen.findByRole('complementary', { name: 'Your account' });
  expect(within(sidebar).getByRole('link', { name: 'Wallet' })).toHaveAttribute('aria-current', 'page');
  expect(within(sidebar).getByRole('link', { name: 'My Trips' })).not.toHaveAttribute('aria-current');
  Cookies.remove('x-access-token');
});

test("a checkout of an agency that hides its header for deals keeps a slim bar: the logo and the phone, none of the header's links", async () => {
  mockedLoadRemote.mockResolvedValue({ default: () => <h1>Checkout</h1> });
  const hides = agencyFixture({ ...sunny, hideHeaderforDealProposal: true, allowNonLoginFlow: true, contactPhoneNumber: '+1 305 555 0142' });
  renderShell('/booknow/hotels/checkout?hotelId=1', bootFixture(hides));
  expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
  const bar = screen.getByRole('banner');
  expect(within(bar).getByRole('img', { name: 'Sunny Escapes' })).toBeInTheDocument();
  expect(within(bar).getByRole('link', { name: '+1 305 555 0142' })).toHaveAttribute('href', 'tel:+13055550142');
  expect(within(bar).queryByRole('navigation')).not.toBeInTheDocument();
  expect(within(bar).queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
  // An agency taking bookings without an account shows the way back to them.
  const footer = await screen.findByRole('contentinfo');
  expect(await within(footer).findByRole('link', { name: 'Find my booking' })).toHaveAttribute('href', '/mytrip/find-booking');
});

test('a service starts loading as soon as the pointer is over its link or the link has focus, before any click', async () => {
  mockedLoadRemote.mockReturnValue(new Promise(() => undefined));
  renderShell('/');
  await screen.findByRole('heading', { level: 1 });
  expect(mockedLoadRemote).not.toHaveBeenCalled();
  await userEvent.hover(within(navigation()).getByRole('link', { name: 'Hotels' }));
  expect(mockedLoadRemote).toHaveBeenCalledWith('hotels/App');
  within(navigation()).getByRole('link', { name: 'Cars' }).focus();
  expect(mockedLoadRemote).toHaveBeenCalledWith('cars/App');
  await userEvent.hover(within(navigation()).getByRole('link', { name: 'FAQ' }));
  expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  expect(window.location.pathname).toBe('/');
});

test('the home deals request starts before the page renders, and the deals list uses that answer instead of asking again', async () => {
  const dealCalls: string[] = [];
  const count = ({ request }: { request: Request }) => {
    if (request.url.includes('/api/dealray/deals/hotel-search')) dealCalls.push(request.url);
  };
  server.events.on('request:start', count);
  try {
    const boot = bootFixture();
    const store = makeStoreFromBoot(boot, 'en');
    window.history.pushState({}, '', '/');
    prefetchHomeDeals(store, boot.agency);
    await waitFor(() => expect(dealCalls).toHaveLength(1));
    render(<App store={store} />);
    expect(await screen.findByRole('heading', { level: 3, name: 'New York City Grand House' })).toBeInTheDocument();
    expect(dealCalls).toHaveLength(1);
  } finally {
    server.events.removeListener('request:start', count);
  }
});

test('other pages do not ask for deals up front', () => {
  const boot = bootFixture();
  const store = makeStoreFromBoot(boot, 'en');
  prefetchHomeDeals(store, boot.agency, { pathname: '/faq', search: '' });
  expect(Object.keys(store.getState().travelApi.queries)).toEqual([]);
});
