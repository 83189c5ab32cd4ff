/**
 * The one list of modules shared as singletons between the shell and every remote
 * (DESIGN.md). Read by webpack.config.ts at build time only.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type SharedConfig = {
  singleton: true;
  requiredVersion: false;
  version?: string;
};

const root = join(__dirname, '..', '..', '..');
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

const npmSingletons = ['react', 'react-dom', 'react-router-dom', 'react-redux', '@reduxjs/toolkit', 'i18next', 'react-i18next', 'axios'];
// @travel/ui's entry points are shared one by one, so a page loads only those it imports.
const workspaceSingletons = ['@travel/store', '@travel/api-client', '@travel/i18n', '@travel/ui', '@travel/ui/search', '@travel/ui/booking', '@travel/ui/details', '@travel/ui/account', '@travel/ui/proposal'];
const WORKSPACE_VERSION = '0.1.0';

/**
 * The singletons the shell provides with only the exports some app takes (shared-exports.ts):
 * ES modules with many named exports. react and react-dom are CommonJS, and i18next and axios
 * export one instance that needs most of their code, so tree-shaking would gain nothing there.
 */
export const TREE_SHAKEN_SINGLETONS: ReadonlySet<string> = new Set(['react-router-dom', '@reduxjs/toolkit', 'react-redux', 'react-i18next']);

function assertDependency(name: string): void {
  if (!rootPackage.dependencies[name]) throw new Error(`${name} is shared but not a dependency in package.json`);
}

/**
 * No singleton states a required version. All nine apps are built together from one commit,
 * from one package-lock (shared-exports.ts relies on that too), so no two apps can disagree on a
 * version; and the check, which only ever warned, compiled a handful of semver regular
 * expressions per shared module on the page's main thread at start-up (5-9 ms profiled).
 */
export function sharedModules(): Record<string, SharedConfig> {
  const shared: Record<string, SharedConfig> = {};
  for (const name of npmSingletons) {
    assertDependency(name);
    shared[name] = { singleton: true, requiredVersion: false };
  }
  // Subpath imports (react/jsx-runtime, react-dom/client) must resolve to the same copy.
  shared['react/'] = { singleton: true, requiredVersion: false };
  shared['react-dom/'] = { singleton: true, requiredVersion: false };
  for (const name of workspaceSingletons) shared[name] = { singleton: true, version: WORKSPACE_VERSION, requiredVersion: false };
  return shared;
}

/**
 * The shared npm singletons and the packages they are built from. The shell needs all of them
 * for its first screen, so its build puts them in one chunk: one script instead of a dozen,
 * and a dozen fewer script elements for the federation runtime to insert at start-up.
 */
const STARTUP_LIBRARIES = [
  ...npmSingletons,
  'scheduler',
  'react-router',
  '@remix-run/router',
  'redux',
  'redux-thunk',
  'reselect',
  'immer',
  '@standard-schema/utils',
  'use-sync-external-store',
  'html-parse-stringify',
  'void-elements',
];

const pathSeparator = String.raw`[\\/]`;
export const startupLibrariesPattern = new RegExp(
  `${pathSeparator}node_modules${pathSeparator}(${STARTUP_LIBRARIES.map((name) => name.replace('/', pathSeparator)).join('|')})${pathSeparator}`,
);

/** The entry modules of the shared workspace packages the shell's first screen needs (startup-packages.ts). */
const STARTUP_PACKAGES = ['api-client', 'store', 'i18n', 'ui'];
export const startupPackagesEntryPattern = new RegExp(`${pathSeparator}packages${pathSeparator}(${STARTUP_PACKAGES.join('|')})${pathSeparator}src${pathSeparator}index\\.ts$`);
