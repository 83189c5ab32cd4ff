import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { UserProfile } from '@travel/contracts';
import { agencyFixture, agentProfileFixture as agentProfile, initTestI18n, markupsMock, recordBodies, signOutAfterEach } from '@travel/mocks';
import { renderCommand as renderSignedIn } from './signedInCommand';

beforeAll(() => initTestI18n());
beforeEach(() => markupsMock.reset());
signOutAfterEach();

const owner = agentProfile('AgencyOwner');
const renderSettings = (user: UserProfile, { api = [] as RequestHandler[], agency = agencyFixture(), route = '/settings/agency' } = {}) =>
  renderSignedIn(route, { user, api, agency });
const recordPuts = () => recordBodies('put', '/api/agency/markups');

test("an owner sees each active service's markup with what it makes of a price, and saves a change", async () => {
  const user = userEvent.setup();
  const puts = recordPuts();
  const sunnyLike = agencyFixture({ bookingMenuItemOptions: [{ title: 'Hotels', active: true }, { title: 'Cars', active: true }, { title: 'Cruise', active: false }] });
  renderSettings(owner, { api: [puts.handler], agency: sunnyLike });
  expect(screen.getByRole('heading', { level: 1, name: 'Markup Settings' })).toBeInTheDocument();
  const hotels = await screen.findByLabelText('Hotels markup');
  expect(hotels).toHaveValue('12');
  expect(hotels).toHaveAccessibleDescription('A wholesale rate of $100.00 sells for $112.00 before taxes.');
  expect(screen.getByLabelText('Cars markup')).toHaveValue('8');
  expect(screen.queryByLabelText('Cruise markup')).not.toBeInTheDocument();

  await user.clear(hotels);
  await user.type(hotels, '15,5');
  expect(hotels).toHaveAccessibleDescription('A wholesale rate of $100.00 sells for $115.50 before taxes.');
  await user.click(screen.getByRole('button', { name: 'Save markups' }));
  expect(await screen.findByText('Markups saved. Prices on your site now include them.')).toBeInTheDocument();
  expect(puts.bodies).toEqual([{ markups: [{ service: 'Hotels', basisPoints: 1550 }] }]);
  expect(markupsMock.list().find(({ service }) => service === 'Hotels')?.basisPoints).toBe(1550);
});

test('a value that is not a markup is refused next to its field, which gets the focus; nothing is sent', async () => {
  const user = userEvent.setup();
  const puts = recordPuts();
  renderSettings(owner, { api: [puts.handler] });
  const cars = await screen.findByLabelText('Cars markup');
  await user.clear(cars);
  await user.type(cars, '8.125');
  const cruise = screen.getByLabelText('Cruise markup');
  await user.clear(cruise);
  await user.type(cruise, '150');
  await user.click(screen.getByRole('button', { name: 'Save markups' }));
  expect(cars).toHaveAccessibleDescription('Use at most two decimals.');
  expect(cruise).toHaveAccessibleDescription('A markup can be at most 100 %.');
  expect(cars).toHaveFocus();
  expect(puts.bodies).toEqual([]);
});

test('saving with nothing changed says so and sends nothing', async () => {
  const user = userEvent.setup();
  const puts = recordPuts();
  renderSettings(owner, { api: [puts.handler] });
  await screen.findByLabelText('Hotels markup');
  await user.click(screen.getByRole('button', { name: 'Save markups' }));
  expect(screen.getByRole('status')).toHaveTextContent('No changes to save.');
  expect(puts.bodies).toEqual([]);
});

test("the server's refusal is shown and the typed values are kept", async () => {
  const user = userEvent.setup();
  const refuse = http.put('*/api/agency/markups', () => HttpResponse.json({ error: { code: 'FORBIDDEN', message: 'Your account may not do this' } }, { status: 403 }));
  renderSettings(agentProfile('Admin'), { api: [refuse] });
  const hotels = await screen.findByLabelText('Hotels markup');
  await user.clear(hotels);
  await user.type(hotels, '9');
  await user.click(screen.getByRole('button', { name: 'Save markups' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The markups were not saved: Your account may not do this');
  expect(hotels).toHaveValue('9');
});

test('markups that cannot be loaded say so, with a way to try again', async () => {
  renderSettings(owner, { api: [http.get('*/api/agency/markups', () => HttpResponse.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 500 }))] });
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your markups just now.');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

test.each(['SalesAgent', 'Agent'] as const)('a %s is told their role has no access to the markups, with no form', (userType) => {
  renderSettings(agentProfile(userType));
  expect(screen.getByText('Your role does not have access to this page')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save markups' })).not.toBeInTheDocument();
});

test('the Command Center leads owners to Markup Settings, and not sales agents', () => {
  const { unmount } = renderSettings(owner, { route: '/dashboard' });
  const shortcuts = screen.getByRole('navigation', { name: 'Your agency' });
  expect(within(shortcuts).getByRole('link', { name: 'Markup Settings' })).toHaveAttribute('href', '/settings/agency');
  unmount();
  renderSettings(agentProfile('SalesAgent'), { route: '/dashboard' });
  expect(screen.getByRole('heading', { level: 1, name: 'Command Center' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Markup Settings' })).not.toBeInTheDocument();
});

test("before saving, the typed markup is tried on the agency's recent searches: the traveller's price, the wholesale and the margin", async () => {
  const user = userEvent.setup();
  const puts = recordPuts();
  renderSettings(owner, { api: [puts.handler] });
  const simulator = await screen.findByRole('region', { name: 'Try your markups on recent searches' });
  const hotelsTable = await within(simulator).findByRole('table', { name: 'Hotels at a 12 % markup' });
  const lisbon = within(hotelsTable).getByRole('rowheader', { name: 'Lisbon' }).closest('tr');
  if (!lisbon) throw new Error('no row');
  expect(within(lisbon).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['$294.00', '$35.28', '$359.28']);
  expect(within(simulator).getByRole('table', { name: 'Air Travel at a 5 % markup' })).toBeInTheDocument();

  const hotels = screen.getByLabelText('Hotels markup');
  await user.clear(hotels);
  await user.type(hotels, '15');
  const retried = within(simulator).getByRole('table', { name: 'Hotels at a 15 % markup' });
  expect(within(within(retried).getByRole('rowheader', { name: 'Lisbon' }).closest('tr') as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['$294.00', '$44.10', '$368.10']);

  await user.clear(hotels);
  await user.type(hotels, 'abc');
  expect(within(simulator).getByText('Enter a valid markup above to see its prices.')).toBeInTheDocument();
  expect(puts.bodies).toEqual([]);
});

test('the simulator leaves out the services the agency does not sell', async () => {
  renderSettings(owner, { agency: agencyFixture({ bookingMenuItemOptions: [{ title: 'Hotels', active: true }, { title: 'Air Travel', active: false }] }) });
  const simulator = await screen.findByRole('region', { name: 'Try your markups on recent searches' });
  expect(await within(simulator).findByRole('table', { name: 'Hotels at a 12 % markup' })).toBeInTheDocument();
  expect(within(simulator).queryByRole('heading', { name: 'Air Travel' })).not.toBeInTheDocument();
});
