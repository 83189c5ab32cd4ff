import type { RequestHandler } from 'msw';
import type { Agency } from '@travel/contracts';
import { agencyFixture, letFormDataTakeForms, renderRemote } from '@travel/mocks';
import App from '../src/App';

export { currentUrl, daysFromNow } from '@travel/mocks';

letFormDataTakeForms();

/** An agency whose prices anyone may see, so the cards show amounts. */
export const publicPrices = agencyFixture({ allowNonLoginFlow: true });

/** The flights remote under its two mounts, as the shell hosts it, with the current URL readable. */
export function renderFlights(route: string, { agency = publicPrices, api = [] }: { agency?: Agency; api?: RequestHandler[] } = {}) {
  return renderRemote('flights', App, route, { agency, api });
}
