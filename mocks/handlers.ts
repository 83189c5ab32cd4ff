import { http, HttpResponse } from 'msw';
import { AGENCY_NOT_FOUND_TEXT, ERROR_CODES, agencyNavigation, type Agency } from '@travel/contracts';
import { agencyFixture, bootFixture } from './fixtures';
import { currenciesFixture, exchangeRatesFixture } from './api-fixtures';
import { authHandlersFor } from './auth';
import { dealsHandlers } from './deals';
import { pagesHandlersFor } from './pages';
import { referenceHandlersFor } from './reference';
import { inventoryHandlersFor } from './inventory';
import { bookingsHandlersFor } from './bookings';
import { hotelsHandlersFor } from './hotels';
import { flightsHandlersFor } from './services/flights/handlers';
import { flightBookingHandlersFor } from './services/flights/booking';
import { imageHandlers } from './images';
import { dashboardHandlersFor } from './command/dashboard';
import { dealLinksHandlersFor } from './command/deal-links';
import { proposalsHandlersFor } from './command/proposals';
import { clientProposalHandlersFor } from './proposals';
import { commandHandlersFor } from './command/handlers';
import { searchesHandlersFor } from './command/searches';
import { markupsHandlersFor, productSettingsHandlersFor, websiteHandlersFor } from './agency-settings';
import { paymentHandlersFor } from './payments';

/** msw handlers for the calls the apps make, answering as the API does for one agency. */
export function handlersFor(agency: Agency | null = agencyFixture()) {
  const notFound = () =>
    HttpResponse.json({ error: { code: ERROR_CODES.agencyNotFound, message: AGENCY_NOT_FOUND_TEXT } }, { status: 404 });
  return [
    http.get('*/api/boot', () =>
      HttpResponse.json(agency ? bootFixture(agency) : bootFixture(null, { code: ERROR_CODES.agencyNotFound, message: AGENCY_NOT_FOUND_TEXT })),
    ),
    http.get('*/api/agency', () => (agency ? HttpResponse.json({ agency }) : notFound())),
    http.get('*/api/agency/navigations', () => (agency ? HttpResponse.json({ agencyNavigation: agencyNavigation(agency) }) : notFound())),
    http.get('*/api/agency/about-us', () =>
      agency
        ? HttpResponse.json({ data: { isEnabled: agency.isAbousUsEnable, title: agency.aboutUsEnableTitle, content: '<p>Since 1998.</p>', image: '' } })
        : notFound(),
    ),
    ...pagesHandlersFor(agency),
    http.get('*/api/multi-currency/exchange', () => HttpResponse.json(exchangeRatesFixture)),
    http.get('*/api/admin/country/enableCurrencies', () => HttpResponse.json(currenciesFixture)),
    ...dealsHandlers(),
    ...authHandlersFor(agency),
    ...referenceHandlersFor(agency),
    ...inventoryHandlersFor(agency),
    ...bookingsHandlersFor(agency),
    ...hotelsHandlersFor(agency),
    ...flightsHandlersFor(agency),
    ...flightBookingHandlersFor(agency),
    ...imageHandlers(),
    ...markupsHandlersFor(agency),
    ...websiteHandlersFor(agency),
    ...commandHandlersFor(agency),
    ...dealLinksHandlersFor(agency),
    ...proposalsHandlersFor(agency),
    ...clientProposalHandlersFor(agency),
    ...dashboardHandlersFor(agency),
    ...searchesHandlersFor(agency),
    ...productSettingsHandlersFor(agency),
    ...paymentHandlersFor(agency),
  ];
}

export const handlers = handlersFor();
