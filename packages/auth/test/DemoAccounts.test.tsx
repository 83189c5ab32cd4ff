import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agencyFixture, initTestI18n } from '@travel/mocks';
import { DEMO_PASSWORD, demoAccountsFor } from '../src/demo/demoAccounts';
import { renderAuthRoute, sunny } from './helpers';

beforeAll(() => initTestI18n('en'));

const nodeEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = nodeEnv;
});

test('the password is the one of docs/demo-data.md', () => {
  expect(DEMO_PASSWORD).toBe('Travel-Demo-2026');
});

describe('demoAccountsFor: the accounts of the agency on screen (docs/demo-data.md)', () => {
  it.each([
    [
      'wayfarer',
      [
        ['traveller@wayfarer.test', 'Customer'],
        ['plain@wayfarer.test', 'Customer'],
        ['agent@wayfarer.test', 'Agent'],
        ['restricted@wayfarer.test', 'RestrictedAgent'],
        ['owner@wayfarer.test', 'AgencyOwner'],
        ['admin@wayfarer.test', 'Admin'],
        ['sales@wayfarer.test', 'SalesAgent'],
      ],
    ],
    [
      'sunny',
      [
        ['owner@sunny.test', 'AgencyOwner'],
        ['traveller@sunny.test', 'Customer'],
      ],
    ],
    // Its one account signs in through single sign-on, never with a password.
    ['nordic', []],
    ['sol', []],
    ['constructor', []],
    [undefined, []],
  ])('%s', (subdomain, expected) => {
    expect(demoAccountsFor(subdomain).map(({ email, role }) => [email, role])).toEqual(expected);
  });
});

const demoList = () => screen.queryByRole('region', { name: 'Demo accounts' });

test('a development build offers the demo accounts under the login form, each with its role', async () => {
  renderAuthRoute('/login');
  const list = await screen.findByRole('region', { name: 'Demo accounts' });
  expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual([
    'traveller@wayfarer.test Customer',
    'plain@wayfarer.test Customer',
    'agent@wayfarer.test Travel agent',
    'restricted@wayfarer.test Restricted travel agent',
    'owner@wayfarer.test Agency owner',
    'admin@wayfarer.test Administrator',
    'sales@wayfarer.test Sales agent',
  ]);
});

test('one click fills in the email address and the password', async () => {
  renderAuthRoute('/login');
  await userEvent.click(await screen.findByRole('button', { name: 'sales@wayfarer.test Sales agent' }));
  expect(screen.getByLabelText('Email address')).toHaveValue('sales@wayfarer.test');
  expect(screen.getByLabelText('Password')).toHaveValue('Travel-Demo-2026');
});

test("another agency's own accounts; none where there are none", async () => {
  renderAuthRoute('/login', { agency: sunny });
  expect(within(await screen.findByRole('region', { name: 'Demo accounts' })).getAllByRole('button')).toHaveLength(2);
});

test('an agency without demo accounts: no list', async () => {
  renderAuthRoute('/login', { agency: agencyFixture({ subdomain: 'sol' }) });
  expect(await screen.findByLabelText('Email address')).toBeInTheDocument();
  expect(demoList()).not.toBeInTheDocument();
});

test('a production build: no list', async () => {
  process.env.NODE_ENV = 'production';
  renderAuthRoute('/login');
  expect(await screen.findByLabelText('Email address')).toBeInTheDocument();
  expect(demoList()).not.toBeInTheDocument();
});
