// `MOCKS=1 npm run dev:<remote>`: webpack.config.ts runs this before the remote's own entry, so
// msw answers the API from the page's first request. The worker loads in a chunk of its own.
import { beforeStandaloneStart } from '@travel/federation/standalone-startup';

beforeStandaloneStart(import('./browser').then(({ startMockWorker }) => startMockWorker()));
