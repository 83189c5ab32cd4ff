import type { ComponentType } from 'react';
import { http, type RequestHandler } from 'msw';
import { act, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { Route, Routes, useLocation } from 'react-router-dom';
import { isoDay, mountsFor, type Agency, type RemoteName, type UserProfile } from '@travel/contracts';
import type { RemoteAppProps } from '@travel/federation';
import { agencyFixture } from './fixtures';
import { signedIn, type AppStore } from '@travel/store';
import { loginFixture, travellerProfileFixture } from './api-fixtures';
import { demoTokenFor } from './demo-accounts';
import { renderInHost } from './render';

/**
 * jest-fixed-jsdom swaps in Node's FormData, which refuses a <form>. React builds one when a
 * submit starts a transition (the router navigates in one), which a browser's FormData takes.
 * A remote's test helper calls this once, as it loads.
 */
export function letFormDataTakeForms(): void {
  const NodeFormData = globalThis.FormData;
  globalThis.FormData = class extends NodeFormData {
    constructor(form?: unknown) {
      super(form instanceof HTMLFormElement ? undefined : (form as undefined));
    }
  };
}

function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location" hidden>{`${location.pathname}${location.search}`}</span>;
}

/** A remote's App under every mount the shell gives it (mountsFor), a stand-in /errors page, and the current URL readable (currentUrl). */
export function renderRemote(remote: RemoteName, App: ComponentType<RemoteAppProps>, route: string, { agency = agencyFixture(), api = [] }: { agency?: Agency; api?: RequestHandler[] } = {}) {
  return renderInHost(
    <>
      <Routes>
        {mountsFor(agency, remote).map((mount) => (
          <Route key={mount.path} path={mount.path} element={<App mount={mount.base} />} />
        ))}
        <Route path="/errors" element={<h1>404 page</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { route, agency, api },
  );
}

/** The URL a remote rendered by renderRemote is at now. */
export const currentUrl = (): URL => new URL(screen.getByTestId('location').textContent ?? '', 'http://localhost');

/** A day `days` from today (UTC), so a search is always in the future. */
export const daysFromNow = (days: number): string => isoDay(new Date(Date.now() + days * 86_400_000));

/** An agent of the fixture agency, of the given user type. */
export const agentProfileFixture = (userType: UserProfile['userType'], firstName = 'Alex'): UserProfile => ({
  ...travellerProfileFixture,
  userType,
  isTravelAgent: true,
  personal_info: { ...travellerProfileFixture.personal_info, first_name: firstName },
});

/**
 * renderRemote, signed in as `user` (with a token cookie; signOutAfterEach removes it). The
 * token is the traveller's unless `token` names another (demoTokenFor: a demo account's role).
 */
export function renderSignedInRemote(
  remote: RemoteName,
  App: ComponentType<RemoteAppProps>,
  route: string,
  { user = travellerProfileFixture, agency = agencyFixture(), api = [], token = loginFixture.token }: { user?: UserProfile; agency?: Agency; api?: RequestHandler[]; token?: string } = {},
) {
  Cookies.set('x-access-token', token);
  const rendered = renderRemote(remote, App, route, { agency, api });
  act(() => void rendered.store.dispatch(signedIn(user)));
  return rendered;
}

/**
 * Signs `user` in on a page already rendered (renderInHost), with a token cookie
 * (signOutAfterEach removes it): their role's demo token unless `token` names another, so the
 * mocked API answers as it would that role.
 */
export function signInAs(store: AppStore, user: UserProfile, token = demoTokenFor(user)): void {
  Cookies.set('x-access-token', token);
  act(() => void store.dispatch(signedIn(user)));
}

export const signOutAfterEach = () => afterEach(() => Cookies.remove('x-access-token'));

/** Records the JSON bodies sent to `method path`, then lets the mock API answer as usual. */
export function recordBodies(method: 'post' | 'put' | 'patch', path: string): { bodies: unknown[]; handler: RequestHandler } {
  const bodies: unknown[] = [];
  return { bodies, handler: http[method](`*${path}`, async ({ request }) => void bodies.push(await request.clone().json())) };
}
