import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agencyFixture, initTestI18n, renderRemote } from '@travel/mocks';
import { selectModal } from '@travel/store';
import App, { pageAt } from '../src/App';

beforeAll(() => initTestI18n());

const renderAccount = (route: string, agency = agencyFixture()) => renderRemote('account', App, route, { agency });

test.each([
  ['/mytrip/mytrips', 'My Trips'],
  ['/mytrip/wallet/', 'Wallet'],
  ['/mytrip/profile', 'Profile Settings'],
  ['/mytrip/support', 'Support'],
  ['/mytrip', 'Dashboard'],
  ['/settings/profile', 'Profile Settings'],
])('%s shows %s and asks the visitor to sign in', async (route, heading) => {
  renderAccount(route);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.getByText('Sign in to your Wayfarer Travel account to continue.')).toBeInTheDocument();
  // The header has the language and currency: the page does not repeat them.
  expect(screen.queryByRole('list', { name: 'Your settings' })).not.toBeInTheDocument();
});

test("Book Now goes to the agency's first service", async () => {
  const sunny = agencyFixture({ bookingMenuItemOptions: [{ title: 'Activities', active: true }, { title: 'Cruise', active: true }] });
  renderAccount('/mytrip/dashboard', sunny);
  expect(await screen.findByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/booknow/activities');
});

test('an unknown traveller page goes to the 404 page', async () => {
  renderAccount('/mytrip/nothing');
  expect(await screen.findByRole('heading', { name: '404 page' })).toBeInTheDocument();
});

test('Log In opens the login modal, unless the agency hides the option', async () => {
  const user = userEvent.setup();
  const { store } = renderAccount('/mytrip/profile');
  await user.click(await screen.findByRole('button', { name: 'Log In' }));
  expect(selectModal(store.getState())).toBe('login');
});

test('an agency that hides Log In gets no button', async () => {
  renderAccount('/mytrip/dashboard', agencyFixture({ isHideLoginOption: true }));
  expect(await screen.findByText('Sign in to your Wayfarer Travel account to continue.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
});

test.each([
  ['/mytrip', '/mytrip/mytrips', 'mytrips'],
  ['/mytrip', '/mytrip/mytrips/H-UPCMNG23', 'mytrips'],
  ['/mytrip', '/mytrip/wallet/', 'wallet'],
  ['/mytrip', '/mytrip/find-booking', 'find-booking'],
  ['/settings/profile', '/settings/profile', 'profile'],
  ['/settings/support', '/settings/support', 'support'],
  ['/mytrip', '/mytrip/nothing', undefined],
])('under %s, %s is the page of chunk %s: the server links only its styles', (mount, pathname, chunk) => {
  expect(pageAt(mount, pathname)?.chunk).toBe(chunk);
});
