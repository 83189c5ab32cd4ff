import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEEDED_CLIENT_IDS, SEEDED_PROPOSAL_IDS, agentProfileFixture, currentUrl } from '@travel/mocks';
import { onAPhone, renderCommand, withSeededProposals } from './signedInCommand';

withSeededProposals();

const owner = agentProfileFixture('AgencyOwner', 'Olivia');
const sales = agentProfileFixture('SalesAgent', 'Sam');

const table = () => screen.getByRole('table', { name: 'Proposals' });
const titles = () => within(table()).getAllByRole('rowheader').map((cell) => within(cell).getByRole('link').textContent);
const rowOf = (title: string) => {
  const row = within(table()).getByRole('link', { name: title }).closest('tr');
  if (!row) throw new Error(`no row ${title}`);
  return row;
};

test('the list: title, client, agent, status, offers, total now and expiry, newest change first, with what moved or sold out in words', async () => {
  renderCommand('/proposals', { user: owner });
  expect(await screen.findByText('7 proposals')).toHaveAttribute('role', 'status');
  expect(titles()).toHaveLength(7);
  expect(within(table()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Title', 'Client', 'Agent', 'Status', 'Offers', 'Total now', 'Expires']);

  const honeymoon = rowOf('Honeymoon: Paris and Rome');
  expect(within(honeymoon).getByText('1 moved')).toBeInTheDocument();
  expect(within(honeymoon).getByText('1 sold out')).toBeInTheDocument();
  expect(within(honeymoon).getByText('Viewed')).toBeInTheDocument();
  expect(within(honeymoon).getByText('3 offers')).toBeInTheDocument();
  // The sold-out room is left out of what the client would pay now.
  expect(honeymoon).toHaveTextContent('$1,080.00');
  expect(honeymoon).toHaveTextContent('€200.00');
  expect(within(honeymoon).getByRole('link', { name: 'Honeymoon: Paris and Rome' })).toHaveAttribute('href', `/proposals/${SEEDED_PROPOSAL_IDS.viewed}`);
  expect(within(honeymoon).getByRole('link', { name: 'Sofía Martínez' })).toHaveAttribute('href', `/clients/${SEEDED_CLIENT_IDS.sofia}`);

  expect(within(rowOf('Lisbon in spring')).queryByText(/moved|sold out/)).not.toBeInTheDocument();
  expect(within(rowOf('Summer ideas')).getByText('None')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'New proposal' })).toHaveAttribute('href', '/proposals/new');
});

test('the status and client filters are the URL, and clearing them shows every proposal again', async () => {
  const user = userEvent.setup();
  renderCommand('/proposals', { user: owner });
  await screen.findByText('7 proposals');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Draft');
  expect(await screen.findByText('2 proposals')).toBeInTheDocument();
  expect(currentUrl().search).toBe('?status=draft');
  expect(titles().sort()).toEqual(['Lisbon in spring', 'Summer ideas']);

  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Any status');
  await user.type(screen.getByRole('combobox', { name: 'Client' }), 'hadd');
  await user.click(await screen.findByRole('option', { name: /Omar Haddad/ }));
  expect(await screen.findByText('2 proposals')).toBeInTheDocument();
  expect(currentUrl().search).toBe(`?clientId=${SEEDED_CLIENT_IDS.omar}`);
  // A new proposal from here is for the client chosen.
  expect(screen.getByRole('link', { name: 'New proposal' })).toHaveAttribute('href', `/proposals/new?clientId=${SEEDED_CLIENT_IDS.omar}`);

  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(await screen.findByText('7 proposals')).toBeInTheDocument();
  expect(currentUrl().search).toBe('');
});

test('a link with filters opens the list filtered; none matching says so', async () => {
  renderCommand(`/proposals?status=booked`, { user: owner });
  expect(await screen.findByText('No proposals match these filters.')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('booked');
});

test('a sales agent sees only their own proposals, without the agent column', async () => {
  renderCommand('/proposals', { user: sales });
  expect(await screen.findByText('3 proposals')).toBeInTheDocument();
  expect(titles().sort()).toEqual(['Berlin for the trade fair', 'Oslo in winter', 'Weekend in Barcelona']);
  expect(within(table()).queryByRole('columnheader', { name: 'Agent' })).not.toBeInTheDocument();
});

describe('on a phone', () => {
  onAPhone();

  test('each proposal is a card, with its status and what needs attention in words', async () => {
    renderCommand('/proposals', { user: owner });
    await screen.findByText('7 proposals');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Honeymoon: Paris and Rome' });
    expect(within(card).getByText('1 sold out')).toBeInTheDocument();
    expect(within(card).getByText('1 moved')).toBeInTheDocument();
    expect(within(card).getByText('Viewed')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Sofía Martínez' })).toBeInTheDocument();
  });
});
