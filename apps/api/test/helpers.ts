import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database, type OpenDatabaseOptions } from '../src/db';
import { openStartupDatabase } from '../src/seed/startup';
import { databaseUrl, RUN_DIR_VARIABLE, templateDatabaseName, testDatabasePrefix, withAdminClient } from './test-database-names';

/**
 * Test databases. In the api-postgres jest project (DATABASE_URL set, as in CI) every jest
 * worker gets its own PostgreSQL database, <prefix>_w<JEST_WORKER_ID>, dropped and created
 * afresh for each test file (files in a worker run one after another): a copy of the run's
 * template database. Without it, PGlite: in memory, loaded from the worker's template
 * tarball, or in a temporary directory when the test must reopen it.
 */
export const adminUrl = (globalThis as { TEST_DATABASE_URL?: string }).TEST_DATABASE_URL || undefined;

/**
 * For hooks and tests that open a database: creating one takes 2 to 6 s here, over
 * jest's 5 s default (a project-level testTimeout is not applied when jest runs projects).
 */
export const DB_TIMEOUT_MS = 60_000;

function workerId(): string {
  const worker = process.env.JEST_WORKER_ID ?? '1';
  if (!/^\d+$/.test(worker)) throw new Error(`unexpected JEST_WORKER_ID ${worker}`);
  return worker;
}

/** The worker's database, empty or a copy of `template`. */
async function recreateWorkerDatabase(admin: string, template?: string): Promise<string> {
  const name = `${testDatabasePrefix()}_w${workerId()}`; // letters, digits and underscores only: safe to splice into the DDL below
  await withAdminClient(admin, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  });
  return databaseUrl(admin, name);
}

/** The scratch directory of this jest run (global-setup.ts), where the templates of the run live. */
function runDir(): string {
  const dir = process.env[RUN_DIR_VARIABLE];
  if (!dir) throw new Error(`${RUN_DIR_VARIABLE} is unset: run the API tests through jest.config.ts, whose globalSetup makes it`);
  return dir;
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

/**
 * The run's PostgreSQL template, migrated and seeded: the first worker to need it builds it
 * while the others wait on an advisory lock. It takes its name only once complete, so a
 * worker that dies half-way leaves no template behind.
 */
async function postgresTemplate(admin: string): Promise<string> {
  runDir(); // only global-setup.ts guarantees that a template found is this run's
  const template = templateDatabaseName(testDatabasePrefix());
  const building = `${template}_build`;
  await withAdminClient(admin, async (client) => {
    await client.query('select pg_advisory_lock(hashtext($1))', [template]);
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [template]);
      if (found.rowCount) return;
      await client.query(`drop database if exists ${building} with (force)`);
      await client.query(`create database ${building}`);
      const database = await openAsDemoStart({ databaseUrl: databaseUrl(admin, building) });
      await database.close();
      await client.query(`alter database ${building} rename to ${template}`);
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [template]);
    }
  });
  return template;
}

/** This worker's PGlite template (a data directory tarball): built by its first test file, read back by the others. */
async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(runDir(), `pglite-template-w${workerId()}.tar`);
  if (!existsSync(file)) {
    const database = await openAsDemoStart({});
    try {
      if (!database.dumpDataDir) throw new Error('an in-memory PGlite database has dumpDataDir');
      const tarball = await database.dumpDataDir();
      writeFileSync(`${file}.partial`, Buffer.from(await tarball.arrayBuffer()));
      renameSync(`${file}.partial`, file);
    } finally {
      await database.close();
    }
  }
  return new Blob([readFileSync(file)]);
}

/**
 * A migrated and seeded database (demo data included) for one test file: a copy of the run's
 * template, so only the first file of a run (of a worker, on PGlite) pays for migrating and seeding.
 */
export async function openTestDatabase(): Promise<Database> {
  if (adminUrl) return openDatabase({ databaseUrl: await recreateWorkerDatabase(adminUrl, await postgresTemplate(adminUrl)) });
  return openDatabase({ loadDataDir: await pgliteTemplate() });
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
  return serveDatabase(await openTestDatabase(), overrides, beforeReady);
}

/** A server on a database the test opened itself; closing the server closes the database. */
export async function serveDatabase(
  database: Database,
  overrides: Partial<Config> = {},
  beforeReady: (app: FastifyInstance) => void = () => undefined,
): Promise<TestServer> {
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
