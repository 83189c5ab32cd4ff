import type { RequestHandler } from 'msw';
import type { Agency, UserProfile } from '@travel/contracts';
import { renderSignedInRemote } from '@travel/mocks';
import App from '../src/App';

export { agentProfileFixture as agentProfile, recordBodies, signOutAfterEach } from '@travel/mocks';

/** The account remote under every one of its mounts, at `route`, signed in as `user`. */
export const renderSignedIn = (route: string, options: { user?: UserProfile; agency?: Agency; api?: RequestHandler[] } = {}) =>
  renderSignedInRemote('account', App, route, options);
