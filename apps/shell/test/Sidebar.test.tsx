import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agencyFixture, initTestI18n, renderInHost, travellerProfileFixture } from '@travel/mocks';
import { Sidebar } from '../src/layout/Sidebar';

beforeAll(() => initTestI18n('en'));

/** A window whose width matches `(max-width: 860px)` or not. */
function phoneWidth(isPhone: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: isPhone && query.includes('max-width: 860px'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }),
  });
}
afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

test.each([
  ['on a phone the opened links cover the page, so following one folds them away', true, 'false'],
  ['on a wide screen the sidebar stays open beside the page', false, 'true'],
])('%s', async (_name, isPhone, expanded) => {
  phoneWidth(isPhone);
  const user = userEvent.setup();
  const { store } = renderInHost(<Sidebar user={travellerProfileFixture} agency={agencyFixture()} />, { route: '/booknow/hotels' });
  if (isPhone) await user.click(screen.getByRole('button', { name: 'Expand the sidebar' }));
  await user.click(screen.getByRole('link', { name: 'My Trips' }));
  expect(screen.getByRole('button', { name: /the sidebar$/ })).toHaveAttribute('aria-expanded', expanded);
  expect(store.getState().ui.sidebarOpen).toBe(expanded === 'true');
});
