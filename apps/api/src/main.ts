import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { buildApp } from './app';
import { ConfigError, loadConfig, shouldSeedDemo, type Config } from './config';
import { isNewPgliteDatabase } from './db';
import { DEMO_AGENCIES } from './seed';
import { configuredDatabase, openStartupDatabase } from './seed/startup';
import { startupBanner } from './startup-banner';

/** Set in the child that only prepares a fresh embedded database, then exits. */
const PREPARE_DATABASE_ONLY = 'TRAVEL_PREPARE_DATABASE_ONLY';

/**
 * A fresh embedded database is created and seeded by a child process of this same entry:
 * PGlite's WebAssembly memory grows to ~870 MB while it seeds and is not handed back, so a
 * first start would serve at that size (a restart, which reopens the directory, at ~410 MB).
 */
function prepareFreshDatabaseInChild(): Promise<void> {
  return new Promise((resolve, reject) => {
    // execArgv carries tsx's loader flags, so the child runs this TypeScript file as the parent does.
    const child = spawn(process.execPath, [...process.execArgv, __filename], { env: { ...process.env, [PREPARE_DATABASE_ONLY]: '1' }, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`Preparing the database failed (${signal ?? `exit code ${code}`}); see its output above.`));
    });
  });
}

async function prepareDatabaseOnly(config: Config): Promise<void> {
  const database = await openStartupDatabase(config);
  await database.close();
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (process.env[PREPARE_DATABASE_ONLY] === '1') return prepareDatabaseOnly(config);
  if (isNewPgliteDatabase(configuredDatabase(config))) await prepareFreshDatabaseInChild();
  const database = await openStartupDatabase(config);
  const app = buildApp({ database, config });
  await app.listen({ port: config.port, host: config.host });
  console.log(startupBanner(config, (performance.now() / 1000).toFixed(1), shouldSeedDemo(config) ? DEMO_AGENCIES : null));

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          console.error('Shutdown failed:', err);
          process.exit(1);
        },
      );
  };
  // once: a second Ctrl-C falls through to Node's default and ends the process at once.
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((err: unknown) => {
  // A bad environment is the operator's to fix: the message says which variable, no stack needed.
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
