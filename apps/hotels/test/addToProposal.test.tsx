import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hotelDetailsPath } from '@travel/contracts';
import { SEEDED_PROPOSAL_IDS, agencyFixture, agentProfileFixture, daysFromNow, demoTokenFor, initTestI18n, proposalsMock, recordBodies, renderSignedInRemote, signOutAfterEach } from '@travel/mocks';
import App from '../src/App';

beforeAll(() => initTestI18n('en'));
beforeEach(() => proposalsMock.reset());
signOutAfterEach();

const agency = agencyFixture({ allowNonLoginFlow: true });
const stay = { hotelId: 3, checkIn: daysFromNow(20), checkOut: daysFromNow(22), rooms: [{ adults: 2, childAges: [5] }] };
const roomCard = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

test("an agent adds a bookable room to a draft proposal with the checkout's own quote request", async () => {
  const user = userEvent.setup();
  const owner = agentProfileFixture('AgencyOwner');
  const posts = recordBodies('post', `/api/agency/proposals/${SEEDED_PROPOSAL_IDS.draft}/items`);
  renderSignedInRemote('hotels', App, hotelDetailsPath(stay), { user: owner, token: demoTokenFor(owner), agency, api: [posts.handler] });
  await screen.findByRole('heading', { level: 3, name: 'Deluxe King Room' });
  const add = await within(roomCard('Deluxe King Room')).findByRole('button', { name: 'Add to proposal' });
  expect(add).toHaveAccessibleDescription('Deluxe King Room');
  // Only the bookable room has it.
  expect(screen.getAllByRole('button', { name: 'Add to proposal' })).toHaveLength(1);

  await user.click(add);
  const dialog = await screen.findByRole('dialog', { name: 'Add to a proposal' });
  const [lisbon] = await within(dialog).findAllByRole('button', { name: 'Add here', description: /Lisbon in spring/ });
  await user.click(lisbon as HTMLElement);
  // Added: the dialog closes (the toast is the shell's; packages/ui's test reads it).
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(posts.bodies).toEqual([{ service: 'hotels', offer: { ...stay, roomId: 32, currency: 'USD' } }]);
});

test('a traveller sees Reserve but no "Add to proposal"', async () => {
  renderSignedInRemote('hotels', App, hotelDetailsPath(stay), { agency });
  await screen.findByRole('heading', { level: 3, name: 'Deluxe King Room' });
  expect(within(roomCard('Deluxe King Room')).getByRole('link', { name: 'Reserve' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add to proposal' })).not.toBeInTheDocument();
});
