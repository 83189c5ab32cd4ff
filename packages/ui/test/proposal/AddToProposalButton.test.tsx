import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import type { ProposalOfferInput, UserProfile } from '@travel/contracts';
import { SEEDED_PROPOSAL_IDS, agentProfileFixture, daysFromNow, demoTokenFor, initTestI18n, offerUnavailableHandler, proposalsMock, recordBodies, renderInHost, signOutAfterEach, travellerProfileFixture } from '@travel/mocks';
import { signedIn } from '@travel/store';
import { AddToProposalButton } from '../../src/proposal';

beforeAll(() => initTestI18n('en'));
beforeEach(() => proposalsMock.reset());
signOutAfterEach();

/** A room as the hotel checkout quotes it: the button sends exactly this. */
const OFFER: ProposalOfferInput = {
  service: 'hotels',
  offer: { hotelId: 12, roomId: 3, checkIn: daysFromNow(30), checkOut: daysFromNow(33), rooms: [{ adults: 2, childAges: [] }], currency: 'EUR' },
};

function renderFor(user: UserProfile | null, api = [recordBodies('post', '/api/agency/proposals/:proposalId/items').handler]) {
  // The token the API client sends: the mocked API answers as this role's demo account.
  if (user) document.cookie = `x-access-token=${demoTokenFor(user)}; path=/`;
  const rendered = renderInHost(
    <>
      <AddToProposalButton offer={OFFER} />
      <ToastContainer />
    </>,
    { api },
  );
  if (user) act(() => void rendered.store.dispatch(signedIn(user)));
  return rendered;
}

test('a traveller and a visitor never see "Add to proposal"', () => {
  const { unmount } = renderFor(travellerProfileFixture, []);
  expect(screen.queryByRole('button', { name: 'Add to proposal' })).not.toBeInTheDocument();
  unmount();
  renderFor(null, []);
  expect(screen.queryByRole('button', { name: 'Add to proposal' })).not.toBeInTheDocument();
});

test("an agent adds the offer, as the checkout's quote request, to a draft: a toast links to it and focus returns", async () => {
  const user = userEvent.setup();
  const posts = recordBodies('post', '/api/agency/proposals/:proposalId/items');
  renderFor(agentProfileFixture('AgencyOwner'), [posts.handler]);
  const button = screen.getByRole('button', { name: 'Add to proposal' });
  await user.click(button);

  const dialog = await screen.findByRole('dialog', { name: 'Add to a proposal' });
  const drafts = await within(dialog).findByRole('list', { name: 'Your draft proposals' });
  // Drafts only, each with its client; the sent, viewed... ones are not offered.
  expect(within(drafts).getByText('Lisbon in spring')).toBeInTheDocument();
  expect(within(drafts).getByText('Summer ideas')).toBeInTheDocument();
  expect(within(drafts).queryByText('Berlin for the trade fair')).not.toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'New proposal for a client' })).toHaveAttribute('href', '/proposals/new');

  const lisbon = within(drafts).getAllByRole('button', { name: 'Add here' }).find((add) => add.getAttribute('aria-describedby') === `draft-${SEEDED_PROPOSAL_IDS.draft}`);
  expect(lisbon).toHaveAccessibleDescription(/Lisbon in spring/);
  await user.click(lisbon as HTMLElement);

  expect(await screen.findByText('Added to Lisbon in spring.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open the proposal' })).toHaveAttribute('href', `/proposals/${SEEDED_PROPOSAL_IDS.draft}`);
  expect(posts.bodies).toEqual([OFFER]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
  expect(proposalsMock.proposals().find((proposal) => proposal.id === SEEDED_PROPOSAL_IDS.draft)?.items).toHaveLength(3);
});

test('an offer that cannot be booked now (409) is said plainly, the dialog stays and nothing claims success', async () => {
  const user = userEvent.setup();
  renderFor(agentProfileFixture('AgencyOwner'), [offerUnavailableHandler()]);
  await user.click(screen.getByRole('button', { name: 'Add to proposal' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add to a proposal' });
  const [first] = await within(dialog).findAllByRole('button', { name: 'Add here' });
  await user.click(first as HTMLElement);
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('This offer cannot be booked now, so it was not added. Choose another one.');
  expect(screen.queryByText(/^Added to/)).not.toBeInTheDocument();
  await waitFor(() => expect(within(dialog).getAllByRole('button', { name: 'Add here' })[0]).toBeEnabled());
});
