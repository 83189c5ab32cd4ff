import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { initTestI18n, loginFixture } from '@travel/mocks';
import { selectAuthStatus, signedIn } from '@travel/store';
import { apiError, renderAuthRoute } from './helpers';

beforeAll(() => initTestI18n('en'));
afterEach(() => Cookies.remove('x-access-token', { path: '/' }));

describe('/verify: the link of the confirmation mail', () => {
  it('confirms on arrival, once, then offers to log in', async () => {
    const verify = jest.fn((body: unknown) => body);
    renderAuthRoute('/verify?token=abc123', {
      api: [
        http.post('*/api/user/verify', async ({ request }) => {
          verify(await request.json());
          return HttpResponse.json({ email: 'vera@example.test', emailVerified: true });
        }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeInTheDocument();
    const done = await screen.findByText('Your email address is confirmed');
    expect(done.closest('[role="status"]')).toHaveTextContent('vera@example.test is confirmed. You can log in now.');
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(verify.mock.calls).toEqual([[{ token: 'abc123' }]]);
  });

  it.each([
    ['LINK_EXPIRED', 'body.token: this link has expired; ask for a new one', 'This link has expired; ask for a new one'],
    ['LINK_USED', 'body.token: this link has already been used', 'This link has already been used'],
    ['LINK_INVALID', 'body.token: this link is not valid', 'This link is not valid'],
  ])('%s: the server message and a way to ask again', async (code, message, shown) => {
    renderAuthRoute('/verify?token=old', { api: [http.post('*/api/user/verify', () => HttpResponse.json(apiError(code, message), { status: 400 }))] });
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(screen.getByText(/To get a new link, ask for a password reset/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgotpassword');
  });

  it('without a token: no call, and the way to a new link', async () => {
    renderAuthRoute('/verify');
    expect(await screen.findByText(/This link is incomplete/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgotpassword');
  });
});

describe('/forgotpassword', () => {
  it('asks for a link and says it is on its way, whether or not the account exists', async () => {
    let sent: unknown;
    renderAuthRoute('/forgotpassword', {
      api: [
        http.post('*/api/user/forgot-password', async ({ request }) => {
          sent = await request.json();
          return HttpResponse.json({ message: 'If an account uses this email, a link to reset its password is on its way' }, { status: 202 });
        }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText('Email address'), 'nobody@wayfarer.test');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByText(/If an account uses nobody@wayfarer.test, a link to choose a new password is on its way/)).toBeInTheDocument();
    expect(sent).toEqual({ email: 'nobody@wayfarer.test' });
    expect(screen.getByRole('link', { name: 'Back to Log In' })).toHaveAttribute('href', '/login');
  });

  it('checks the email first', async () => {
    renderAuthRoute('/forgotpassword');
    await userEvent.click(await screen.findByRole('button', { name: 'Email me a link' }));
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('This field is required.');
  });

  it('shows the server message when it refuses (too many requests)', async () => {
    renderAuthRoute('/forgotpassword', {
      api: [http.post('*/api/user/forgot-password', () => HttpResponse.json(apiError('RATE_LIMITED', 'Too many requests from this address; retry in 1 minute'), { status: 429 }))],
    });
    await userEvent.type(await screen.findByLabelText('Email address'), 'tara@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests from this address; retry in 1 minute');
    expect(screen.getByLabelText('Email address')).toHaveValue('tara@example.test');
  });
});

describe('/newPassword: the link of the reset mail', () => {
  const fill = async (password: string, confirmation: string) => {
    await userEvent.type(await screen.findByLabelText('New password'), password);
    await userEvent.type(screen.getByLabelText('Confirm password'), confirmation);
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
  };

  it('sets the password, signs this browser out (the API revoked its token) and offers to log in', async () => {
    let sent: unknown;
    Cookies.set('x-access-token', 'old-token', { path: '/' });
    const { store } = renderAuthRoute('/newPassword?token=reset-1', {
      api: [
        http.post('*/api/user/new-password', async ({ request }) => {
          sent = await request.json();
          return new HttpResponse(null, { status: 204 });
        }),
      ],
    });
    act(() => {
      store.dispatch(signedIn(loginFixture.user));
    });
    await fill('a brand new passphrase', 'a brand new passphrase');
    expect(await screen.findByText('Your password is changed')).toBeInTheDocument();
    expect(sent).toEqual({ token: 'reset-1', password: 'a brand new passphrase' });
    expect(selectAuthStatus(store.getState())).toBe('anonymous');
    expect(Cookies.get('x-access-token')).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['LINK_EXPIRED', 'body.token: this link has expired; ask for a new one', 'This link has expired; ask for a new one'],
    ['LINK_USED', 'body.token: this link has already been used', 'This link has already been used'],
    ['LINK_INVALID', 'body.token: this link is not valid', 'This link is not valid'],
  ])('%s: the server message, the password kept, and a way to a new link', async (code, message, shown) => {
    renderAuthRoute('/newPassword?token=stale', { api: [http.post('*/api/user/new-password', () => HttpResponse.json(apiError(code, message), { status: 400 }))] });
    await fill('a brand new passphrase', 'a brand new passphrase');
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgotpassword');
    expect(screen.getByLabelText('New password')).toHaveValue('a brand new passphrase');
  });

  it.each([
    ['short-pw1', 'short-pw1', 'New password', 'Use at least 10 characters.'],
    ['a brand new passphrase', 'a brand new passphrasE', 'Confirm password', 'The passwords do not match.'],
  ])('checks %j / %j before sending', async (password, confirmation, label, message) => {
    const reset = jest.fn();
    renderAuthRoute('/newPassword?token=t', { api: [http.post('*/api/user/new-password', () => reset())] });
    await fill(password, confirmation);
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(reset).not.toHaveBeenCalled();
  });

  it('a too common password is refused next to the field', async () => {
    renderAuthRoute('/newPassword?token=t');
    await fill('password123', 'password123');
    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining('Is one of the most common passwords; choose another')),
    );
  });

  it('without a token: no form, the way to a new link', async () => {
    renderAuthRoute('/newPassword');
    expect(await screen.findByText(/This link is incomplete/)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
