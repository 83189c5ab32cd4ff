import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Agent, AgentInvitation } from '@travel/contracts';
import { agentProfileFixture, commandMock, initTestI18n, signOutAfterEach, travellerProfileFixture } from '@travel/mocks';
import { onAPhone, renderCommand } from './signedInCommand';

beforeAll(() => initTestI18n());
beforeEach(() => commandMock.reset());
signOutAfterEach();

const owner = agentProfileFixture('AgencyOwner', 'Olivia');
const admin = agentProfileFixture('Admin', 'Adam');
const sales = agentProfileFixture('SalesAgent', 'Sam');

const SAM_ID = '2b7c1a52-4a0e-4c1b-9a43-3f6f1f0b8a11';
const agent = (overrides: Partial<Agent>): Agent => ({
  id: SAM_ID,
  firstName: 'Sam',
  lastName: 'Patel',
  email: 'sales@wayfarer.test',
  role: 'SalesAgent',
  status: 'active',
  deactivatedAt: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  bookings: 12,
  sales: { amount: 1_234_500, currency: 'USD' },
  ...overrides,
});
const pending: AgentInvitation = {
  id: '7d1f3c1e-2b1a-4c6e-8f00-5a5b5c5d5e5f',
  email: 'nina@example.com',
  firstName: 'Nina',
  lastName: 'Novak',
  role: 'Agent',
  invitedBy: { id: travellerProfileFixture.id, name: 'Olivia Chen' },
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-11-27T10:00:00.000Z',
  expired: false,
};

const listHandlers = (agents: Agent[], invitations: AgentInvitation[] = [pending]) => [
  http.get('*/api/agency/agents/invitations', () => HttpResponse.json({ invitations })),
  http.get('*/api/agency/agents', () => HttpResponse.json({ page: 1, pageSize: 25, total: agents.length, agents })),
];

test('the agents list: name, email, role, status, bookings and sales; the pending invitations', async () => {
  renderCommand('/users/agents', { user: owner, api: listHandlers([agent({}), agent({ id: 'a4d1e3b2-1111-4c1b-9a43-3f6f1f0b8a12', firstName: 'Riley', lastName: 'Jones', email: 'restricted@wayfarer.test', role: 'RestrictedAgent', status: 'deactivated', bookings: 0, sales: { amount: 0, currency: 'USD' } })]) });
  expect(await screen.findByText('2 agents')).toHaveAttribute('role', 'status');
  const table = screen.getByRole('table', { name: "Your agency's agents" });
  const sam = within(table).getByRole('rowheader', { name: 'Sam Patel' }).closest('tr');
  if (!sam) throw new Error('no row');
  expect(within(sam).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['sales@wayfarer.test', 'Sales agent', 'Active', '12', '$12,345.00']);
  expect(within(table).getByRole('link', { name: 'Sam Patel' })).toHaveAttribute('href', `/users/agents/view/${SAM_ID}`);
  expect(within(table).getByText('Deactivated')).toBeInTheDocument();

  const invitations = await screen.findByRole('table', { name: 'Invitations waiting' });
  expect(within(invitations).getByRole('rowheader', { name: 'Nina Novak' })).toBeInTheDocument();
  expect(within(invitations).getByRole('button', { name: 'Resend nina@example.com' })).toBeEnabled();
});

test('the invite form: a message next to each wrong field, the focus on the first, nothing sent; the API’s 409 next to the email', async () => {
  const user = userEvent.setup();
  const sent: unknown[] = [];
  renderCommand('/users/agents', {
    user: admin,
    api: [
      ...listHandlers([agent({})]),
      http.post('*/api/agency/agents/invitations', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ error: { code: 'INVITATION_PENDING', message: 'body.email: nina@example.com already has a pending invitation; resend or revoke it' } }, { status: 409 });
      }),
    ],
  });
  const form = (await screen.findByRole('heading', { name: 'Invite an agent' })).closest('section');
  if (!form) throw new Error('no form');
  // An admin is not offered the owner role.
  expect(within(form).getByLabelText('Role')).not.toHaveTextContent('Agency owner');
  await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
  expect(within(form).getByLabelText('First name')).toHaveFocus();
  expect(within(form).getByText('Enter an email address such as name@example.com.')).toBeInTheDocument();
  expect(sent).toEqual([]);

  await user.type(within(form).getByLabelText('First name'), 'Nina');
  await user.type(within(form).getByLabelText('Last name'), 'Novak');
  await user.type(within(form).getByLabelText('Email'), 'nina@example.com');
  await user.selectOptions(within(form).getByLabelText('Role'), 'SalesAgent');
  await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
  expect(await within(form).findByText('This email already has an invitation waiting: resend or revoke it below.')).toBeInTheDocument();
  expect(within(form).getByLabelText('Email')).toHaveFocus();
  expect(within(form).getByLabelText('First name')).toHaveValue('Nina');
  expect(sent).toEqual([{ firstName: 'Nina', lastName: 'Novak', email: 'nina@example.com', role: 'SalesAgent' }]);
});

test('an agent’s page: details, the role to change, and deactivation after a confirmation', async () => {
  const user = userEvent.setup();
  let current = agent({});
  const changes: string[] = [];
  renderCommand(`/users/agents/view/${SAM_ID}`, {
    user: owner,
    api: [
      http.get(`*/api/agency/agents/${SAM_ID}`, () => HttpResponse.json(current)),
      http.put(`*/api/agency/agents/${SAM_ID}/role`, async ({ request }) => {
        current = { ...current, ...((await request.json()) as Pick<Agent, 'role'>) };
        changes.push(`role ${current.role}`);
        return HttpResponse.json(current);
      }),
      http.post(`*/api/agency/agents/${SAM_ID}/deactivate`, () => {
        current = { ...current, status: 'deactivated', deactivatedAt: '2026-11-25T10:00:00.000Z' };
        changes.push('deactivate');
        return HttpResponse.json(current);
      }),
    ],
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Sam Patel' })).toHaveFocus();
  expect(screen.getByText('$12,345.00')).toBeInTheDocument();

  await user.selectOptions(screen.getByLabelText('Role'), 'Admin');
  await user.click(screen.getByRole('button', { name: 'Save role' }));
  expect(await screen.findByText('Role saved.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Deactivate' }));
  const dialog = await screen.findByRole('dialog', { name: 'Deactivate Sam Patel?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(changes).toEqual(['role Admin']);
  await user.click(screen.getByRole('button', { name: 'Deactivate' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
  expect(await screen.findByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
  expect(changes).toEqual(['role Admin', 'deactivate']);
});

test('your own page offers no role change nor deactivation', async () => {
  renderCommand(`/users/agents/view/${travellerProfileFixture.id}`, {
    user: admin,
    api: [http.get(`*/api/agency/agents/${travellerProfileFixture.id}`, () => HttpResponse.json(agent({ id: travellerProfileFixture.id, firstName: 'Adam', lastName: 'Brooks', role: 'Admin' })))],
  });
  expect(await screen.findByText('This is your own account: another owner or admin can change your role or deactivate you.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Role')).not.toBeInTheDocument();
});

test('a sales agent is told the area is not theirs', async () => {
  renderCommand('/users/agents', { user: sales });
  await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Agents' })).toBeInTheDocument());
  expect(screen.queryByRole('heading', { name: 'Invite an agent' })).not.toBeInTheDocument();
});

describe('on a phone', () => {
  onAPhone();

  const fact = (card: HTMLElement, label: string) => within(card).getByText(label, { selector: 'dt' }).nextSibling;

  test('each agent and each invitation is a card with the table’s facts; Revoke works from a card', async () => {
    const user = userEvent.setup();
    let invitations = [pending];
    const revoked: string[] = [];
    renderCommand('/users/agents', {
      user: owner,
      api: [
        http.get('*/api/agency/agents/invitations', () => HttpResponse.json({ invitations })),
        http.delete('*/api/agency/agents/invitations/:id', ({ params }) => {
          revoked.push(String(params.id));
          invitations = [];
          return new HttpResponse(null, { status: 204 });
        }),
        // Before the list's own handlers: the first that matches answers.
        ...listHandlers([agent({})]),
      ],
    });
    const sam = await screen.findByRole('article', { name: 'Sam Patel' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(sam).getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(within(sam).getByRole('link', { name: 'Sam Patel' })).toHaveAttribute('href', `/users/agents/view/${SAM_ID}`);
    expect(fact(sam, 'Email')).toHaveTextContent('sales@wayfarer.test');
    expect(fact(sam, 'Role')).toHaveTextContent('Sales agent');
    expect(fact(sam, 'Status')).toHaveTextContent('Active');
    expect(fact(sam, 'Bookings')).toHaveTextContent('12');
    expect(fact(sam, 'Sales')).toHaveTextContent('$12,345.00');

    const nina = await screen.findByRole('article', { name: 'Nina Novak' });
    expect(fact(nina, 'Email')).toHaveTextContent('nina@example.com');
    expect(fact(nina, 'Role')).toHaveTextContent('Agent');
    expect(fact(nina, 'Link valid until')).toHaveTextContent(/2026/);
    expect(within(nina).getByRole('button', { name: 'Resend nina@example.com' })).toBeEnabled();
    // From the keyboard, as in the table.
    within(nina).getByRole('button', { name: 'Revoke nina@example.com' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('The invitation to nina@example.com was revoked.')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('No invitations waiting.')).toBeInTheDocument();
    expect(revoked).toEqual([pending.id]);
  });
});
