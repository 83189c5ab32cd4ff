export { agencyFixture, bootFixture, devRemoteUrls, navigationsFor } from './fixtures';
export { handlers, handlersFor } from './handlers';
