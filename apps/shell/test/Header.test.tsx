import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { agencyFixture, initTestI18n, renderInHost, travellerProfileFixture } from '@travel/mocks';
import { i18n } from '@travel/i18n';
import { selectCurrency, selectLanguage, selectModal, signedIn } from '@travel/store';
import { Header } from '../src/layout/Header';

beforeEach(async () => {
  await initTestI18n('en');
  localStorage.clear();
  Cookies.remove('pll_language');
});

test('the language menu lists the agency languages by native name with a tick on the current one', async () => {
  const { store } = renderInHost(<Header />);
  await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
  const list = screen.getByRole('list', { name: 'Language' });
  expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual([
    'English', 'Português', 'Español', 'Dansk', 'Norsk', 'Deutsch', 'العربية', 'Français', 'Svenska',
  ]);
  expect(within(list).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(within(list).getByRole('button', { name: 'Deutsch' }));
  expect(selectLanguage(store.getState())).toBe('de');
  expect(Cookies.get('pll_language')).toBe('de');
  await act(() => i18n.changeLanguage('en'));
});

test('signed in, changing language also tells the server', async () => {
  const told: string[] = [];
  const { store } = renderInHost(<Header />, {
    api: [http.get('*/api/user/changeLanguage/:lang', ({ params }) => { told.push(String(params.lang)); return HttpResponse.json({ language: params.lang }); })],
  });
  act(() => {
    store.dispatch(signedIn(travellerProfileFixture));
  });
  await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
  await userEvent.click(screen.getByRole('button', { name: 'Svenska' }));
  await screen.findByRole('button', { name: /Språk|Language/ });
  expect(told).toEqual(['sv']);
  await act(() => i18n.changeLanguage('en'));
});

test('the currency menu searches by code or name, and remembers the choice', async () => {
  const { store } = renderInHost(<Header />);
  await userEvent.click(screen.getByRole('button', { name: 'Currency: USD' }));
  const search = await screen.findByRole('searchbox', { name: 'Search currencies' });
  expect(screen.getByRole('button', { name: /US Dollar/ })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.type(search, 'eur');
  expect(screen.getAllByRole('button', { name: /UAE|US Dollar|Euro/ }).map((b) => b.textContent)).toEqual(['EUREuro']);
  await userEvent.click(screen.getByRole('button', { name: /Euro/ }));
  expect(selectCurrency(store.getState())).toBe('EUR');
  expect(localStorage.getItem('selectedCurrency')).toBe('EUR');
  expect(screen.getByRole('button', { name: 'Currency: EUR' })).toBeInTheDocument();
});

test('a currency failure shows the server message', async () => {
  renderInHost(<Header />, {
    api: [http.get('*/api/admin/country/enableCurrencies', () => HttpResponse.json({ error: { code: 'INTERNAL', message: 'Rates are being updated' } }, { status: 503 }))],
  });
  await userEvent.click(screen.getByRole('button', { name: 'Currency: USD' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Rates are being updated');
});

test.each([
  [{}, ['Log In', 'Sign Up']],
  [{ isHideSignupOption: true }, ['Log In']],
  [{ isHideLoginOption: true }, ['Sign Up']],
  [{ isHideLoginOption: true, isHideSignupOption: true }, []],
])('anonymous with %j: %j', (flags, expected) => {
  renderInHost(<Header />, { agency: agencyFixture(flags) });
  const buttons = screen.queryAllByRole('button', { name: /^(Log In|Sign Up)$/ }).map((button) => button.textContent);
  expect(buttons).toEqual(expected);
});

test('Log In and Sign Up open their modals', async () => {
  const { store } = renderInHost(<Header />);
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(selectModal(store.getState())).toBe('signup');
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
  expect(selectModal(store.getState())).toBe('login');
});

test('About and FAQ links use the agency titles, only when enabled', () => {
  renderInHost(<Header />, { agency: agencyFixture({ aboutUsEnableTitle: 'Who we are', faqEnableTitle: 'Questions', isFaqEnable: false }) });
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(within(nav).getByRole('link', { name: 'Who we are' })).toHaveAttribute('href', '/about');
  expect(within(nav).queryByRole('link', { name: 'Questions' })).not.toBeInTheDocument();
});

test('signed in: the avatar initial, name, email and the traveller links, Logout last', async () => {
  const { store } = renderInHost(<Header />);
  act(() => {
    store.dispatch(signedIn(travellerProfileFixture));
  });
  expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Account menu for Tara' }));
  expect(screen.getByText('traveller@wayfarer.test')).toBeInTheDocument();
  expect(screen.getByText('Tara Traveller')).toBeInTheDocument();
  const links = screen.getAllByRole('link').filter((link) => link.classList.contains('dropdown-item'));
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Dashboard', '/mytrip/dashboard'],
    ['Book Now', '/booknow/hotels'],
    ['My Trips', '/mytrip/mytrips'],
    ['Profile Settings', '/mytrip/profile'],
    ['Support', '/mytrip/support'],
    ['Wallet', '/mytrip/wallet/'],
    ['Logout', '/logout'],
  ]);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByText('traveller@wayfarer.test')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Account menu for Tara' })).toHaveFocus();
});

test('the logo goes to the return URL, or to /subscription for an unsubscribed owner', () => {
  const { store } = renderInHost(<Header />, { agency: agencyFixture({ agencyName: 'Sunny Escapes', isSubscribed: false, returnUrl: '/about' }) });
  expect(screen.getByRole('link', { name: 'Sunny Escapes home' })).toHaveAttribute('href', '/about');
  act(() => {
    store.dispatch(signedIn({ ...travellerProfileFixture, userType: 'AgencyOwner', isTravelAgent: true }));
  });
  expect(screen.getByRole('link', { name: 'Sunny Escapes home' })).toHaveAttribute('href', '/subscription');
});

test('a service that is not built yet keeps its name in the nav and is described as coming soon', () => {
  renderInHost(<Header />);
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(within(nav).getByRole('link', { name: 'Hotels' })).not.toHaveAttribute('aria-describedby');
  expect(within(nav).getByRole('link', { name: 'Air Travel' })).not.toHaveAttribute('aria-describedby');
  expect(within(nav).getByRole('link', { name: 'Cars' })).toHaveAccessibleDescription('Soon');
  expect(within(nav).getAllByText('Soon')).toHaveLength(4);
});
