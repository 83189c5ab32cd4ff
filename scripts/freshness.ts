/**
 * Which built apps are missing or older than their sources, so `npm start` rebuilds only those.
 */
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppName } from '../webpack.config';

const root = join(__dirname, '..');
const STAMP = '.build-stamp';
/** Inputs every app is built from, besides its own folder. */
const SHARED_INPUTS = ['packages', 'public', 'webpack.config.ts', 'package-lock.json', 'tsconfig.base.json'];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

export function staleApps(apps: readonly AppName[], distDir: string): AppName[] {
  const shared = Math.max(...SHARED_INPUTS.map((input) => newestChange(join(root, input))));
  return apps.filter((app) => {
    const stamp = join(distDir, app, STAMP);
    if (!existsSync(stamp)) return true;
    const builtAt = statSync(stamp).mtimeMs;
    return Math.max(shared, newestChange(join(root, 'apps', app, 'src'))) > builtAt;
  });
}

export function markBuilt(apps: readonly AppName[], distDir: string): void {
  for (const app of apps) writeFileSync(join(distDir, app, STAMP), new Date().toISOString());
}
