import type { RequestHandler } from 'msw';
import type { Agency, UserProfile } from '@travel/contracts';
import { commandMock, demoTokenFor, initTestI18n, proposalsMock, renderSignedInRemote, signOutAfterEach, travellerProfileFixture } from '@travel/mocks';
import App from '../src/App';
import { PHONE_QUERY } from '../src/lists/phone';

/**
 * The Command Center remote under every one of its mounts, at `route`, signed in as `user`,
 * with the token of the demo account of the same role: the mocked API answers as it would
 * that role (a sales agent's own clients, a traveller's 403).
 */
export const renderCommand = (route: string, options: { user?: UserProfile; agency?: Agency; api?: RequestHandler[] } = {}) =>
  renderSignedInRemote('command', App, route, { ...options, token: demoTokenFor(options.user ?? travellerProfileFixture) });

/** For the proposals' tests: English, the mock agency and its proposals as seeded before each test, signed out after it. */
export function withSeededProposals(): void {
  beforeAll(() => initTestI18n());
  beforeEach(() => {
    commandMock.reset();
    proposalsMock.reset();
  });
  signOutAfterEach();
}

/** For a `describe` of phone-width cases: the lists' PHONE_QUERY matches in its tests (jsdom has no layout to ask). */
export function onAPhone(): void {
  const matchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) =>
      ({ matches: query === PHONE_QUERY, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
  });
}
