import type { RequestHandler } from 'msw';
import type { Agency, UserProfile } from '@travel/contracts';
import { renderSignedInRemote } from '@travel/mocks';
import App from '../src/App';

/** The Command Center remote under every one of its mounts, at `route`, signed in as `user`. */
export const renderCommand = (route: string, options: { user?: UserProfile; agency?: Agency; api?: RequestHandler[] } = {}) =>
  renderSignedInRemote('command', App, route, options);
