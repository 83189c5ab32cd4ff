import { performance } from 'node:perf_hooks';
import { buildApp } from './app';
import { ConfigError, loadConfig, shouldSeedDemo, type Config } from './config';
import { DEMO_AGENCIES } from './seed';
import { openStartupDatabase } from './seed/startup';

/** The database as a log line, without the password a connection string may carry. */
function describeDatabase(config: Config): string {
  if (!config.databaseUrl) return `PGlite ${config.pgliteDataDir}`;
  const url = new URL(config.databaseUrl);
  if (url.password) url.password = '***';
  return `PostgreSQL ${url.toString()}`;
}

/** The demo agencies' addresses and where their accounts are listed. */
function demoLines(port: number): string[] {
  const width = Math.max(...DEMO_AGENCIES.map((a) => a.subdomain.length));
  return [
    ...DEMO_AGENCIES.map(
      (a) => `  http://${a.subdomain}.localhost:${port}${' '.repeat(width - a.subdomain.length)}  ${a.agencyName}${a.status === 'Active' ? '' : ` (${a.status})`}`,
    ),
    '  Demo accounts: see DEMO.md (password Travel-Demo-2026)',
  ];
}

function startupBanner(config: Config, seconds: string): string {
  const port = config.port;
  const lines = [
    '',
    `Travel API ready in ${seconds} s  (${describeDatabase(config)})`,
    `  http://localhost:${port}  serves ${config.defaultTenant}`,
    ...(shouldSeedDemo(config)
      ? demoLines(port)
      : ['  No demo data (SEED_DEMO unset). Create an agency and its owner:', '    npm run agency -- create --subdomain <name> --name "<Agency name>" --owner-email <email>']),
    config.staticRoot
      ? `  Shell and remotes from ${config.staticRoot}`
      : '  API only (STATIC_ROOT unset): the shell runs on its dev server, e.g. http://wayfarer.localhost:3000',
    '',
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openStartupDatabase(config);
  const app = buildApp({ database, config });
  await app.listen({ port: config.port, host: config.host });
  console.log(startupBanner(config, (performance.now() / 1000).toFixed(1)));

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
