import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Database, OpenDatabaseOptions } from '../src/db';
import { openStartupDatabase } from '../src/seed/startup';

/**
 * Test databases. In the api-postgres jest project (DATABASE_URL set, as in CI) every jest worker gets its own PostgreSQL
 * database, test_w<JEST_WORKER_ID>, dropped and created afresh for each test file (files
 * in a worker run one after another). Without it, PGlite: in memory, or in a temporary
 * directory when the test must reopen it.
 */
export const adminUrl = (globalThis as { TEST_DATABASE_URL?: string }).TEST_DATABASE_URL || undefined;

/**
 * For hooks and tests that open a database: creating one takes 2 to 6 s here, over
 * jest's 5 s default (a project-level testTimeout is not applied when jest runs projects).
 */
export const DB_TIMEOUT_MS = 60_000;

async function recreateWorkerDatabase(admin: string): Promise<string> {
  const worker = process.env.JEST_WORKER_ID ?? '1';
  if (!/^\d+$/.test(worker)) throw new Error(`unexpected JEST_WORKER_ID ${worker}`);
  // TEST_DB_PREFIX keeps two suites running at once on one server apart (lower-case letters only).
  const prefix = process.env.TEST_DB_PREFIX ?? 'test';
  if (!/^[a-z_]+$/.test(prefix)) throw new Error(`TEST_DB_PREFIX must be lower-case letters, got ${prefix}`);
  const name = `${prefix}_w${worker}`; // letters and digits only: safe to splice into the DDL below
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface TestDatabaseTarget {
  options: OpenDatabaseOptions;
  /** Removes what the target left on disk (the PGlite directory). */
  cleanup(): void;
}

/** A fresh, empty database that can be opened more than once (to test what a restart sees). */
export async function freshDatabaseTarget(): Promise<TestDatabaseTarget> {
  if (adminUrl) return { options: { databaseUrl: await recreateWorkerDatabase(adminUrl) }, cleanup: () => undefined };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'travel-api-test-'));
  return { options: { dataDir }, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/**
 * Opens `options` as `npm start` on the embedded default does: migrated, the catalogues and
 * the demo agencies and accounts seeded.
 */
export function openAsDemoStart(options: OpenDatabaseOptions): Promise<Database> {
  return openStartupDatabase(testConfig(), options);
}

/** A fresh, migrated and seeded database (demo data included) for one test file. */
export async function openTestDatabase(): Promise<Database> {
  return openAsDemoStart(adminUrl ? { databaseUrl: await recreateWorkerDatabase(adminUrl) } : {});
}

/** The configuration a test server runs with (defaults, silent logs) and whatever the test overrides. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test' }), ...overrides };
}

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * A server on a fresh database for one test file. `beforeReady` may add test-only routes
 * (routes can only be added before the app is ready).
 */
export async function startTestServer(
  overrides: Partial<Config> = {},
  beforeReady: (app: FastifyInstance) => void = () => undefined,
): Promise<TestServer> {
  const database = await openTestDatabase();
  const app = buildApp({ database, config: testConfig(overrides) });
  beforeReady(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
