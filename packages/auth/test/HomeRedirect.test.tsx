import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { Route, Routes } from 'react-router-dom';
import { agencyFixture, initTestI18n, renderInHost } from '@travel/mocks';
import { HomeRedirect } from '../src';
import { LocationProbe, currentPage } from './helpers';

beforeAll(() => initTestI18n('en'));
afterEach(() => Cookies.remove('x-access-token', { path: '/' }));

/** DEMO.md club: the special hostname behaviour, as an agency setting. */
const club = agencyFixture({ agencyName: 'Members Club Travel', subdomain: 'club', homeRedirectsToHotels: true });

function renderHome(agency = club) {
  return renderInHost(
    <>
      <Routes>
        <Route index element={<HomeRedirect><h1>Home</h1></HomeRedirect>} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>,
    { agency },
  );
}

describe('at / (SPEC 4, the special hostname)', () => {
  it('a visitor with a token goes to the hotels', () => {
    Cookies.set('x-access-token', 'token', { path: '/' });
    renderHome();
    expect(currentPage()).toBe('/booknow/hotels');
    expect(screen.queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument();
  });

  it('one without logs in first, then goes to the hotels', () => {
    renderHome();
    expect(currentPage()).toBe('/login?redirect=/booknow/hotels');
  });

  it('any other agency shows its home page, token or not', () => {
    Cookies.set('x-access-token', 'token', { path: '/' });
    renderHome(agencyFixture());
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(currentPage()).toBe('/');
  });
});
