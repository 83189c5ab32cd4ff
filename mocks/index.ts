export { agencyFixture, bootFixture, devRemoteUrls } from './fixtures';
export { handlers, handlersFor } from './handlers';
export { initTestI18n } from './i18n';
export { renderInHost } from './render';
export { currenciesFixture, exchangeRatesFixture, hotelDealsFixture, loginFixture, travellerProfileFixture } from './api-fixtures';
