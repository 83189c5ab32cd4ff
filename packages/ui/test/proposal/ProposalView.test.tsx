import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { SEEDED_PROPOSAL_IDS, agencyFixture, initTestI18n, proposalsMock, renderInHost } from '@travel/mocks';
import { ProposalPage } from '../../src/proposal';

beforeAll(() => initTestI18n('en'));
beforeEach(() => proposalsMock.reset());

const renderProposal = (proposalId: string, service = 'hotels') =>
  renderInHost(
    <Routes>
      <Route path={`/booknow/${service}/deal/:proposalId`} element={<ProposalPage />} />
    </Routes>,
    { route: `/booknow/${service}/deal/${proposalId}?id=${proposalId}` },
  );

test('the client reads the greeting, the message and every item priced now: a changed price and a sold-out item said plainly', async () => {
  renderProposal(SEEDED_PROPOSAL_IDS.viewed);
  expect(await screen.findByRole('heading', { level: 1, name: 'Honeymoon: Paris and Rome' })).toBeInTheDocument();
  expect(screen.getByText('Hello Sofía,')).toBeInTheDocument();
  expect(screen.getByText('A first idea for the honeymoon.')).toBeInTheDocument();

  const items = within(screen.getByRole('list', { name: 'Offers in this proposal' })).getAllByRole('listitem');
  expect(items).toHaveLength(3);
  expect(items[0]).toHaveTextContent('Hotel Paris Centre');
  expect(items[0]).toHaveTextContent('2 travellers');
  expect(items[0]).toHaveTextContent('Price changed from $1,000.00 to $1,080.00');
  expect(items[1]).toHaveTextContent('€200.00');
  expect(items[2]).toHaveTextContent('Hotel Rome Centre');
  expect(items[2]).toHaveTextContent('No longer available');
  expect(items[2]).toHaveTextContent('It was quoted at $800.00.');
  // The totals leave the sold-out room out, and say what was quoted.
  expect(screen.getByText('$1,080.00', { selector: 'dd' })).toHaveTextContent('quoted at $1,000.00');

  expect(screen.getByText(/^This proposal is valid until/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Approve' })).toHaveAttribute('href', `/allowAgentProposal?id=${SEEDED_PROPOSAL_IDS.viewed}`);
  expect(screen.getByRole('link', { name: 'Decline' })).toHaveAttribute('href', `/disapproveProposal?id=${SEEDED_PROPOSAL_IDS.viewed}`);
});

test('opening a sent proposal makes it viewed; the same page answers under the flights remote', async () => {
  renderProposal(SEEDED_PROPOSAL_IDS.sent, 'flights');
  expect(await screen.findByRole('heading', { level: 1, name: 'Berlin for the trade fair' })).toBeInTheDocument();
  expect(proposalsMock.proposals().find((proposal) => proposal.id === SEEDED_PROPOSAL_IDS.sent)?.status).toBe('viewed');
});

test('an approved or declined proposal reads so, without the buttons', async () => {
  renderProposal(SEEDED_PROPOSAL_IDS.declined);
  expect(await screen.findByRole('status')).toHaveTextContent(/^You declined this proposal on /);
  expect(screen.queryByRole('link', { name: 'Approve' })).not.toBeInTheDocument();
});

test('an expired proposal (410) says when it expired and whom to ask', async () => {
  renderProposal(SEEDED_PROPOSAL_IDS.expired);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(new RegExp(`^This proposal expired on .+\\. Ask ${agencyFixture().agencyName} for a new one\\.$`));
  expect(screen.queryByRole('link', { name: 'Approve' })).not.toBeInTheDocument();
});

test('a draft, or an unknown id, is not found', async () => {
  renderProposal(SEEDED_PROPOSAL_IDS.draft);
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this proposal.');
});

test('an approved proposal offers each item to book in its service’s checkout, and a booked item shows its reference instead', async () => {
  const proposalId = SEEDED_PROPOSAL_IDS.approved;
  const itemId = '30000000-0000-4000-8000-000000000007';
  renderProposal(proposalId);
  expect(await screen.findByRole('status')).toHaveTextContent(/Book each offer below to confirm it/);
  const book = screen.getByRole('link', { name: 'Book Hotel Dubai Centre' });
  expect(book).toHaveTextContent('Book');
  expect(book.getAttribute('href')).toMatch(new RegExp(`^/booknow/hotels/checkout\\?hotelId=1&.*&id=${proposalId}&proposalItem=${itemId}$`));
});

test('a booked item reads its booking reference and cannot be booked twice', async () => {
  proposalsMock.setItem(SEEDED_PROPOSAL_IDS.approved, '30000000-0000-4000-8000-000000000007', { bookingReference: 'H-7K3M9QRT' });
  renderProposal(SEEDED_PROPOSAL_IDS.approved);
  expect(await screen.findByText(/^Booked:/)).toHaveTextContent('Booked: H-7K3M9QRT');
  expect(screen.queryByRole('link', { name: /^Book / })).not.toBeInTheDocument();
});
