/**
 * `npm start`: builds whatever is missing or out of date, then serves the API, the shell and
 * every remote from this one process on http://localhost:3000 (PORT to change).
 */
import { join } from 'node:path';
import { APP_NAMES, DIST_DIR } from '../webpack.config';
import { runScriptInChild } from './child-process';
import { staleApps } from './freshness';

async function main() {
  const stale = staleApps(APP_NAMES, DIST_DIR);
  if (stale.length > 0) {
    const started = Date.now();
    console.log(`Building ${stale.join(', ')} (first start or changed sources) ...`);
    // In a child process: webpack's compilers keep several hundred MB alive after a build (a
    // first start served at ~900 MB, a restart at ~120 MB). build.ts stamps what it built.
    await runScriptInChild(join(__dirname, 'build.ts'), stale);
    console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  process.env.NODE_ENV = 'production';
  process.env.PORT ??= '3000';
  process.env.STATIC_ROOT ??= DIST_DIR;
  await import('../apps/api/src/main');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
