import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { COMMAND_ERROR_CODES } from '@travel/contracts';
import { SEEDED_CLIENT_IDS, agencyFixture, agentProfileFixture, initTestI18n, recordBodies, signOutAfterEach } from '@travel/mocks';
import { renderCommand } from './signedInCommand';

const toasts: string[] = [];
jest.mock('react-toastify', () => ({ toast: { success: (text: string) => toasts.push(text) } }));

beforeAll(() => initTestI18n());
beforeEach(() => void (toasts.length = 0));
signOutAfterEach();

const owner = agentProfileFixture('AgencyOwner');
const renderClient = (api: RequestHandler[] = [], user = owner) =>
  renderCommand(`/clients/${SEEDED_CLIENT_IDS.maya}`, { user, api, agency: agencyFixture({ defaultCurrency: 'USD' }) });

async function fillGrant(user: ReturnType<typeof userEvent.setup>, amount: string, reason: string) {
  await user.click(await screen.findByRole('button', { name: 'Grant credits' }));
  const dialog = await screen.findByRole('dialog', { name: 'Grant credits to Maya Lindqvist' });
  if (amount) await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), amount);
  if (reason) await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), reason);
  await user.click(within(dialog).getByRole('button', { name: 'Review' }));
  return dialog;
}

test('an owner grants 25.50 with a reason: confirmed first, then sent in minor units, with a success toast', async () => {
  const user = userEvent.setup();
  const posts = recordBodies('post', `/api/agency/clients/${SEEDED_CLIENT_IDS.maya}/wallet-grants`);
  renderClient([posts.handler]);
  const dialog = await fillGrant(user, '25.50', 'Sorry for the delay');
  expect(within(dialog).getByRole('status')).toHaveTextContent('Give $25.50 of wallet credits to Maya Lindqvist for this reason?');
  expect(posts.bodies).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Grant $25.50' }));
  expect(await screen.findByRole('button', { name: 'Grant credits' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(posts.bodies).toEqual([{ amount: 2550, currency: 'USD', reason: 'Sorry for the delay' }]);
  expect(toasts).toEqual(['$25.50 granted to Maya Lindqvist.']);
});

test('no amount and no reason are refused next to their fields, and nothing is sent', async () => {
  const user = userEvent.setup();
  const posts = recordBodies('post', `/api/agency/clients/${SEEDED_CLIENT_IDS.maya}/wallet-grants`);
  renderClient([posts.handler]);
  const dialog = await fillGrant(user, '0', '');
  expect(within(dialog).getByText('Enter an amount above zero, at most 10,000.')).toBeInTheDocument();
  expect(within(dialog).getByText('Say why you give the credits (at most 200 characters).')).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveFocus();
  expect(posts.bodies).toEqual([]);
});

test('a client without an account: the dialog says so clearly, and no toast claims success', async () => {
  const user = userEvent.setup();
  const refuse = http.post('*/api/agency/clients/:clientId/wallet-grants', () =>
    HttpResponse.json({ error: { code: COMMAND_ERROR_CODES.clientHasNoAccount, message: 'This client has no account yet' } }, { status: 409 }),
  );
  renderClient([refuse]);
  const dialog = await fillGrant(user, '10', 'Welcome');
  await user.click(within(dialog).getByRole('button', { name: 'Grant $10.00' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('This client has no account yet: they must sign up on your site before you can give them credits.');
  expect(toasts).toEqual([]);
});

test("an agent who keeps the client has no Grant credits action (owners and admins only)", async () => {
  renderClient([], agentProfileFixture('Agent'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Maya Lindqvist' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Grant credits' })).not.toBeInTheDocument();
});
