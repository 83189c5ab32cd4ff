import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { agencyFixture, initTestI18n } from '@travel/mocks';
import { goToExternalUrl } from '../src/externalNavigation';
import { nordic, renderAuthRoute, sunny } from './helpers';

jest.mock('../src/externalNavigation', () => ({ goToExternalUrl: jest.fn() }));
const mockedGoToExternalUrl = jest.mocked(goToExternalUrl);

beforeAll(() => initTestI18n('en'));
beforeEach(() => mockedGoToExternalUrl.mockReset());

const GOOD = { firstName: 'Vera', lastName: 'Nova', email: 'vera@example.test', password: 'correct horse battery', confirmPassword: 'correct horse battery' };
type Entry = typeof GOOD;
const LABELS: Record<keyof Entry, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  password: 'Password',
  confirmPassword: 'Confirm password',
};
const field = (name: keyof Entry) => screen.getByLabelText(LABELS[name]);

async function signUp(entry: Entry) {
  await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
  for (const name of Object.keys(LABELS) as (keyof Entry)[]) {
    if (entry[name]) await userEvent.type(field(name), entry[name]);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('client-side checks', () => {
  it.each([
    ['empty first name', { firstName: '' }, 'firstName', 'This field is required.'],
    ['empty last name', { lastName: '' }, 'lastName', 'This field is required.'],
    ['malformed email', { email: 'vera.example.test' }, 'email', 'Enter an email address like name@example.com.'],
    ['password under 10 characters', { password: 'short-pw1', confirmPassword: 'short-pw1' }, 'password', 'Use at least 10 characters.'],
    ['password over 128 characters', { password: 'p'.repeat(129), confirmPassword: 'p'.repeat(129) }, 'password', 'Use at most 128 characters.'],
    ['confirmation that differs', { confirmPassword: 'correct horse batterY' }, 'confirmPassword', 'The passwords do not match.'],
    ['no confirmation', { confirmPassword: '' }, 'confirmPassword', 'This field is required.'],
  ] as const)('%s', async (_case, change, name, message) => {
    const signup = jest.fn();
    renderAuthRoute('/signup', { api: [http.post('*/api/user/signup', () => signup())] });
    await signUp({ ...GOOD, ...change });
    expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    expect(field(name)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field(name)).toHaveFocus();
    expect(signup).not.toHaveBeenCalled();
  });

  it('explains the password rule before anything goes wrong', async () => {
    renderAuthRoute('/signup');
    await screen.findByRole('heading', { name: 'Sign Up' });
    expect(field('password')).toHaveAccessibleDescription(expect.stringContaining('10 to 128 characters.'));
  });
});

test('a new account: the request the API expects, then "check your email"', async () => {
  let sent: unknown;
  renderAuthRoute('/signup', {
    api: [
      http.post('*/api/user/signup', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ id: 'u1', email: 'vera@example.test', emailVerified: false }, { status: 201 });
      }),
    ],
  });
  await signUp({ ...GOOD, firstName: '  Vera ', email: ' vera@example.test' });
  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent('Check your email');
  expect(status).toHaveTextContent('We sent a confirmation link to vera@example.test. Open it within 24 hours, then log in.');
  expect(sent).toEqual({ firstName: 'Vera', lastName: 'Nova', email: 'vera@example.test', password: 'correct horse battery', language: 'en' });
  expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
});

describe('the server refuses', () => {
  it('an email with an account: said next to the email field, with ways in', async () => {
    renderAuthRoute('/signup');
    await signUp({ ...GOOD, email: 'traveller@wayfarer.test' });
    await waitFor(() => expect(field('email')).toHaveAccessibleDescription('An account with this email already exists on this site'));
    expect(field('email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('email')).toHaveFocus();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Is it yours? Log in, or reset its password.');
    expect(screen.getAllByRole('link', { name: 'Log In' })[0]).toHaveAttribute('href', '/login');
    // Nothing typed is lost.
    expect(field('firstName')).toHaveValue('Vera');
    expect(field('password')).toHaveValue('correct horse battery');
  });

  it('a too common password: said next to the password field', async () => {
    renderAuthRoute('/signup');
    await signUp({ ...GOOD, password: 'password123', confirmPassword: 'password123' });
    await waitFor(() => expect(field('password')).toHaveAccessibleDescription(expect.stringContaining('Is one of the most common passwords; choose another')));
    expect(screen.getByRole('alert')).toHaveTextContent('Try a longer phrase of a few unrelated words.');
  });

  it('typing in the refused field clears the server message', async () => {
    renderAuthRoute('/signup');
    await signUp({ ...GOOD, email: 'traveller@wayfarer.test' });
    await waitFor(() => expect(field('email')).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.type(field('email'), 'x');
    expect(field('email')).not.toHaveAttribute('aria-invalid');
  });
});

describe('the agency decides (SPEC 6)', () => {
  it('sign-up hidden (sunny): a message and a Log In link, no form', async () => {
    renderAuthRoute('/signup?redirect=/booknow/hotels', { agency: sunny });
    expect(await screen.findByText('Sunny Escapes does not offer sign-up on this site.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?redirect=%2Fbooknow%2Fhotels');
  });

  it('sign-up and login both hidden: no Log In link either', async () => {
    renderAuthRoute('/signup', { agency: agencyFixture({ isHideSignupOption: true, isHideLoginOption: true }) });
    await screen.findByText('Wayfarer Travel does not offer sign-up on this site.');
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('SSO without direct login (nordic): off to the agency portal', async () => {
    renderAuthRoute('/signup', { agency: nordic });
    await waitFor(() => expect(mockedGoToExternalUrl).toHaveBeenCalledWith('https://portal.nordlys.example/'));
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
  });

  it('SSO without direct login and no portal address: says so honestly', async () => {
    renderAuthRoute('/signup', { agency: { ...nordic, returnUrl: '' } });
    expect(await screen.findByText(/Nordlys Reiser signs you in through its own portal, but its address is not set up yet/)).toBeInTheDocument();
    expect(mockedGoToExternalUrl).not.toHaveBeenCalled();
  });
});
