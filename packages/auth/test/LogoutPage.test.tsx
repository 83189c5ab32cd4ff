import { act, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { agencyFixture, initTestI18n, loginFixture } from '@travel/mocks';
import { selectAuthStatus, selectUser, signedIn } from '@travel/store';
import { goToExternalUrl } from '../src/externalNavigation';
import { LOGOUT_REDIRECT_DELAY_MS } from '../src/rules/logout';
import { currentPage, renderAuthRoute } from './helpers';

jest.mock('../src/externalNavigation', () => ({ goToExternalUrl: jest.fn() }));
const mockedGoToExternalUrl = jest.mocked(goToExternalUrl);

const SESSION_COOKIES = ['x-access-token', 'auth', 'hideHeader', 'hideFooter'];

beforeAll(() => initTestI18n('en'));
beforeEach(() => {
  mockedGoToExternalUrl.mockReset();
  jest.useFakeTimers();
  for (const name of SESSION_COOKIES) Cookies.set(name, 'set', { path: '/' });
  localStorage.setItem('selectedCurrency', 'EUR');
  sessionStorage.setItem('deepLink', '/mytrip/mytrips');
});
afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});

/** Lets the logout call answer, without moving the clock. */
async function letTheCallFinish() {
  for (let turn = 0; turn < 10; turn += 1) {
    await act(() => jest.advanceTimersByTimeAsync(0));
  }
}

function renderLogout(agency = agencyFixture(), api = [http.post('*/api/user/logout', () => new HttpResponse(null, { status: 204 }))]) {
  const rendered = renderAuthRoute('/logout', { agency, api });
  act(() => {
    rendered.store.dispatch(signedIn(loginFixture.user));
  });
  return rendered;
}

test('signs out: the API told, session cookies, local storage and the user gone, then home after 100 ms', async () => {
  // The API revokes the token it is sent: the call must still carry it.
  const sentToken = jest.fn();
  const logout = jest.fn(({ request }: { request: Request }) => {
    sentToken(request.headers.get('x-access-token'));
    return new HttpResponse(null, { status: 204 });
  });
  const { store } = renderLogout(agencyFixture(), [http.post('*/api/user/logout', logout)]);
  await letTheCallFinish();

  expect(screen.getByRole('heading', { level: 1, name: 'Log out' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Signing you out…');
  expect(logout).toHaveBeenCalledTimes(1);
  expect(sentToken).toHaveBeenCalledWith('set');
  for (const name of SESSION_COOKIES) expect({ name, value: Cookies.get(name) }).toEqual({ name, value: undefined });
  expect(localStorage.length).toBe(0);
  expect(sessionStorage.getItem('deepLink')).toBeNull();
  expect(selectUser(store.getState())).toBeNull();
  expect(selectAuthStatus(store.getState())).toBe('anonymous');

  await act(() => jest.advanceTimersByTimeAsync(LOGOUT_REDIRECT_DELAY_MS - 1));
  expect(currentPage()).toBe('/logout');
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(currentPage()).toBe('/');
});

test('a return URL on this site is where it goes (sunny: /about)', async () => {
  renderLogout(agencyFixture({ returnUrl: '/about' }));
  await letTheCallFinish();
  await act(() => jest.advanceTimersByTimeAsync(LOGOUT_REDIRECT_DELAY_MS));
  expect(currentPage()).toBe('/about');
  expect(mockedGoToExternalUrl).not.toHaveBeenCalled();
});

test('an absolute return URL is left for with a full page load (nordic: its portal)', async () => {
  renderLogout(agencyFixture({ returnUrl: 'https://portal.nordlys.example/' }));
  await letTheCallFinish();
  expect(mockedGoToExternalUrl).not.toHaveBeenCalled();
  await act(() => jest.advanceTimersByTimeAsync(LOGOUT_REDIRECT_DELAY_MS));
  expect(mockedGoToExternalUrl).toHaveBeenCalledWith('https://portal.nordlys.example/');
  expect(currentPage()).toBe('/logout');
});

test('a failed logout call changes nothing: signed out and away all the same', async () => {
  const { store } = renderLogout(agencyFixture(), [http.post('*/api/user/logout', () => HttpResponse.error())]);
  await letTheCallFinish();
  expect(Cookies.get('x-access-token')).toBeUndefined();
  expect(selectAuthStatus(store.getState())).toBe('anonymous');
  await act(() => jest.advanceTimersByTimeAsync(LOGOUT_REDIRECT_DELAY_MS));
  expect(currentPage()).toBe('/');
});
