export { agencyFixture, bootFixture, devRemoteUrls, navigationsFor } from './fixtures';
export { handlers, handlersFor } from './handlers';
export { initTestI18n } from './i18n';
export { renderInHost } from './render';
