import type { ReactElement } from 'react';
import type { RequestHandler } from 'msw';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { Agency } from '@travel/contracts';
import { makeStoreFromBoot } from '@travel/store';
import { ROUTER_FUTURE } from '@travel/ui';
import { agencyFixture, bootFixture } from './fixtures';
import { handlersFor } from './handlers';
import { server } from './node';

/**
 * Renders a page the way a host does: the shared store for an agency, a router at `route`,
 * and the mocked API answering for that same agency.
 */
export function renderInHost(
  ui: ReactElement,
  { agency = agencyFixture(), route = '/', api = [] }: { agency?: Agency; route?: string; api?: RequestHandler[] } = {},
) {
  // server.use puts the newest handlers first, so `api` overrides the agency's defaults.
  server.use(...handlersFor(agency));
  server.use(...api);
  const store = makeStoreFromBoot(bootFixture(agency), agency.languages[0] ?? 'en');
  return {
    store,
    ...render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]} future={ROUTER_FUTURE}>{ui}</MemoryRouter>
      </Provider>,
    ),
  };
}
