import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { REPO_ROOT } from '../src/config';
import { openDatabase, type OpenDatabaseOptions } from '../src/db';
import { call, login } from './accounts-helpers';
import { DB_TIMEOUT_MS, adminUrl, freshDatabaseTarget, testConfig } from './helpers';

/** `npm run agency -- <args>` as an operator runs it: its own process, its own environment. */
function runAgencyScript(args: string[], database: OpenDatabaseOptions): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, DATABASE_URL: database.databaseUrl ?? '', PGLITE_DATA_DIR: database.dataDir ?? '', SEED_DEMO: '' };
  return new Promise((resolve) => {
    execFile(process.execPath, [require.resolve('tsx/cli'), path.join(REPO_ROOT, 'scripts/agency.ts'), ...args], { cwd: REPO_ROOT, env }, (err, stdout, stderr) => {
      resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** A directory nothing may be written to: the commands that must not open a database get it. */
let untouched: string;
beforeAll(() => {
  untouched = mkdtempSync(path.join(os.tmpdir(), 'travel-agency-cli-'));
});
afterAll(() => rmSync(untouched, { recursive: true, force: true }));

test('--help prints the usage and exits 0; a mistake is one line on stderr and exit code 1', async () => {
  const help = await runAgencyScript(['--help'], { dataDir: path.join(untouched, 'db') });
  expect(help).toMatchObject({ code: 0, stderr: '' });
  expect(help.stdout).toContain('Usage: npm run agency -- <command> [options]');

  const wrong = await runAgencyScript(['create', '--subdomain', 'Bad Name', '--name', 'X', '--owner-email', 'x@example.com'], { dataDir: path.join(untouched, 'db') });
  expect(wrong.code).toBe(1);
  expect(wrong.stdout).toBe('');
  expect(wrong.stderr.trim().split('\n')).toEqual(['agency: --subdomain: use lower-case letters, digits and inner hyphens, 1 to 63 characters', 'See: npm run agency -- --help']);
  expect(existsSync(path.join(untouched, 'db'))).toBe(false);
}, DB_TIMEOUT_MS);

test(
  "create, run on this project's kind of database, gives an owner who sets a password from the printed link and signs in",
  async () => {
    const target = await freshDatabaseTarget();
    try {
      const created = await runAgencyScript(['create', '--subdomain', 'acme', '--name', 'Acme Travel', '--owner-email', 'boss@acme.example'], target.options);
      expect(created).toMatchObject({ code: 0, stderr: '' });
      const token = /\/newPassword\?token=([\w-]+)/.exec(created.stdout)?.[1] ?? '';

      const database = await openDatabase(target.options);
      const app = buildApp({ database, config: testConfig() });
      try {
        const set = await call(app, '/api/user/new-password', { method: 'POST', host: 'acme.localhost', body: { token, password: 'a long owner passphrase' } });
        expect(set.statusCode).toBe(204);
        expect((await login(app, 'boss@acme.example', { host: 'acme.localhost', password: 'a long owner passphrase' })).statusCode).toBe(200);
      } finally {
        await app.close();
        await database.close();
      }
    } finally {
      target.cleanup();
    }
  },
  2 * DB_TIMEOUT_MS,
);

(adminUrl ? test.skip : test)(
  'says in one line that the embedded database is in use when a server holds it, and exits 1',
  async () => {
    const target = await freshDatabaseTarget();
    const server = await openDatabase(target.options);
    try {
      const res = await runAgencyScript(['list'], target.options);
      expect(res.code).toBe(1);
      expect(res.stderr.trim().split('\n')).toEqual([
        `agency: The embedded database ${target.options.dataDir} is in use by process ${process.pid} (a running server?). ` +
          'PGlite serves one process per data directory: stop that process first, or use PostgreSQL (DATABASE_URL).',
      ]);
    } finally {
      await server.close();
      target.cleanup();
    }
  },
  DB_TIMEOUT_MS,
);
