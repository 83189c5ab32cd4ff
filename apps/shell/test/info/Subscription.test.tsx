import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_CARDS } from '@travel/contracts';
import { agentProfileFixture, demoTokenFor, initTestI18n, recordBodies, signOutAfterEach } from '@travel/mocks';
import { selectAgency, signedIn } from '@travel/store';
import { sunny } from './fixtures';
import { renderInfoRoute } from './renderInfo';

beforeEach(() => initTestI18n('en'));
signOutAfterEach();

const expiry = `12/${String((new Date().getUTCFullYear() + 2) % 100)}`;

function renderSignedIn(userType: 'AgencyOwner' | 'Admin' | 'SalesAgent', api = [recordBodies('post', '/api/agency/subscription').handler]) {
  const profile = agentProfileFixture(userType);
  // The token cookie the API client sends: the mocked API answers as this role's demo account.
  document.cookie = `x-access-token=${demoTokenFor(profile)}; path=/`;
  const rendered = renderInfoRoute('/subscription', { agency: sunny, api });
  act(() => void rendered.store.dispatch(signedIn(profile)));
  return rendered;
}

async function payWith(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Card number' }), number);
  await user.type(screen.getByRole('textbox', { name: /Expiry/ }), expiry);
  await user.type(screen.getByRole('textbox', { name: /CVC/ }), '123');
  await user.type(screen.getByRole('textbox', { name: 'Name on card' }), 'Sofia Martinez');
  await user.click(screen.getByRole('button', { name: 'Subscribe for $49.00 a month' }));
}

test("an unsubscribed agency's owner sees the plan and its price, subscribes, and the agency (its logo rule) follows", async () => {
  const user = userEvent.setup();
  const posts = recordBodies('post', '/api/agency/subscription');
  const { store } = renderSignedIn('AgencyOwner', [posts.handler]);
  expect(await screen.findByRole('heading', { level: 2, name: 'Agency plan' })).toBeInTheDocument();
  expect(screen.getByText('$49.00 a month')).toBeInTheDocument();
  await payWith(user, TEST_CARDS.approve);
  expect(await screen.findByText('Thank you: Sunny Escapes is subscribed. Your site and the Command Center are fully available.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the Command Center' })).toHaveAttribute('href', '/dashboard');
  expect(selectAgency(store.getState())?.isSubscribed).toBe(true);
  expect(posts.bodies).toEqual([{ card: { number: '4242 4242 4242 4242', expiry, cvc: '123', holderName: 'Sofia Martinez' } }]);
});

test('a declined card says so with the card, and the agency stays unsubscribed', async () => {
  const user = userEvent.setup();
  const { store } = renderSignedIn('Admin');
  await payWith(user, TEST_CARDS.decline);
  expect(await screen.findByText('The card was declined. Nothing was charged and the agency is not subscribed.')).toBeInTheDocument();
  expect(selectAgency(store.getState())?.isSubscribed).toBe(false);
  expect(screen.getByRole('button', { name: 'Subscribe for $49.00 a month' })).toBeEnabled();
});

test('an incomplete card is refused next to its fields, and nothing is sent', async () => {
  const user = userEvent.setup();
  const posts = recordBodies('post', '/api/agency/subscription');
  renderSignedIn('AgencyOwner', [posts.handler]);
  await user.click(await screen.findByRole('button', { name: 'Subscribe for $49.00 a month' }));
  expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveFocus();
  expect(posts.bodies).toEqual([]);
});

test("a sales agent keeps today's text: no plan, no form", async () => {
  renderSignedIn('SalesAgent');
  expect(await screen.findByRole('heading', { level: 2, name: 'What to do' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Subscribe/ })).not.toBeInTheDocument();
});
