export { agencyFixture, bootFixture, devRemoteUrls } from './fixtures';
export { handlers, handlersFor } from './handlers';
export { aboutUsHandler, faqContentFixture, faqHandler, shortQuestionFaqContentFixture, type FaqContent } from './pages';
export { initTestI18n } from './i18n';
export { renderInHost } from './render';
export { currenciesFixture, exchangeRatesFixture, hotelDealsFixture, loginFixture, travellerProfileFixture } from './api-fixtures';
export { activityDealsFixture, carDealsFixture, dealsHandlers } from './deals';
export { airportsFixture, countriesFixture, referenceHandlersFor, shipLinesFixture } from './reference';
export { citiesFixture, hotelSuggestionsFixture, inventoryHandlersFor, resortPropertiesFixture, resortRegionsFixture } from './inventory';
