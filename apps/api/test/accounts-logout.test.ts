import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db';
import { accessCookie, call, tokenFor, withToken } from './accounts-helpers';
import { DB_TIMEOUT_MS, openTestDatabase, testConfig } from './helpers';

/**
 * Logout revokes (README "Revocation"). Two API processes on one database: on PostgreSQL
 * each has its own connection pool, as behind a load balancer; PGlite allows one process
 * per database, so there both apps share it.
 */
let databases: Database[];
let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  const one = await openTestDatabase();
  const other = one.postgresUrl === undefined ? one : await openDatabase({ databaseUrl: one.postgresUrl });
  databases = one === other ? [one] : [one, other];
  first = buildApp({ database: one, config: testConfig() });
  second = buildApp({ database: other, config: testConfig() });
  await Promise.all([first.ready(), second.ready()]);
}, DB_TIMEOUT_MS);
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
  for (const database of databases) await database.close();
});

const profile = (app: FastifyInstance, token: string) => call(app, '/api/user/profile', { headers: withToken(token) });
const logout = (app: FastifyInstance, headers: Record<string, string>) => call(app, '/api/user/logout', { method: 'POST', headers });

it('refuses a token copied before logout (401 TOKEN_REVOKED), on every process; a new login works', async () => {
  const copied = await tokenFor(first, 'traveller@wayfarer.test');
  expect((await profile(second, copied)).statusCode).toBe(200);

  const res = await logout(first, withToken(copied));
  expect(res.statusCode).toBe(204);
  expect(accessCookie(res).value).toBe('');

  for (const app of [first, second]) {
    const after = await profile(app, copied);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('TOKEN_REVOKED');
  }
  const fresh = await tokenFor(second, 'traveller@wayfarer.test');
  expect((await profile(first, fresh)).statusCode).toBe(200);
}, DB_TIMEOUT_MS);

it('logs out every device of the account, through the cookie alone too, and leaves other accounts signed in', async () => {
  const [laptop, phone, other] = [
    await tokenFor(first, 'plain@wayfarer.test'),
    await tokenFor(second, 'plain@wayfarer.test'),
    await tokenFor(first, 'agent@wayfarer.test'),
  ];
  expect((await logout(second, { cookie: `x-access-token=${laptop}` })).statusCode).toBe(204);
  expect((await profile(first, laptop)).statusCode).toBe(401);
  expect((await profile(first, phone)).statusCode).toBe(401);
  expect((await profile(second, other)).statusCode).toBe(200);
}, DB_TIMEOUT_MS);

it('a stale token logs out (204, cookie cleared) without ending the session that came after it', async () => {
  const old = await tokenFor(first, 'owner@wayfarer.test');
  await logout(first, withToken(old));
  const current = await tokenFor(first, 'owner@wayfarer.test');

  const res = await logout(second, withToken(old));
  expect(res.statusCode).toBe(204);
  expect(accessCookie(res).value).toBe('');
  expect((await profile(first, current)).statusCode).toBe(200);
}, DB_TIMEOUT_MS);

it('without a token answers as before: 204 and the cookie cleared', async () => {
  const res = await logout(first, {});
  expect(res.statusCode).toBe(204);
  expect(accessCookie(res).attributes).toMatchObject({ 'max-age': '0', path: '/' });
});
