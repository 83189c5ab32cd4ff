import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEEDED_PROPOSAL_IDS, agentProfileFixture, demoTokenFor, initTestI18n, proposalsMock, recordBodies, renderSignedInRemote, signOutAfterEach } from '@travel/mocks';
import App from '../src/App';
import { flightQuoteRequest } from '../src/reservation/selection';
import { openAgency, reservation, reservationUrl } from './renderBooking';

beforeAll(() => initTestI18n('en'));
beforeEach(() => proposalsMock.reset());
signOutAfterEach();

test("on the fare's review an agent adds the trip to a draft proposal with the checkout's own quote request", async () => {
  const user = userEvent.setup();
  const agent = agentProfileFixture('AgencyOwner');
  const posts = recordBodies('post', `/api/agency/proposals/${SEEDED_PROPOSAL_IDS.emptyDraft}/items`);
  renderSignedInRemote('flights', App, reservationUrl(), { user: agent, token: demoTokenFor(agent), agency: openAgency(), api: [posts.handler] });
  await user.click(await screen.findByRole('button', { name: 'Add to proposal' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add to a proposal' });
  const [summer] = await within(dialog).findAllByRole('button', { name: 'Add here', description: /Summer ideas/ });
  await user.click(summer as HTMLElement);
  // Added: the dialog closes (the toast is the shell's; packages/ui's test reads it).
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(posts.bodies).toEqual([{ service: 'flights', offer: flightQuoteRequest(reservation(), 'USD') }]);
});

test('a traveller reviewing the fare sees Continue but no "Add to proposal"', async () => {
  renderSignedInRemote('flights', App, reservationUrl(), { agency: openAgency() });
  expect(await screen.findByRole('link', { name: 'Continue to passenger details' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add to proposal' })).not.toBeInTheDocument();
});
