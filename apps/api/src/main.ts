import { performance } from 'node:perf_hooks';
import { buildApp } from './app';
import { ConfigError, loadConfig, shouldSeedDemo } from './config';
import { DEMO_AGENCIES } from './seed';
import { openStartupDatabase } from './seed/startup';
import { startupBanner } from './startup-banner';

async function main(): Promise<void> {
  const config = loadConfig();
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
