/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';
import { DEV_APPS } from '@travel/contracts';

/**
 * TypeScript and the ESM-only packages (msw's dependencies, content-disposition under @fastify/static, jose)
 * go through swc, and so do PGlite's .cjs build and @fastify/cookie: swc turns their import() into require(),
 * which jest's sandbox runs without --experimental-vm-modules. Types are checked by tsc.
 */
const transform: Config['transform'] = {
  '^.+\\.([cm]?js|tsx?|jsx)$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};
const esmPackages = ['until-async', 'rettime', '@mswjs', 'headers-polyfill', 'outvariant', 'strict-event-emitter', '@open-draft', 'is-node-process', 'content-disposition', 'cookie', '@electric-sql', 'jose', '@fastify/cookie'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];
const moduleNameMapper = { '\\.css$': '<rootDir>/mocks/style-stub.ts' };

const browserProject = (displayName: string, roots: string[]): Config => ({
  displayName,
  testEnvironment: 'jest-fixed-jsdom',
  roots,
  testMatch: ['**/test/**/*.test.ts?(x)'],
  transform,
  transformIgnorePatterns,
  moduleNameMapper,
  setupFilesAfterEnv: ['<rootDir>/mocks/jest-setup.ts'],
});

/** The API suite; TEST_DATABASE_URL empty means PGlite (apps/api/test/helpers.ts). */
const apiProject = (displayName: string, databaseUrl: string): Config => ({
  displayName,
  testEnvironment: 'node',
  roots: ['<rootDir>/apps/api'],
  testMatch: ['**/test/**/*.test.ts'],
  transform,
  transformIgnorePatterns,
  // page-rendering.test.ts renders the shell's source, whose stylesheets the browser build has,
  // with its remotes' sources as containers (mocks/source-federation-runtime.ts).
  moduleNameMapper: { ...moduleNameMapper, '^@module-federation/enhanced/runtime$': '<rootDir>/mocks/source-federation-runtime.ts' },
  globals: { TEST_DATABASE_URL: databaseUrl },
  // The run's template databases (apps/api/test/helpers.ts): a fresh scratch directory, and no stale PostgreSQL template.
  globalSetup: '<rootDir>/apps/api/test/global-setup.ts',
  globalTeardown: '<rootDir>/apps/api/test/global-teardown.ts',
});

const config: Config = {
  // Global: jest reads no per-project testTimeout. A journey test types, waits for debounces and renders whole pages: seconds each, more on a loaded 2-core CI box.
  testTimeout: 20_000,
  projects: [
    browserProject('packages', ['<rootDir>/packages']),
    // The shell and every remote; the API's suite is its own project.
    browserProject('apps', DEV_APPS.map((app) => `<rootDir>/apps/${app}`)),
    // The tooling's own rules (how `npm start` builds).
    { displayName: 'scripts', testEnvironment: 'node', roots: ['<rootDir>/scripts'], testMatch: ['**/test/**/*.test.ts'], transform, transformIgnorePatterns },
    apiProject('api', ''),
    // With DATABASE_URL set (CI), the same API suite runs again on that PostgreSQL server.
    ...(process.env.DATABASE_URL ? [apiProject('api-postgres', process.env.DATABASE_URL)] : []),
  ],
};

export default config;
