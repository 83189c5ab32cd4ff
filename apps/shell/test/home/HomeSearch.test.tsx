import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { agencyFixture, initTestI18n, renderInHost, newRemoteBuilds } from '@travel/mocks';
import { HomeSearch } from '../../src/home/HomeSearch';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoadRemote = jest.mocked(loadRemote);

/** The hotels remote's ./SearchForm as the tests see it. */
const HotelSearchForm = () => (
  <form aria-label="Search hotels">
    <label>
      Destination or hotel <input />
    </label>
  </form>
);

/** requestIdleCallback under the tests' control: the page becomes idle when `idle()` says so. */
let idleTasks: IdleRequestCallback[] = [];
const idle = () => act(() => idleTasks.splice(0).forEach((task) => task({ didTimeout: false, timeRemaining: () => 50 })));

beforeAll(() => initTestI18n('en'));
let errors: jest.SpyInstance;
beforeEach(() => {
  idleTasks = [];
  window.requestIdleCallback = (task) => idleTasks.push(task);
  window.cancelIdleCallback = () => undefined;
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockedLoadRemote.mockReset();
  newRemoteBuilds();
  mockedLoadRemote.mockResolvedValue({ default: HotelSearchForm });
});
afterEach(() => errors.mockRestore());

const renderSearch = (agency = agencyFixture()) => renderInHost(<HomeSearch agency={agency} />, { agency });
const tabs = () => screen.getAllByRole('tab');
const panel = () => screen.getByRole('tabpanel');

test('one tab per service the agency sells, in the nav order; the services not built yet are described as coming soon', () => {
  renderSearch();
  expect(screen.getByRole('search', { name: 'Find your trip' })).toBeInTheDocument();
  expect(screen.getByRole('tablist', { name: 'Search by service' })).toBeInTheDocument();
  expect(tabs().map((tab) => tab.textContent)).toEqual(['Hotels', 'Air Travel', 'ResortsSoon', 'CarsSoon', 'ActivitiesSoon', 'CruiseSoon']);
  expect(screen.getByRole('tab', { name: 'Cars' })).toHaveAccessibleDescription('Soon');
  expect(screen.getByRole('tab', { name: 'Hotels' })).not.toHaveAccessibleDescription();
  expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName('Hotels');
  expect(panel()).toHaveAccessibleName('Hotels');
});

test('the hotels form waits for the page to be idle behind its skeleton, then loads from the hotels remote in a boundary', async () => {
  renderSearch();
  expect(within(panel()).getByRole('status')).toHaveTextContent('Loading the search form');
  expect(mockedLoadRemote).not.toHaveBeenCalled();
  await idle();
  expect(await within(panel()).findByRole('form', { name: 'Search hotels' })).toBeInTheDocument();
  expect(mockedLoadRemote).toHaveBeenCalledWith('hotels/SearchForm');
  expect(within(panel()).queryByRole('status')).not.toBeInTheDocument();
});

test('a visitor reaching for the panel loads the form at once, without waiting for idle', async () => {
  renderSearch();
  await userEvent.hover(screen.getByRole('tab', { name: 'Hotels' }));
  expect(await screen.findByRole('form', { name: 'Search hotels' })).toBeInTheDocument();
});

test('the arrow keys move between the tabs and select them; Home and End go to the ends', async () => {
  renderSearch();
  await userEvent.tab();
  expect(screen.getByRole('tab', { name: 'Hotels' })).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Air Travel' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Air Travel' })).toHaveAttribute('aria-selected', 'true');
  expect(panel()).toHaveAccessibleName('Air Travel');
  await userEvent.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Cruise' })).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Hotels' })).toHaveFocus();
  await userEvent.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Cruise' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{Home}');
  expect(screen.getByRole('tab', { name: 'Hotels' })).toHaveAttribute('aria-selected', 'true');
  // One tab stop: Tab leaves the list for the panel.
  expect(tabs().filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
});

test('right to left, the arrow keys follow the reading direction', async () => {
  await initTestI18n('ar');
  try {
    renderSearch();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName('رحلات الطيران');
  } finally {
    await act(() => initTestI18n('en'));
  }
});

test('the Air Travel tab loads its form from the flights remote', async () => {
  renderSearch();
  await userEvent.click(screen.getByRole('tab', { name: 'Air Travel' }));
  await idle();
  expect(await within(panel()).findByRole('form')).toBeInTheDocument();
  expect(mockedLoadRemote).toHaveBeenCalledWith('flights/SearchForm');
});

test.each([
  ['Resorts', 'Open the Resorts page', '/booknow/resort'],
  ['Cars', 'Open the Cars page', '/booknow/cars'],
  ['Activities', 'Open the Activities page', '/booknow/activities'],
  ['Cruise', 'Open the Cruise page', '/booknow/cruise'],
])('the %s tab, without a form yet, says so and links to its page', async (service, link, path) => {
  renderSearch();
  await userEvent.click(screen.getByRole('tab', { name: service }));
  expect(panel()).toHaveTextContent('Online booking for this service with Wayfarer Travel is still being prepared.');
  expect(within(panel()).getByRole('link', { name: link })).toHaveAttribute('href', path);
});

test('a hotels remote that cannot load leaves a link to the hotels page, and the other tabs working', async () => {
  mockedLoadRemote.mockRejectedValue(new Error('RUNTIME-008 ScriptNetworkError'));
  renderSearch();
  await idle();
  expect(await within(panel()).findByRole('link', { name: 'Open the Hotels page' })).toHaveAttribute('href', '/booknow/hotels');
  expect(panel()).toHaveTextContent('The search form could not load.');
  expect(errors.mock.calls.flat().map(String).join('\n')).toContain('ScriptExternalLoadError: remote "hotels" failed to load');
  await userEvent.click(screen.getByRole('tab', { name: 'Cars' }));
  expect(within(panel()).getByRole('link', { name: 'Open the Cars page' })).toHaveAttribute('href', '/booknow/cars');
});

test('an agency without hotels starts on its first service; one selling nothing has no panel', () => {
  const { unmount } = renderSearch(agencyFixture({ bookingMenuItemOptions: [{ title: 'Cruise', active: true }, { title: 'Activities', active: true }] }));
  expect(tabs().map((tab) => tab.firstChild?.nextSibling?.textContent)).toEqual(['Activities', 'Cruise']);
  expect(within(panel()).getByRole('link', { name: 'Open the Activities page' })).toBeInTheDocument();
  unmount();
  renderSearch(agencyFixture({ bookingMenuItemOptions: [] }));
  expect(screen.queryByRole('search')).not.toBeInTheDocument();
});
