import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { initTestI18n, loginFixture } from '@travel/mocks';
import { apiError, currentPage, renderAuthRoute } from './helpers';

beforeAll(() => initTestI18n('en'));
afterEach(() => Cookies.remove('x-access-token', { path: '/' }));

const invitation = { agencyName: 'Wayfarer Travel', email: 'nina@example.com', firstName: 'Nina', lastName: 'Novak', role: 'SalesAgent' };

describe('/agentInvitation: the link of an agent invitation mail', () => {
  it('shows the agency and the names, takes a password, and lands signed in on the Command Center', async () => {
    const user = userEvent.setup();
    const accepted = jest.fn((body: unknown) => body);
    renderAuthRoute('/agentInvitation?token=tok123', {
      api: [
        http.get('*/api/agent-invitations/tok123', () => HttpResponse.json(invitation)),
        http.post('*/api/agent-invitations/accept', async ({ request }) => {
          accepted(await request.json());
          return HttpResponse.json(loginFixture);
        }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Join your agency' })).toBeInTheDocument();
    expect(await screen.findByText('Wayfarer Travel invited you, Nina Novak, to work as an agent. Choose your password to start.')).toBeInTheDocument();
    expect(screen.getByText('nina@example.com')).toHaveAttribute('dir', 'ltr');

    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(accepted).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Password'), 'a long and unusual passphrase');
    await user.type(screen.getByLabelText('Confirm password'), 'a long and unusual passphrase');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(currentPage()).toBe('/dashboard');
    expect(accepted.mock.calls).toEqual([[{ token: 'tok123', password: 'a long and unusual passphrase' }]]);
  });

  it.each([
    ['INVITATION_USED', 'This invitation has already been accepted; log in with your email and password'],
    ['INVITATION_EXPIRED', 'This invitation has expired; ask the agency to send it again'],
    ['INVITATION_REVOKED', 'This invitation was withdrawn by the agency'],
  ])('%s: the reason, and the way on; no form', async (code, message) => {
    renderAuthRoute('/agentInvitation?token=old', { api: [http.get('*/api/agent-invitations/old', () => HttpResponse.json(apiError(code, message), { status: 410 }))] });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByText('Ask the agency for a new invitation, or log in if you already have an account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('a second use answered by the accept call shows why, and stays on the page', async () => {
    const user = userEvent.setup();
    renderAuthRoute('/agentInvitation?token=tok', {
      api: [
        http.get('*/api/agent-invitations/tok', () => HttpResponse.json(invitation)),
        http.post('*/api/agent-invitations/accept', () => HttpResponse.json(apiError('INVITATION_USED', 'This invitation has already been accepted; log in with your email and password'), { status: 410 })),
      ],
    });
    await user.type(await screen.findByLabelText('Password'), 'a long and unusual passphrase');
    await user.type(screen.getByLabelText('Confirm password'), 'a long and unusual passphrase');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation has already been accepted');
    expect(currentPage()).toBe('/agentInvitation?token=tok');
  });

  it('without a token, says the link is incomplete', async () => {
    renderAuthRoute('/agentInvitation');
    expect(await screen.findByText('This link is incomplete: open the whole link from the email.')).toBeInTheDocument();
  });
});
