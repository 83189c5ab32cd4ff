import type { Config } from './config';

/** A demo agency as the banner lists it (the seed's DEMO_AGENCIES, which only the entry point imports). */
export interface BannerAgency {
  subdomain: string;
  agencyName: string;
  status: 'Active' | 'Inactive';
}

/** The database as a log line, without the password a connection string may carry. */
function describeDatabase(config: Config): string {
  if (!config.databaseUrl) return `PGlite ${config.pgliteDataDir}`;
  const url = new URL(config.databaseUrl);
  if (url.password) url.password = '***';
  return `PostgreSQL ${url.toString()}`;
}

/** The demo agencies' addresses and where their accounts are listed. */
function demoLines(agencies: readonly BannerAgency[], port: number): string[] {
  const width = Math.max(...agencies.map((a) => a.subdomain.length));
  return [
    ...agencies.map(
      (a) => `  http://${a.subdomain}.localhost:${port}${' '.repeat(width - a.subdomain.length)}  ${a.agencyName}${a.status === 'Active' ? '' : ` (${a.status})`}`,
    ),
    '  Demo accounts: see docs/demo-data.md (password Travel-Demo-2026)',
  ];
}

const NO_DEMO_LINES = [
  '  No demo data (SEED_DEMO unset). Create an agency and its owner:',
  '    npm run agency -- create --subdomain <name> --name "<Agency name>" --owner-email <email>',
];

/** What a start prints once it listens: the demo agencies when it seeded them (`demoAgencies`), else how to create one. */
export function startupBanner(config: Config, seconds: string, demoAgencies: readonly BannerAgency[] | null): string {
  const port = config.port;
  const lines = [
    '',
    `Travel API ready in ${seconds} s  (${describeDatabase(config)})`,
    `  http://localhost:${port}  serves ${config.defaultTenant}`,
    ...(demoAgencies ? demoLines(demoAgencies, port) : NO_DEMO_LINES),
    config.staticRoot
      ? `  Shell and remotes from ${config.staticRoot}`
      : '  API only (STATIC_ROOT unset): the shell runs on its dev server, e.g. http://wayfarer.localhost:3000',
    '',
  ];
  return lines.join('\n');
}
