import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agentProfileFixture, currentUrl, initTestI18n, searchesFixture, signOutAfterEach } from '@travel/mocks';
import { renderCommand } from './signedInCommand';

beforeAll(() => initTestI18n());
signOutAfterEach();

const owner = agentProfileFixture('AgencyOwner', 'Olivia');
const table = () => screen.getByRole('table', { name: 'Recent searches' });
const rows = () => within(table()).getAllByRole('row').slice(1);

test('the most searched destinations per service, then the recent searches newest first, each a link to run it again', async () => {
  renderCommand('/searches', { user: owner });
  expect(screen.getByRole('heading', { level: 1, name: 'Searches' })).toBeInTheDocument();
  expect(await screen.findByText('30 searches')).toHaveAttribute('role', 'status');

  const top = screen.getByRole('region', { name: 'Most searched in the last 30 days' });
  const hotels = within(top).getByRole('heading', { level: 3, name: 'Hotels' }).closest('article');
  if (!hotels) throw new Error('no hotels card');
  expect(within(hotels).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Lisbon5 searches', 'Paris5 searches', 'Tokyo5 searches']);
  expect(within(top).getByRole('heading', { level: 3, name: 'Air Travel' })).toBeInTheDocument();

  expect(rows()).toHaveLength(25);
  const [first] = searchesFixture();
  const lisbon = rows()[0]!;
  expect(within(lisbon).getByRole('rowheader')).toHaveTextContent('Lisbon');
  expect(within(lisbon).getByText('2 travellers, 1 room')).toBeInTheDocument();
  expect(within(lisbon).getByText('$359.28')).toBeInTheDocument();
  expect(within(lisbon).getByText('Wholesale $294.00')).toBeInTheDocument();
  const again = within(lisbon).getByRole('link', { name: /^Search again ?: Lisbon, / });
  expect(again).toHaveAttribute('href', first?.path);

  // The seventh search found nothing, and says so.
  expect(within(rows()[6]!).getByText('Nothing found')).toBeInTheDocument();
  expect(within(rows()[1]!).getByRole('rowheader')).toHaveTextContent('JFK → LHR');
  expect(within(rows()[1]!).getAllByRole('cell')[2]).toHaveTextContent(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, one way$/);
});

test('the service filter lives in the URL, and the pages follow it', async () => {
  const user = userEvent.setup();
  renderCommand('/searches', { user: agentProfileFixture('SalesAgent', 'Sam') });
  await screen.findByText('30 searches');
  await user.selectOptions(screen.getByLabelText('Service'), 'flights');
  expect(await screen.findByText('15 searches')).toBeInTheDocument();
  expect(currentUrl().search).toBe('?service=flights');
  expect(rows().every((row) => /→/.test(within(row).getByRole('rowheader').textContent ?? ''))).toBe(true);
  expect(screen.queryByRole('navigation', { name: 'Pages of searches' })).not.toBeInTheDocument();
});

test('a restricted agent sees what travellers were asked, never the wholesale (SPEC 1, 6)', async () => {
  renderCommand('/searches', { user: { ...agentProfileFixture('Agent'), isRestrictedAgent: true } });
  await screen.findByText('30 searches');
  expect(within(rows()[0]!).getByText('$359.28')).toBeInTheDocument();
  expect(screen.queryByText(/^Wholesale/)).not.toBeInTheDocument();
});
