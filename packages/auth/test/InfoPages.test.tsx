import { act, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { agencyFixture, initTestI18n, loginFixture } from '@travel/mocks';
import { selectAuthStatus, signedIn } from '@travel/store';
import { goToExternalUrl } from '../src/externalNavigation';
import { nordic, renderAuthRoute } from './helpers';

jest.mock('../src/externalNavigation', () => ({ goToExternalUrl: jest.fn() }));
const mockedGoToExternalUrl = jest.mocked(goToExternalUrl);

beforeAll(() => initTestI18n('en'));
beforeEach(() => mockedGoToExternalUrl.mockReset());

describe('/expiry', () => {
  it('says the session expired, drops what is left of it, and leads to Log In', async () => {
    Cookies.set('x-access-token', 'expired', { path: '/' });
    const { store } = renderAuthRoute('/expiry?redirect=/mytrip/mytrips');
    act(() => {
      store.dispatch(signedIn(loginFixture.user));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your session has expired' })).toBeInTheDocument();
    await waitFor(() => expect(selectAuthStatus(store.getState())).toBe('anonymous'));
    expect(Cookies.get('x-access-token')).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?redirect=%2Fmytrip%2Fmytrips');
  });
});

describe('/sso', () => {
  it('an agency with SSO: off to its portal', async () => {
    renderAuthRoute('/sso', { agency: nordic });
    expect(await screen.findByRole('heading', { level: 1, name: 'Single sign-on' })).toBeInTheDocument();
    await waitFor(() => expect(mockedGoToExternalUrl).toHaveBeenCalledWith('https://portal.nordlys.example/'));
  });

  it('an agency without SSO: says so, with a Log In link, and goes nowhere', async () => {
    renderAuthRoute('/sso');
    expect(await screen.findByText('Single sign-on is not set up for Wayfarer Travel. Log in with your email address and password instead.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(mockedGoToExternalUrl).not.toHaveBeenCalled();
  });
});

describe('/social', () => {
  it('says social sign-in is not offered and leads to Log In', async () => {
    renderAuthRoute('/social');
    expect(await screen.findByRole('heading', { level: 1, name: 'Social sign-in' })).toBeInTheDocument();
    expect(screen.getByText(/Wayfarer Travel does not offer signing in with a social network account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });

  it('no Log In link where login is hidden', async () => {
    renderAuthRoute('/social', { agency: agencyFixture({ isHideLoginOption: true }) });
    await screen.findByRole('heading', { name: 'Social sign-in' });
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });
});

test('the auth pages speak the visitor’s language, Arabic included', async () => {
  await initTestI18n('ar');
  const { unmount } = renderAuthRoute('/login');
  expect(await screen.findByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeInTheDocument();
  expect(screen.getByLabelText('البريد الإلكتروني')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'إظهار كلمة المرور' })).toBeInTheDocument();
  unmount();
  await initTestI18n('en');
});
