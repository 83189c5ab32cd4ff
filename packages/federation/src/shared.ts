/**
 * The one list of modules shared as singletons between the shell and every remote
 * (DESIGN.md). Read by webpack.config.ts at build time only.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type SharedConfig = {
  singleton: true;
  requiredVersion: string | false;
  version?: string;
};

const root = join(__dirname, '..', '..', '..');
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

const npmSingletons = ['react', 'react-dom', 'react-router-dom', 'react-redux', '@reduxjs/toolkit', 'i18next', 'react-i18next', 'axios'];
// @travel/ui's entry points are shared one by one, so a page loads only those it imports.
const workspaceSingletons = ['@travel/store', '@travel/api-client', '@travel/i18n', '@travel/ui', '@travel/ui/search', '@travel/ui/booking'];
const WORKSPACE_VERSION = '0.1.0';

function npmVersion(name: string): string {
  const version = rootPackage.dependencies[name];
  if (!version) throw new Error(`${name} is shared but not a dependency in package.json`);
  return version;
}

export function sharedModules(): Record<string, SharedConfig> {
  const shared: Record<string, SharedConfig> = {};
  for (const name of npmSingletons) shared[name] = { singleton: true, requiredVersion: `^${npmVersion(name)}` };
  // Subpath imports (react/jsx-runtime, react-dom/client) must resolve to the same copy.
  shared['react/'] = { singleton: true, requiredVersion: `^${npmVersion('react')}` };
  shared['react-dom/'] = { singleton: true, requiredVersion: `^${npmVersion('react-dom')}` };
  for (const name of workspaceSingletons) {
    shared[name] = { singleton: true, version: WORKSPACE_VERSION, requiredVersion: `^${WORKSPACE_VERSION}` };
  }
  return shared;
}
