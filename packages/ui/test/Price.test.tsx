import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Rates, UserProfile } from '@travel/contracts';
import { agencyFixture, initTestI18n, renderInHost, travellerProfileFixture } from '@travel/mocks';
import { currencySelected, selectModal, signedIn } from '@travel/store';
import { Price } from '../src';

const rates: Rates = {
  currency: 'USD',
  baseRate: 20000,
  taxAndFee: 2400,
  totalRate: 22400,
  publishedRate: 28000,
  savedPrice: 5640,
  discountPercentage: 20.1,
  wholesaleRate: 17857,
  markup: 2143,
};
const agent: UserProfile = { ...travellerProfileFixture, userType: 'Agent', isTravelAgent: true };
const restricted: UserProfile = { ...agent, isRestrictedAgent: true };

beforeAll(() => initTestI18n('en'));

function renderPrice(options: Parameters<typeof renderInHost>[1] = {}) {
  return renderInHost(<Price rates={rates} unit="per night" revealTo="/?tab=Hotels" />, options);
}

test('an anonymous visitor gets Reveal Price, which goes to the home tab and offers to sign in', async () => {
  const { store } = renderPrice();
  const reveal = screen.getByRole('link', { name: 'Reveal Price' });
  expect(reveal).toHaveAttribute('href', '/?tab=Hotels');
  expect(screen.queryByText('$224.00')).not.toBeInTheDocument();
  await userEvent.click(reveal);
  expect(selectModal(store.getState())).toBe('login');
});

test('with the non-login flow an anonymous visitor sees the price but no agent rates', () => {
  renderPrice({ agency: agencyFixture({ allowNonLoginFlow: true }) });
  expect(screen.getByText('$224.00')).toBeInTheDocument();
  expect(screen.queryByText('Wholesale rate')).not.toBeInTheDocument();
});

test('a signed-in traveller sees retail struck through, the price, the discount and the saving without decimals', () => {
  const { store } = renderPrice();
  act(() => {
    store.dispatch(signedIn(travellerProfileFixture));
  });
  expect(screen.getByText('$280.00').tagName).toBe('S');
  expect(screen.getByText('$224.00')).toBeInTheDocument();
  expect(screen.getByText('20.1% off')).toBeInTheDocument();
  expect(screen.getByText('You save $56')).toBeInTheDocument();
  expect(screen.queryByText('Wholesale rate')).not.toBeInTheDocument();
});

test.each([
  ['an unrestricted agent', agent, true],
  ['a restricted agent', restricted, false],
])('%s: wholesale rate and markup shown %s', (_name, user, shown) => {
  const { store } = renderPrice();
  act(() => {
    store.dispatch(signedIn(user));
  });
  // The API only sends the agent fields to unrestricted agents; the component also checks the role.
  expect(screen.queryByText('Wholesale rate') !== null).toBe(shown);
  expect(screen.queryByText('$178.57') !== null).toBe(shown);
  expect(screen.queryByText('$21.43') !== null).toBe(shown);
});

test('switching the display currency converts every amount with the USD-based rates', async () => {
  const { store } = renderPrice();
  act(() => {
    store.dispatch(signedIn(travellerProfileFixture));
    store.dispatch(currencySelected('EUR'));
  });
  // 224 USD at 0.86 (mocks/api-fixtures.ts exchange rates), fetched because they were missing.
  expect(await screen.findByText('€192.64')).toBeInTheDocument();
  expect(screen.getByText('€240.80')).toBeInTheDocument();
});
