import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { RequestHandler } from 'msw';
import type { Agency } from '@travel/contracts';
import { agencyFixture, renderInHost } from '@travel/mocks';
import { authRoutes } from '../src';

/** Where the router is now: the page a redirect landed on. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="current-page">{pathname + search}</p>;
}

export const currentPage = () => screen.getByTestId('current-page').textContent;

/** The auth routes at `route`, every other path showing where the router went. */
export function renderAuthRoute(route: string, options: { agency?: Agency; api?: RequestHandler[]; extra?: ReactElement } = {}) {
  const { agency = agencyFixture(), api = [], extra } = options;
  return renderInHost(
    <>
      <Routes>
        {authRoutes()}
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <LocationProbe />
      {extra}
    </>,
    { agency, route, api },
  );
}

/** DEMO.md nordic: SSO on, direct login off, its portal as return URL. */
export const nordic = agencyFixture({
  agencyName: 'Nordlys Reiser',
  subdomain: 'nordic',
  returnUrl: 'https://portal.nordlys.example/',
  sso: { isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: false },
});

/** DEMO.md sunny: no sign-up, return URL /about. */
export const sunny = agencyFixture({ agencyName: 'Sunny Escapes', subdomain: 'sunny', isHideSignupOption: true, returnUrl: '/about' });

/** The API's error body. */
export const apiError = (code: string, message: string) => ({ error: { code, message } });
