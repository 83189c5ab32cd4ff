/**
 * API throughput and tail latency (autocannon, 50 connections, 10 s per route) for the agency
 * call, the hotel deals search, the hotel autosuggest and the hotel results search, next to a
 * trivial route on the same server; on PGlite and, when a PostgreSQL server is reachable, on
 * PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const root = join(__dirname, '..');
const PORT = Number(process.env.BENCH_API_PORT ?? 3210);
const HOST = `wayfarer.localhost:${PORT}`;
const POSTGRES_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** YYYY-MM-DD `days` after today (UTC): search dates must not be in the past. */
const daysFromNow = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** `body` is sent as is; `freshBody` makes a new body for every request (a cache miss each time). */
type Route = { name: string; method: 'GET' | 'POST'; path: string; body?: unknown; freshBody?: () => unknown };
const ROUTES: Route[] = [
  { name: 'GET /api/health (trivial)', method: 'GET', path: '/api/health' },
  { name: 'GET /api/agency', method: 'GET', path: '/api/agency' },
  { name: 'POST hotel deals search', method: 'POST', path: '/api/dealray/deals/hotel-search', body: { latitude: 40.7128, longitude: -74.006 } },
  {
    name: 'POST hotel deals (uncached)',
    method: 'POST',
    path: '/api/dealray/deals/hotel-search',
    freshBody: () => ({ latitude: 40.7128 + Math.random() / 100, longitude: -74.006 + Math.random() / 100 }),
  },
  { name: 'POST hotel auto-suggest', method: 'POST', path: '/api/v2/hotel/auto-suggest', body: { text: 'new', isManageLocation: false } },
  {
    name: 'POST hotel results search',
    method: 'POST',
    path: '/api/hotels/search',
    body: { destination: { latitude: 40.7128, longitude: -74.006 }, checkIn: daysFromNow(30), checkOut: daysFromNow(32), rooms: [{ adults: 2, childAges: [] }], filters: { stars: [3, 4, 5] } },
  },
];

async function waitForHealth(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('API did not become healthy');
}

function startApi(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'apps/api/src/main.ts')], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', STATIC_ROOT: '', ...env },
    stdio: 'ignore',
  });
}

async function measure(route: Route): Promise<{ rps: number; p99: number; errors: number }> {
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}${route.path}`,
    method: route.method,
    connections: 50,
    duration: 10,
    headers: { host: HOST, 'content-type': 'application/json' },
    ...(route.body ? { body: JSON.stringify(route.body) } : {}),
    ...(route.freshBody
      ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, body: JSON.stringify(route.freshBody?.()) }) }] }
      : {}),
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function run(label: string, env: Record<string, string>): Promise<void> {
  const api = startApi(env);
  try {
    await waitForHealth(120_000);
    console.log(`\nAPI on ${label} (50 connections, 10 s each)`);
    console.log(`  ${'route'.padEnd(30)} ${'req/s'.padStart(8)} ${'÷ trivial'.padStart(10)} ${'p99 ms'.padStart(8)} ${'non-2xx'.padStart(8)}`);
    let trivialRps = 0;
    for (const route of ROUTES) {
      const { rps, p99, errors } = await measure(route);
      trivialRps ||= rps;
      const ratio = (rps / trivialRps).toFixed(2);
      console.log(`  ${route.name.padEnd(30)} ${rps.toFixed(0).padStart(8)} ${ratio.padStart(10)} ${String(p99).padStart(8)} ${String(errors).padStart(8)}`);
    }
  } finally {
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
  }
}

/** A throw-away database on the local server, or null when there is none. */
async function benchDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query('drop database if exists travel_bench with (force)');
  await admin.query('create database travel_bench');
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = '/travel_bench';
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query('drop database if exists travel_bench with (force)');
      await client.end();
    },
  };
}

export async function benchApi(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'travel-bench-api-'));
  try {
    await run('PGlite (embedded)', { PGLITE_DATA_DIR: dataDir, DATABASE_URL: '' });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const database = await benchDatabase();
  if (!database) {
    console.log(`\nPostgreSQL: none reachable at ${POSTGRES_ADMIN_URL} (set BENCH_DATABASE_URL); skipped`);
    return;
  }
  try {
    await run('PostgreSQL', { DATABASE_URL: database.url });
  } finally {
    await database.drop();
  }
}

if (require.main === module) {
  benchApi().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
