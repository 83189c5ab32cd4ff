import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { WalletGrant, WalletGrantList } from '@travel/contracts';
import { paymentsApi } from '@travel/store';
import { SEEDED_CLIENT_IDS, agencyFixture, agentProfileFixture, currentUrl, grantFixture, initTestI18n, renderRemote, signOutAfterEach } from '@travel/mocks';
import App from '../src/App';
import { onAPhone, renderCommand } from './signedInCommand';

beforeAll(() => initTestI18n());
signOutAfterEach();

const owner = agentProfileFixture('AgencyOwner', 'Olivia');
const sales = agentProfileFixture('SalesAgent', 'Sam');
const PAGE_SIZE = 25;

/** The ledger as the API pages it: newest first as given, `PAGE_SIZE` a page. */
const ledgerOf = (grants: readonly WalletGrant[]) =>
  http.get('*/api/agency/wallet-grants', ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
    const rows = grants.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
    return HttpResponse.json({ page, pageSize: PAGE_SIZE, total: grants.length, grants: rows } satisfies WalletGrantList);
  });

const maya = grantFixture({
  id: 2,
  amount: 5050,
  reason: 'Welcome back',
  account: { name: 'Maya Lindqvist', email: 'maya.lindqvist@example.com' },
  clientId: SEEDED_CLIENT_IDS.maya,
  grantedBy: 'Olivia Chen',
  createdAt: '2026-03-04T09:00:00.000Z',
});
const formerClient = grantFixture({ id: 1, grantedBy: null });

const table = () => screen.getByRole('table', { name: 'Credits granted to clients' });
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

test('an owner reads the ledger: date, client, account email, amount, reason and who granted, newest first', async () => {
  renderCommand('/wallet/details', { user: owner, api: [ledgerOf([maya, formerClient])] });
  expect(await screen.findByRole('heading', { level: 1, name: 'Wallet' })).toBeInTheDocument();
  expect(await screen.findByText('2 grants')).toHaveAttribute('role', 'status');
  expect(within(table()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Date', 'Client', 'Account email', 'Amount', 'Reason', 'Granted by']);
  const [first, second] = within(table()).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
  expect(within(first).getByRole('rowheader')).toHaveTextContent('Maya Lindqvist');
  expect(cellsOf(first)).toEqual(['Mar 4, 2026', 'maya.lindqvist@example.com', '$50.50', 'Welcome back', 'Olivia Chen']);
  expect(within(first).getByRole('link', { name: 'Maya Lindqvist' })).toHaveAttribute('href', `/clients/${SEEDED_CLIENT_IDS.maya}`);
  // A deleted client has no page to open; a granter whose account is gone is named as such.
  expect(within(second).queryByRole('link')).not.toBeInTheDocument();
  expect(cellsOf(second)).toEqual(['Mar 2, 2026', 'traveller@wayfarer.test', '$25.00', 'Sorry for the delayed transfer', 'A former team member']);
  expect(screen.queryByRole('navigation', { name: 'Credits ledger pages' })).not.toBeInTheDocument();
});

test('the ledger is paged on the server, each page a link', async () => {
  const user = userEvent.setup();
  const grants = Array.from({ length: 27 }, (_, index) => grantFixture({ id: 100 - index, reason: `Grant ${index + 1}` }));
  renderCommand('/wallet/details', { user: owner, api: [ledgerOf(grants)] });
  expect(await screen.findByText('27 grants')).toBeInTheDocument();
  expect(within(table()).getAllByRole('row')).toHaveLength(1 + PAGE_SIZE);
  const pages = screen.getByRole('navigation', { name: 'Credits ledger pages' });
  await user.click(within(pages).getByRole('link', { name: /Next/ }));
  await waitFor(() => expect(currentUrl().search).toBe('?page=2'));
  await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(3));
  expect(within(table()).getByText('Grant 27')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Wallet' })).toHaveFocus();
});

test('with no grants yet it tells an owner where credits are granted (the account menu links /wallet/details/)', async () => {
  renderCommand('/wallet/details/', { user: owner, api: [ledgerOf([])] });
  expect(await screen.findByText('No credits granted yet. To give a client credits, open their page in Clients and choose Grant credits.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Clients' })).toHaveAttribute('href', '/clients');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('an agent who may not grant is told who can, and the ledger is not asked for', async () => {
  const { store } = renderCommand('/wallet/details', { user: sales });
  expect(await screen.findByText(/Only the agency’s owner and admins can see the credits ledger/)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(paymentsApi.endpoints.walletGrants.select({ page: 1 })(store.getState()).isUninitialized).toBe(true);
});

test('an owner the API refuses (their role changed since signing in) gets the same message, not a failure', async () => {
  const refuse = http.get('*/api/agency/wallet-grants', () => HttpResponse.json({ error: { code: 'FORBIDDEN', message: 'Only an owner or admin may grant wallet credits' } }, { status: 403 }));
  renderCommand('/wallet/details', { user: owner, api: [refuse] });
  expect(await screen.findByText(/Only the agency’s owner and admins can see the credits ledger/)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a ledger that could not be loaded says so, and Try again asks again', async () => {
  const user = userEvent.setup();
  let failures = 1;
  const failOnce = http.get('*/api/agency/wallet-grants', () => {
    if (failures === 0) return undefined;
    failures -= 1;
    return HttpResponse.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 500 });
  });
  renderCommand('/wallet/details', { user: owner, api: [failOnce, ledgerOf([maya])] });
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'The credits ledger could not be loaded' })).toBeInTheDocument();
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('1 grant')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('/wallet opens the ledger; a visitor is asked to sign in', async () => {
  const { unmount } = renderCommand('/wallet', { user: owner, api: [ledgerOf([maya])] });
  await waitFor(() => expect(currentUrl().pathname).toBe('/wallet/details'));
  expect(await screen.findByText('1 grant')).toBeInTheDocument();
  unmount();
  renderRemote('command', App, '/wallet/details/', { agency: agencyFixture() });
  expect(await screen.findByRole('heading', { level: 1, name: 'Wallet' })).toBeInTheDocument();
  expect(screen.getByText('Sign in to your Wayfarer Travel account to continue.')).toBeInTheDocument();
});

describe('on a phone', () => {
  onAPhone();

  test('each grant is a card named after the client, no table to widen the page', async () => {
    renderCommand('/wallet/details', { user: owner, api: [ledgerOf([maya])] });
    const card = await screen.findByRole('article', { name: 'Maya Lindqvist' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Maya Lindqvist' })).toHaveAttribute('href', `/clients/${SEEDED_CLIENT_IDS.maya}`);
    expect(within(card).getByText('Reason').nextSibling).toHaveTextContent('Welcome back');
    expect(within(card).getByText('Amount').nextSibling).toHaveTextContent('$50.50');
  });
});
