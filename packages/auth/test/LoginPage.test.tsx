import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { agencyFixture, initTestI18n, loginFixture } from '@travel/mocks';
import { selectUser, signedIn } from '@travel/store';
import { goToExternalUrl } from '../src/externalNavigation';
import { apiError, currentPage, nordic, renderAuthRoute } from './helpers';

jest.mock('../src/externalNavigation', () => ({ goToExternalUrl: jest.fn() }));
const mockedGoToExternalUrl = jest.mocked(goToExternalUrl);

beforeAll(() => initTestI18n('en'));
beforeEach(() => mockedGoToExternalUrl.mockReset());

const DEMO = { email: 'traveller@wayfarer.test', password: 'Travel-Demo-2026' };
const emailField = () => screen.getByLabelText('Email address');
const passwordField = () => screen.getByLabelText('Password');
const submit = () => screen.getByRole('button', { name: 'Log In' });

async function logIn(email: string, password: string) {
  if (email) await userEvent.type(emailField(), email);
  if (password) await userEvent.type(passwordField(), password);
  await userEvent.click(submit());
}

test('the login page has a heading, labelled fields and a way to sign up and to reset the password', async () => {
  renderAuthRoute('/login?redirect=/booknow/cars');
  expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeInTheDocument();
  expect(emailField()).toHaveAttribute('type', 'email');
  expect(emailField()).toHaveAttribute('autocomplete', 'email');
  expect(passwordField()).toHaveAttribute('type', 'password');
  expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgotpassword');
  // The page to come back to travels on to sign-up.
  expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup?redirect=%2Fbooknow%2Fcars');
});

describe('client-side checks, next to the field', () => {
  it.each([
    ['nothing', '', '', { email: 'This field is required.', password: 'This field is required.' }],
    ['a malformed email', 'tara@example', 'secret', { email: 'Enter an email address like name@example.com.', password: null }],
    ['no password', 'tara@example.com', '', { email: null, password: 'This field is required.' }],
  ])('%s', async (_case, email, password, expected) => {
    const login = jest.fn();
    renderAuthRoute('/login', { api: [http.post('*/api/user/login', () => login())] });
    await screen.findByRole('heading', { name: 'Log In' });
    await logIn(email, password);

    for (const [field, message] of Object.entries(expected)) {
      const input = field === 'email' ? emailField() : passwordField();
      if (message) {
        expect(input).toHaveAttribute('aria-invalid', 'true');
        expect(input).toHaveAccessibleDescription(message);
      } else {
        expect(input).not.toHaveAttribute('aria-invalid');
      }
    }
    // The first field in error takes the focus; nothing went to the server.
    expect(expected.email ? emailField() : passwordField()).toHaveFocus();
    expect(login).not.toHaveBeenCalled();
  });

  it('shows a field error only once the field was left, and clears it once fixed', async () => {
    renderAuthRoute('/login');
    await userEvent.type(await screen.findByLabelText('Email address'), 'tara');
    expect(emailField()).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(emailField()).toHaveAccessibleDescription('Enter an email address like name@example.com.');
    await userEvent.type(emailField(), '@example.com');
    expect(emailField()).not.toHaveAttribute('aria-invalid');
  });
});

test('show/hide password is a toggle button that keeps what was typed', async () => {
  renderAuthRoute('/login');
  await userEvent.type(await screen.findByLabelText('Password'), 'Travel-Demo-2026');
  const toggle = screen.getByRole('button', { name: 'Show password' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(toggle);
  expect(passwordField()).toHaveAttribute('type', 'text');
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(passwordField()).toHaveValue('Travel-Demo-2026');
  await userEvent.click(toggle);
  expect(passwordField()).toHaveAttribute('type', 'password');
});

describe('the server refuses', () => {
  it('wrong password: the server message, a reset link, and everything typed still there', async () => {
    renderAuthRoute('/login');
    await screen.findByRole('heading', { name: 'Log In' });
    await logIn(DEMO.email, 'not-the-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Email or password is incorrect');
    expect(alert).toHaveTextContent('Check your email address and password.');
    expect(emailField()).toHaveValue(DEMO.email);
    expect(passwordField()).toHaveValue('not-the-password');
    expect(submit()).toBeEnabled();
    expect(currentPage()).toBe('/login');
  });

  it.each([
    [
      'ACCOUNT_LOCKED',
      429,
      'Too many failed logins for this account; try again later',
      'Try again later, or reset your password to unlock your account now.',
    ],
    [
      'EMAIL_NOT_VERIFIED',
      403,
      'Confirm your email address with the link we sent before logging in',
      'Open the confirmation link we emailed you when you signed up.',
    ],
    ['RATE_LIMITED', 429, 'Too many requests from this address; retry in 1 minute', 'Wait a minute, then try again.'],
  ])('%s: the server message and what to do', async (code, status, message, hint) => {
    renderAuthRoute('/login', {
      api: [http.post('*/api/user/login', () => HttpResponse.json(apiError(code, message), { status }))],
    });
    await screen.findByRole('heading', { name: 'Log In' });
    await logIn(DEMO.email, DEMO.password);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent(hint);
  });

  it('an account locked: resetting the password is offered', async () => {
    renderAuthRoute('/login', {
      api: [http.post('*/api/user/login', () => HttpResponse.json(apiError('ACCOUNT_LOCKED', 'Locked'), { status: 429 }))],
    });
    await screen.findByRole('heading', { name: 'Log In' });
    await logIn(DEMO.email, DEMO.password);
    await screen.findByRole('alert');
    expect(screen.getByRole('link', { name: 'Reset your password' })).toHaveAttribute('href', '/forgotpassword');
  });

  it('no answer at all: a connection message, not a technical one', async () => {
    renderAuthRoute('/login', { api: [http.post('*/api/user/login', () => HttpResponse.error())] });
    await screen.findByRole('heading', { name: 'Log In' });
    await logIn(DEMO.email, DEMO.password);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server. Check your connection and try again.');
  });

  it('an SSO-only account of this agency: the way to its portal', async () => {
    const agency = agencyFixture({ returnUrl: 'https://portal.wayfarer.example/', sso: { isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: true } });
    renderAuthRoute('/login', {
      agency,
      api: [http.post('*/api/user/login', () => HttpResponse.json(apiError('SSO_LOGIN_REQUIRED', 'This account signs in through the agency’s single sign-on portal'), { status: 403 }))],
    });
    await screen.findByRole('heading', { name: 'Log In' });
    await logIn(DEMO.email, DEMO.password);
    expect(await screen.findByRole('alert')).toHaveTextContent('This account signs in through the agency’s single sign-on portal');
    expect(screen.getByRole('link', { name: 'Continue to the Wayfarer Travel sign-in page' })).toHaveAttribute('href', 'https://portal.wayfarer.example/');
  });
});

test('the submit button is disabled while the request is on its way', async () => {
  let answer: (response: Response) => void = () => undefined;
  renderAuthRoute('/login', {
    api: [http.post('*/api/user/login', () => new Promise<Response>((resolve) => { answer = resolve; }))],
  });
  await screen.findByRole('heading', { name: 'Log In' });
  await logIn(DEMO.email, DEMO.password);
  const sending = await screen.findByRole('button', { name: 'Logging in…' });
  expect(sending).toBeDisabled();
  answer(HttpResponse.json(apiError('INVALID_CREDENTIALS', 'Email or password is incorrect'), { status: 400 }));
  expect(await screen.findByRole('button', { name: 'Log In' })).toBeEnabled();
});

describe('after signing in', () => {
  it.each([
    ['/login?redirect=/booknow/hotels/search%3Fcity%3DOslo', '/booknow/hotels/search?city=Oslo'],
    ['/login', '/'],
    ['/login?redirect=//evil.example', '/'],
    ['/login?redirect=https://evil.example/phish', '/'],
    ['/login?redirect=/%5Cevil.example', '/'],
  ])('%s goes to %s', async (route, destination) => {
    const { store } = renderAuthRoute(route);
    await screen.findByRole('heading', { name: 'Log In' });
    await logIn(DEMO.email, DEMO.password);
    await waitFor(() => expect(currentPage()).toBe(destination));
    expect(selectUser(store.getState())).toEqual(loginFixture.user);
  });

  it.each([
    ['/login', 'agent@wayfarer.test', '/dashboard'],
    ['/login', 'owner@wayfarer.test', '/dashboard'],
    ['/login', 'restricted@wayfarer.test', '/dashboard'],
    ['/login?redirect=/booknow/hotels', 'sales@wayfarer.test', '/booknow/hotels'],
    ['/login?redirect=//evil.example', 'admin@wayfarer.test', '/dashboard'],
    ['/login', 'plain@wayfarer.test', '/'],
  ])('%s as %s lands on %s (agents on the Command Center, unless redirect= says where)', async (route, email, destination) => {
    renderAuthRoute(route);
    await screen.findByRole('heading', { name: 'Log In' });
    await logIn(email, DEMO.password);
    await waitFor(() => expect(currentPage()).toBe(destination));
  });

  it('a signed-in visitor on /login goes straight on', async () => {
    const { store } = renderAuthRoute('/login?redirect=/mytrip/dashboard');
    await screen.findByRole('heading', { name: 'Log In' });
    act(() => {
      store.dispatch(signedIn(loginFixture.user));
    });
    await waitFor(() => expect(currentPage()).toBe('/mytrip/dashboard'));
  });
});

describe('the agency decides (SPEC 6)', () => {
  it('SSO without direct login: login and signup go to the agency portal instead of a form', async () => {
    renderAuthRoute('/login', { agency: nordic });
    await screen.findByRole('heading', { name: 'Log In' });
    await waitFor(() => expect(mockedGoToExternalUrl).toHaveBeenCalledWith('https://portal.nordlys.example/'));
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to the Nordlys Reiser sign-in page' })).toHaveAttribute('href', 'https://portal.nordlys.example/');
  });

  it('SSO without direct login and a return URL on this site: go there', async () => {
    renderAuthRoute('/login', { agency: { ...nordic, returnUrl: '/about' } });
    await waitFor(() => expect(currentPage()).toBe('/about'));
    expect(mockedGoToExternalUrl).not.toHaveBeenCalled();
  });

  it('SSO with direct login allowed keeps the form', async () => {
    renderAuthRoute('/login', { agency: { ...nordic, sso: { isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: true } } });
    expect(await screen.findByLabelText('Email address')).toBeInTheDocument();
    expect(mockedGoToExternalUrl).not.toHaveBeenCalled();
  });

  it('login hidden: a message instead of the form', async () => {
    renderAuthRoute('/login', { agency: agencyFixture({ isHideLoginOption: true }) });
    expect(await screen.findByText('Wayfarer Travel does not offer logging in on this site.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
  });

  it('sign-up hidden: no Sign Up link under the login form', async () => {
    renderAuthRoute('/login', { agency: agencyFixture({ isHideSignupOption: true }) });
    expect(await screen.findByLabelText('Email address')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });
});
