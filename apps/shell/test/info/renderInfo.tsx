import type { RequestHandler } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { Agency } from '@travel/contracts';
import { agencyFixture, renderInHost } from '@travel/mocks';
import { INFO_ROUTES } from '../../src/pages/info/routes';

/** Renders the info routes at `route` for an agency, as the shell layout's outlet would. */
export function renderInfoRoute(route: string, { agency = agencyFixture(), api = [] }: { agency?: Agency; api?: RequestHandler[] } = {}) {
  return renderInHost(
    <Routes>
      {INFO_ROUTES}
      <Route path="*" element={<p>Another page</p>} />
    </Routes>,
    { agency, route, api },
  );
}
