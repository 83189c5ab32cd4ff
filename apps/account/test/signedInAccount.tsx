import { act } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, type RequestHandler } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { Agency, UserProfile } from '@travel/contracts';
import { agencyFixture, renderInHost, travellerProfileFixture } from '@travel/mocks';
import { signedIn } from '@travel/store';
import App from '../src/App';

/** An agent of the fixture agency, of the given user type. */
export const agentProfile = (userType: UserProfile['userType'], firstName = 'Alex'): UserProfile => ({
  ...travellerProfileFixture,
  userType,
  isTravelAgent: true,
  personal_info: { ...travellerProfileFixture.personal_info, first_name: firstName },
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The account remote under every one of its mounts, at `route`, signed in as `user` (with a token cookie). */
export function renderSignedIn(route: string, { user = travellerProfileFixture, agency = agencyFixture(), api = [] }: { user?: UserProfile; agency?: Agency; api?: RequestHandler[] } = {}) {
  Cookies.set('x-access-token', 'mock-access-token');
  const rendered = renderInHost(
    <>
      <Routes>
        <Route path="/mytrip/*" element={<App mount="/mytrip" />} />
        <Route path="/dashboard" element={<App mount="/dashboard" />} />
        <Route path="/settings/*" element={<App mount="/settings" />} />
        <Route path="/wallet/*" element={<App mount="/wallet" />} />
        <Route path="/errors" element={<h1>404 page</h1>} />
      </Routes>
      <Where />
    </>,
    { agency, route, api },
  );
  act(() => void rendered.store.dispatch(signedIn(user)));
  return rendered;
}

export const signOutAfterEach = () => afterEach(() => Cookies.remove('x-access-token'));

/** Records the JSON bodies sent to `method path`, then lets the mock API answer as usual. */
export function recordBodies(method: 'put' | 'patch', path: string): { bodies: unknown[]; handler: RequestHandler } {
  const bodies: unknown[] = [];
  return { bodies, handler: http[method](`*${path}`, async ({ request }) => void bodies.push(await request.clone().json())) };
}
