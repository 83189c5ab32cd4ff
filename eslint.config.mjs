// `npm run lint` (part of `npm test`): the import boundaries of DESIGN.md ("Import direction is
// one way"), import cycles, undeclared dependencies and a few correctness rules. No style
// rules: formatting is not this linter's job.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const APPS = readdirSync(new URL('apps', import.meta.url));

/** Test code: the only code that may import the msw mocks, and may use devDependencies. */
const TEST_FILES = ['**/test/**', '**/*.test.{ts,tsx}', 'e2e/**', 'mocks/**'];

/** Build, start and benchmark tooling at the root: devDependencies are theirs to use. */
const TOOLING_FILES = ['scripts/**', '*.config.{ts,mjs}', 'apps/api/drizzle.config.ts'];

/**
 * import-x/no-restricted-paths zones: a file under `target` must not import a file under
 * `from`. Paths are resolved first, so `@travel/x` and `../../packages/x` count alike.
 */
const BOUNDARIES = [
  {
    target: './apps/api',
    from: ['./packages', './mocks', './scripts', './e2e', './public', './webpack.config.ts'],
    except: ['./contracts', './artwork'],
    message: 'The API imports only @travel/contracts and @travel/artwork.',
  },
  // The demo data is the entry point's choice: no module of the running API depends on it.
  {
    target: ['./apps/api/src/!(seed)/**', './apps/api/src/!(main|agency-cli|bench-cli).ts'],
    from: './apps/api/src/seed/**',
    message: 'Only the API entry points (main.ts, agency-cli.ts, bench-cli.ts) and tests import the demo seed.',
  },
  // The remotes meet each other and the shell only through packages/* and URLs.
  ...APPS.map((app) => ({
    target: `./apps/${app}`,
    from: './apps',
    except: [`./${app}`],
    message: 'An app never imports another app; share code through packages/*.',
  })),
  { target: './packages', from: './apps', message: 'packages/* never import apps/*.' },
  { target: './mocks', from: './apps', message: 'The mocks are built from the packages, not from an app.' },
  {
    target: ['./scripts', './webpack.config.ts', './jest.config.ts', './playwright.config.ts'],
    from: './apps',
    // `npm start`, `npm run agency` and `npm run bench` run the API's entry points: the only modules of an app a script loads.
    except: ['./api/src/main.ts', './api/src/agency-cli.ts', './api/src/bench-cli.ts'],
    message: "Tooling imports packages/*, not an app's source.",
  },
];

const MOCKS_ONLY_IN_TESTS = { target: './', from: './mocks', message: 'Only tests import the mocks (@travel/mocks).' };

const noRestrictedPaths = (zones) => ['error', { zones, basePath: ROOT }];
const noExtraneousDependencies = (devDependencies) => ['error', { devDependencies, includeTypes: true }];

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'dist/**', 'bench/**', 'bench-results/**', 'test-results/**', 'playwright-report/**', '.data/**', 'public/**', '**/test/fixtures/**'] },
  {
    files: ['**/*.{ts,tsx,mjs}'],
    languageOptions: { parser: tseslint.parser },
    plugins: { 'import-x': importX, '@typescript-eslint': tseslint.plugin },
    settings: {
      // The files import-x parses to follow imports (no-cycle): without .ts/.tsx it sees none.
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'] })],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'import-x/no-restricted-paths': noRestrictedPaths([...BOUNDARIES, MOCKS_ONLY_IN_TESTS]),
      // DESIGN.md: workspace code is imported by package name, never by a path into it.
      'import-x/no-relative-packages': 'error',
      // Type-only imports are erased by the compiler and not followed: this finds runtime cycles.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      // An import the resolver cannot follow would slip past every rule above.
      'import-x/no-unresolved': 'error',
      // Each workspace's package.json names what it imports (the nearest package.json counts).
      'import-x/no-extraneous-dependencies': noExtraneousDependencies(false),
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description' }],
      'no-debugger': 'error',
    },
  },
  {
    files: TOOLING_FILES,
    rules: { 'import-x/no-extraneous-dependencies': noExtraneousDependencies(true) },
  },
  {
    files: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': noRestrictedPaths(BOUNDARIES),
      'import-x/no-extraneous-dependencies': noExtraneousDependencies(true),
    },
  },
  {
    // `npm start` loads the API by path: the API workspace is not an installable package.
    files: ['scripts/start.ts'],
    rules: { 'import-x/no-relative-packages': 'off' },
  },
);
