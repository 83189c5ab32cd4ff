import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { PROPOSAL_ERROR_CODES } from '@travel/contracts';
import { SEEDED_PROPOSAL_IDS, agentProfileFixture, currentUrl, proposalsMock, recordBodies } from '@travel/mocks';
import { renderCommand, withSeededProposals } from './signedInCommand';

withSeededProposals();

const owner = agentProfileFixture('AgencyOwner', 'Olivia');
const sales = agentProfileFixture('SalesAgent', 'Sam');
const open = async (id: string, title: string, { user = owner, api = [] }: { user?: typeof owner; api?: RequestHandler[] } = {}) => {
  renderCommand(`/proposals/${id}`, { user, api });
  return screen.findByRole('heading', { level: 1, name: title });
};
const item = (title: string) => screen.getByRole('article', { name: title });

test('each offer shows its quoted and current price and, in words, whether it moved or sold out; the totals leave sold-out ones out', async () => {
  expect(await open(SEEDED_PROPOSAL_IDS.viewed, 'Honeymoon: Paris and Rome')).toHaveFocus();
  expect(screen.getByText('Viewed', { selector: '.status-badge' })).toBeInTheDocument();
  const paris = item('Hotel Paris Centre');
  expect(within(paris).getByText('Price changed +8 %')).toBeInTheDocument();
  expect(within(paris).getByText('Needs your attention')).toBeInTheDocument();
  expect(paris).toHaveTextContent('Quoted$1,000.00');
  expect(paris).toHaveTextContent('Now$1,080.00');
  const rome = item('Hotel Rome Centre');
  expect(within(rome).getAllByText('Sold out')).toHaveLength(2);
  expect(within(rome).getByText('Needs your attention')).toBeInTheDocument();
  const flight = item('CDG → FCO');
  expect(within(flight).getByText('Available')).toBeInTheDocument();
  expect(within(flight).queryByText('Needs your attention')).not.toBeInTheDocument();
  expect(within(flight).getByText('2 travellers')).toBeInTheDocument();
  expect(screen.getByText('Total in USD').nextSibling).toHaveTextContent('$1,080.00quoted $1,000.00');
  expect(screen.getByText('Total in EUR').nextSibling).toHaveTextContent('€200.00');
  // The client's story and link to their page.
  expect(screen.getByRole('link', { name: 'Sofía Martínez' })).toHaveAttribute('href', expect.stringMatching(/^\/clients\//));
  expect(screen.getByText('Viewed by the client').nextSibling).not.toHaveTextContent('Not yet');
});

test('Re-quote now prices every offer again and says so', async () => {
  const user = userEvent.setup();
  await open(SEEDED_PROPOSAL_IDS.viewed, 'Honeymoon: Paris and Rome');
  proposalsMock.setItem(SEEDED_PROPOSAL_IDS.viewed, '30000000-0000-4000-8000-000000000005', { currentTotal: 23_000, availability: 'changed' });
  await user.click(screen.getByRole('button', { name: 'Re-quote now' }));
  expect(await screen.findByText('Every offer was priced again now.')).toBeInTheDocument();
  expect(within(item('CDG → FCO')).getByText('Price changed +15 %')).toBeInTheDocument();
});

test('sending asks first, naming the client\'s email; then the link is shown with a Copy button that says "Copied"', async () => {
  const user = userEvent.setup();
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  await open(SEEDED_PROPOSAL_IDS.draft, 'Lisbon in spring');
  await user.click(screen.getByRole('button', { name: 'Send to client' }));
  const dialog = screen.getByRole('dialog', { name: 'Send this proposal?' });
  expect(dialog).toHaveTextContent('Maya Lindqvist will get an email with a link to the proposal, at:maya.lindqvist@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByText('Sent to maya.lindqvist@example.com. The client\'s link:')).toHaveFocus();
  expect(screen.getByText('Sent', { selector: '.status-badge' })).toBeInTheDocument();
  const link = `${window.location.origin}/booknow/flights/deal/${SEEDED_PROPOSAL_IDS.draft}?id=${SEEDED_PROPOSAL_IDS.draft}`;
  expect(screen.getByText(link)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Copy the link Lisbon in spring' }));
  expect(writeText).toHaveBeenCalledWith(link);
  expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send to client' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete draft' })).not.toBeInTheDocument();
});

test('an empty draft explains how to add offers, and sending it is refused in words', async () => {
  const user = userEvent.setup();
  await open(SEEDED_PROPOSAL_IDS.emptyDraft, 'Summer ideas');
  expect(screen.getByText('Search hotels or flights and choose Add to proposal on the offer you want.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send to client' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send proposal' }));
  expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Add at least one offer before sending the proposal.');
});

test('what may be edited follows the status: everything in a draft, the expiry and threshold once sent, nothing once decided', async () => {
  const user = userEvent.setup();
  const puts = recordBodies('put', `/api/agency/proposals/${SEEDED_PROPOSAL_IDS.sent}`);
  await open(SEEDED_PROPOSAL_IDS.sent, 'Berlin for the trade fair', { api: [puts.handler] });
  expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Message to the client')).not.toBeInTheDocument();
  expect(screen.getByText('No message')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Price alert threshold (%)'));
  await user.type(screen.getByLabelText('Price alert threshold (%)'), '10');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Your changes were saved.')).toBeInTheDocument();
  expect(puts.bodies).toEqual([{ driftThresholdPercent: 10 }]);
  expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Move/ })).not.toBeInTheDocument();
});

test('a decided proposal is read-only, with the client\'s reason', async () => {
  await open(SEEDED_PROPOSAL_IDS.declined, 'Weekend in Barcelona');
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Re-quote now' })).not.toBeInTheDocument();
  expect(screen.getByText('We found a cheaper weekend elsewhere, thank you.')).toBeInTheDocument();
  expect(screen.getByText('Price alert threshold (%)').nextSibling).toHaveTextContent('5 %');
});

test('in a draft, offers move up and down, and are removed after a confirmation', async () => {
  const user = userEvent.setup();
  const puts = recordBodies('put', `/api/agency/proposals/${SEEDED_PROPOSAL_IDS.draft}/items/order`);
  await open(SEEDED_PROPOSAL_IDS.draft, 'Lisbon in spring', { api: [puts.handler] });
  expect(screen.getByLabelText('Title')).toHaveValue('Lisbon in spring');
  await user.click(screen.getByRole('button', { name: /^Move down ?: AMS → LIS$/ }));
  await waitFor(() => expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual(['Hotel Lisbon Centre', 'AMS → LIS']));
  expect(puts.bodies).toEqual([{ itemIds: ['30000000-0000-4000-8000-000000000002', '30000000-0000-4000-8000-000000000001'] }]);
  expect(screen.getByRole('button', { name: /^Move up ?: AMS → LIS$/ })).toHaveFocus();

  await user.click(screen.getByRole('button', { name: /^Remove ?: Hotel Lisbon Centre$/ }));
  const dialog = screen.getByRole('dialog', { name: 'Remove this offer?' });
  expect(dialog).toHaveTextContent('“Hotel Lisbon Centre” will be taken out of the proposal.');
  await user.click(within(dialog).getByRole('button', { name: 'Remove offer' }));
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  expect(screen.getByRole('heading', { level: 2, name: '1 offer' })).toHaveFocus();
});

test('Delete draft asks first, then goes back to the list, which says so', async () => {
  const user = userEvent.setup();
  await open(SEEDED_PROPOSAL_IDS.draft, 'Lisbon in spring');
  await user.click(screen.getByRole('button', { name: 'Delete draft' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete this draft?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete draft' }));
  expect(await screen.findByText('The draft “Lisbon in spring” was deleted.')).toBeInTheDocument();
  expect(currentUrl().pathname).toBe('/proposals');
  expect(await screen.findByText('6 proposals')).toBeInTheDocument();
});

test('a proposal of another agent is "not yours"', async () => {
  await open(SEEDED_PROPOSAL_IDS.viewed, 'Proposal not found', { user: sales });
  expect(screen.getByRole('alert')).toHaveTextContent('This proposal does not exist or is not yours.');
});

test.each([
  [409, PROPOSAL_ERROR_CODES.proposalStatus, "This proposal's status does not allow that any more. Reload the page to see it as it is now."],
  [410, PROPOSAL_ERROR_CODES.proposalExpired, 'This proposal has expired: nothing was changed. Make a new one for the client.'],
])('a %i %s refusal is said in words', async (status, code, text) => {
  const user = userEvent.setup();
  const refuse = http.post('*/api/agency/proposals/:id/requote', () => HttpResponse.json({ error: { code, message: 'refused' } }, { status }));
  renderCommand(`/proposals/${SEEDED_PROPOSAL_IDS.viewed}`, { user: owner, api: [refuse] });
  await user.click(await screen.findByRole('button', { name: 'Re-quote now' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
});

test('an approved proposal lets the agent book each offer for the client in its service’s checkout', async () => {
  const { approved } = SEEDED_PROPOSAL_IDS;
  await open(approved, 'Family trip to Dubai');
  const dubai = item('Hotel Dubai Centre');
  const book = within(dubai).getByRole('link', { name: 'Book for Jonas Berg' });
  expect(book.getAttribute('href')).toMatch(new RegExp(`^/booknow/hotels/checkout\\?.*&id=${approved}&proposalItem=`));
});

test('a booked offer shows its booking, and offers nothing more to book', async () => {
  proposalsMock.setItem(SEEDED_PROPOSAL_IDS.approved, '30000000-0000-4000-8000-000000000007', { bookingReference: 'H-7K3M9QRT' });
  await open(SEEDED_PROPOSAL_IDS.approved, 'Family trip to Dubai');
  const dubai = item('Hotel Dubai Centre');
  expect(within(dubai).getByRole('link', { name: 'H-7K3M9QRT' })).toHaveAttribute('href', '/bookings/H-7K3M9QRT');
  expect(within(dubai).queryByRole('link', { name: /^Book for / })).not.toBeInTheDocument();
});
