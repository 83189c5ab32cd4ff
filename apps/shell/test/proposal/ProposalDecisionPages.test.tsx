import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEEDED_PROPOSAL_IDS, agencyFixture, initTestI18n, proposalsMock, recordBodies } from '@travel/mocks';
import { renderInfoRoute } from '../info/renderInfo';

beforeEach(() => initTestI18n('en'));
beforeEach(() => proposalsMock.reset());

const statusOf = (proposalId: string) => proposalsMock.proposals().find((proposal) => proposal.id === proposalId)?.status;
const { viewed, sent, expired, declined } = SEEDED_PROPOSAL_IDS;

test('/allowAgentProposal shows the trip, and "Confirm approval" approves it: thanks, each offer to book, and a way back to the proposal', async () => {
  const user = userEvent.setup();
  renderInfoRoute(`/allowAgentProposal?id=${viewed}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Approve the proposal' })).toBeInTheDocument();
  expect(await screen.findByText(/You are approving “Honeymoon: Paris and Rome”/)).toBeInTheDocument();
  // The items as priced now: the change and the sold-out room are there to read before approving.
  expect(screen.getByText('Price changed from $1,000.00 to $1,080.00')).toBeInTheDocument();
  expect(screen.getByText('No longer available')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Confirm approval' }));
  expect(await screen.findByRole('status')).toHaveTextContent(/^Thank you, Sofía: you approved “Honeymoon: Paris and Rome”\. Book each offer below when you are ready, or ask .+ to book it for you\.$/);
  // The offers still to be had, each to its checkout; the sold-out room has nothing to book.
  expect(screen.getByRole('link', { name: 'Book Hotel Paris Centre' })).toHaveAttribute('href', expect.stringContaining(`/booknow/hotels/checkout?`));
  expect(screen.queryByRole('link', { name: 'Book Hotel Rome Centre' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the proposal' })).toHaveAttribute('href', `/booknow/hotels/deal/${viewed}?id=${viewed}`);
  expect(statusOf(viewed)).toBe('approved');
});

test('/disapproveProposal sends the optional reason with "Decline proposal", then confirms', async () => {
  const user = userEvent.setup();
  const posts = recordBodies('post', `/api/proposals/${sent}/decline`);
  renderInfoRoute(`/disapproveProposal?id=${sent}`, { api: [posts.handler] });
  expect(await screen.findByRole('heading', { level: 1, name: 'Decline the proposal' })).toBeInTheDocument();
  await user.type(await screen.findByRole('textbox', { name: 'Why are you declining? (optional)' }), 'Too far for us this year');
  await user.click(screen.getByRole('button', { name: 'Decline proposal' }));
  expect(await screen.findByText(/^You declined “Berlin for the trade fair”\./)).toBeInTheDocument();
  expect(posts.bodies).toEqual([{ reason: 'Too far for us this year' }]);
  expect(statusOf(sent)).toBe('declined');
});

test('an expired proposal (410) says so on both pages, with no button to press, and nothing changes', async () => {
  const { unmount } = renderInfoRoute(`/allowAgentProposal?id=${expired}`);
  expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^This proposal expired on .+\\. Ask ${agencyFixture().agencyName} for a new one\\.$`));
  expect(screen.queryByRole('button', { name: 'Confirm approval' })).not.toBeInTheDocument();
  unmount();
  renderInfoRoute(`/disapproveProposal?id=${expired}`);
  expect(await screen.findByRole('alert')).toHaveTextContent(/^This proposal expired on /);
  expect(screen.queryByRole('button', { name: 'Decline proposal' })).not.toBeInTheDocument();
  expect(statusOf(expired)).toBe('expired');
});

test('an already declined proposal cannot be approved: it reads as declined', async () => {
  renderInfoRoute(`/allowAgentProposal?id=${declined}`);
  expect(await screen.findByRole('status')).toHaveTextContent(/^You declined this proposal on /);
  expect(screen.queryByRole('button', { name: 'Confirm approval' })).not.toBeInTheDocument();
});

test('a proposal answered meanwhile (409): nothing changes, and the page shows where it stands', async () => {
  const user = userEvent.setup();
  renderInfoRoute(`/allowAgentProposal?id=${viewed}`);
  const confirm = await screen.findByRole('button', { name: 'Confirm approval' });
  // The client declined it in another tab.
  const proposal = proposalsMock.proposals().find((candidate) => candidate.id === viewed);
  if (proposal) proposal.status = 'declined';
  await user.click(confirm);
  expect(await screen.findByText(/^You declined this proposal on /)).toBeInTheDocument();
  expect(statusOf(viewed)).toBe('declined');
});

test.each(['/allowAgentProposal', '/disapproveProposal', '/allowAgentProposal?id='])('%s without the proposal id says the link is incomplete', async (route) => {
  renderInfoRoute(route);
  expect(await screen.findByRole('alert')).toHaveTextContent("This link is missing the proposal’s id. Open the link in your email again.");
});
