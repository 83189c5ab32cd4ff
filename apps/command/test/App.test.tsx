import { screen, waitFor, within } from '@testing-library/react';
import { agencyFixture, agentProfileFixture, currentUrl, initTestI18n, renderRemote, signOutAfterEach, travellerProfileFixture } from '@travel/mocks';
import App from '../src/App';
import { renderCommand } from './signedInCommand';

beforeAll(() => initTestI18n());
signOutAfterEach();

test.each([
  ['/dashboard', 'Command Center'],
  ['/settings/agency', 'Markup Settings'],
  ['/settings/website', 'Website Settings'],
  ['/bookings', 'Bookings'],
  ['/clients/new', 'Clients'],
])('%s shows %s and asks a visitor to sign in', async (route, heading) => {
  renderRemote('command', App, route, { agency: agencyFixture() });
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.getByText('Sign in to your Wayfarer Travel account to continue.')).toBeInTheDocument();
});

test('a traveller opening the Command Center is sent to their own dashboard', async () => {
  renderCommand('/dashboard', { user: travellerProfileFixture });
  await waitFor(() => expect(currentUrl().pathname).toBe('/mytrip/dashboard'));
});

test('an agent is welcomed by name', async () => {
  renderCommand('/dashboard', { user: agentProfileFixture('Agent', 'Priya') });
  expect(await screen.findByRole('heading', { level: 1, name: 'Command Center' })).toBeInTheDocument();
  expect(screen.getByText('Welcome back, Priya')).toBeInTheDocument();
});

test('Customize Theme opens Website Settings, where the brand colour is set', async () => {
  renderCommand('/settings/theme', { user: agentProfileFixture('AgencyOwner') });
  await waitFor(() => expect(currentUrl().pathname).toBe('/settings/website'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Website Settings' })).toBeInTheDocument();
});

test.each([
  ['an owner', agentProfileFixture('AgencyOwner'), ['Bookings', 'Clients', 'Markup Settings', 'Website Settings']],
  ['a sales agent', agentProfileFixture('SalesAgent'), ['Bookings', 'Clients']],
])('the Command Center offers %s the areas they may open', async (_who, user, areas) => {
  renderCommand('/dashboard', { user });
  const shortcuts = await screen.findByRole('navigation', { name: 'Your agency' });
  for (const area of areas) expect(within(shortcuts).getByRole('link', { name: area })).toBeInTheDocument();
  expect(within(shortcuts).getByRole('link', { name: 'Bookings' })).toHaveAttribute('href', '/bookings');
  expect(within(shortcuts).getByRole('link', { name: 'Clients' })).toHaveAttribute('href', '/clients');
});
