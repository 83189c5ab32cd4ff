import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
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

test("an agent's Academy opens in a new tab signed in with their access token; the pay product goes by the agency's name", () => {
  Cookies.set('x-access-token', 'agent.token');
  try {
    renderInHost(<Sidebar user={{ ...travellerProfileFixture, userType: 'AgencyOwner', isTravelAgent: true }} agency={agencyFixture()} />, { route: '/dashboard' });
    const academy = screen.getByRole('link', { name: /^Academy/ });
    expect(academy).toHaveAttribute('href', 'https://academy.example.com/wayfarer?token=agent.token');
    expect(academy).toHaveAttribute('target', '_blank');
    expect(academy.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: /^Wayfarer Pay/ })).toHaveAttribute('href', 'https://pay.example.com/wayfarer');
    expect(screen.getByRole('link', { name: /^Applications/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Searches' })).toHaveAttribute('href', '/searches');
  } finally {
    Cookies.remove('x-access-token');
  }
});
