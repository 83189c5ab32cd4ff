import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { appSecrets, loginAttempts } from '../src/db/schema';
import { DB_TIMEOUT_MS, startTestServer, testConfig, type TestServer } from './helpers';
import { call, login, tokenFor, withToken } from './accounts-helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, DB_TIMEOUT_MS);
afterAll(() => server.close());

const WRONG = 'not-the-password';

async function failLogins(email: string, times: number, host = 'wayfarer.localhost'): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    const res = await login(server.app, email, { password: WRONG, host });
    expect(res.json().error.code).toBe('INVALID_CREDENTIALS');
  }
}

/** Moves this email's recorded failures `minutes` into the past: the database clock decides locks. */
async function ageFailures(email: string, minutes: number): Promise<void> {
  await server.database.db
    .update(loginAttempts)
    .set({ attemptedAt: sql`${loginAttempts.attemptedAt} - make_interval(mins => ${minutes})` })
    .where(eq(loginAttempts.email, email));
}

describe('per-account login lock (5 failures in 15 minutes, stored in the database)', () => {
  it('locks the account after 5 failures, even for the right password: 429 ACCOUNT_LOCKED with Retry-After', async () => {
    await failLogins('traveller@wayfarer.test', 5);
    const locked = await login(server.app, 'traveller@wayfarer.test');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('ACCOUNT_LOCKED');
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(880);
    expect(retryAfter).toBeLessThanOrEqual(900);
  }, DB_TIMEOUT_MS);

  it('counts per agency: the same email on another agency is not locked', async () => {
    const res = await login(server.app, 'traveller@wayfarer.test', { host: 'sunny.localhost' });
    expect(res.json().error.code).toBe('INVALID_CREDENTIALS');
  }, DB_TIMEOUT_MS);

  it('unlocks 15 minutes after the last failure, and a success clears the count', async () => {
    await ageFailures('traveller@wayfarer.test', 14);
    expect((await login(server.app, 'traveller@wayfarer.test')).statusCode).toBe(429);
    await ageFailures('traveller@wayfarer.test', 2);
    expect((await login(server.app, 'traveller@wayfarer.test')).statusCode).toBe(200);
    const left = await server.database.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, 'traveller@wayfarer.test'), sql`${loginAttempts.agencyId} = (select id from agencies where subdomain = 'wayfarer')`));
    expect(left).toEqual([]);
  }, DB_TIMEOUT_MS);

  it('locks an unknown email the same way, so a lock tells nothing about the account', async () => {
    await failLogins('ghost@wayfarer.test', 5);
    const res = await login(server.app, 'ghost@wayfarer.test');
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('ACCOUNT_LOCKED');
  }, DB_TIMEOUT_MS);

  it('does not lock for 5 failures spread over more than 15 minutes', async () => {
    await failLogins('plain@wayfarer.test', 4);
    await ageFailures('plain@wayfarer.test', 16);
    await failLogins('plain@wayfarer.test', 1);
    expect((await login(server.app, 'plain@wayfarer.test')).statusCode).toBe(200);
  }, DB_TIMEOUT_MS);
});

describe('per-address limit (10 a minute)', () => {
  it.each([
    ['/api/user/forgot-password', { email: 'plain@wayfarer.test' }, 202],
    ['/api/user/login', { email: 'not-an-email' }, 400],
    ['/api/user/signup', {}, 400],
  ])('%s: the 11th request from one address gets 429 RATE_LIMITED with Retry-After', async (url, body, usual) => {
    const address = `192.0.2.${url.length}`;
    for (let i = 0; i < 10; i += 1) {
      expect((await call(server.app, url, { method: 'POST', body, address })).statusCode).toBe(usual);
    }
    const limited = await call(server.app, url, { method: 'POST', body, address });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await call(server.app, url, { method: 'POST', body, address: '198.51.100.7' })).statusCode).toBe(usual);
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  it('limits the client address from X-Forwarded-For, not the proxy’s', async () => {
    // A second process on the same database (a new test database would reset this file's).
    const proxied = buildApp({ database: server.database, config: testConfig({ trustProxy: ['203.0.113.1'] }) });
    try {
      await proxied.ready();
      const fromClient = (client: string) =>
        call(proxied, '/api/user/signup', { method: 'POST', body: {}, address: '203.0.113.1', headers: { 'x-forwarded-for': client } });
      for (let i = 0; i < 10; i += 1) expect((await fromClient('198.51.100.20')).statusCode).toBe(400);
      expect((await fromClient('198.51.100.20')).statusCode).toBe(429);
      // Same proxy, another client: its own count.
      expect((await fromClient('198.51.100.21')).statusCode).toBe(400);
    } finally {
      await proxied.close();
    }
  }, DB_TIMEOUT_MS);

  it('ignores X-Forwarded-For from an untrusted peer', async () => {
    const spoof = (client: string) =>
      call(server.app, '/api/user/signup', { method: 'POST', body: {}, address: '192.0.2.200', headers: { 'x-forwarded-for': client } });
    for (let i = 0; i < 10; i += 1) expect((await spoof(`198.51.100.${i}`)).statusCode).toBe(400);
    expect((await spoof('198.51.100.99')).statusCode).toBe(429);
  });
});

describe('the signing key', () => {
  it('is generated once and kept in app_secrets, so a second API process accepts the first one’s tokens', async () => {
    const secrets = await server.database.db.select().from(appSecrets);
    expect(secrets).toHaveLength(1);
    expect(Buffer.from(secrets[0]?.value ?? '', 'base64')).toHaveLength(64);

    const token = await tokenFor(server.app, 'owner@wayfarer.test');
    const second = buildApp({ database: server.database, config: testConfig() });
    try {
      await second.ready();
      expect((await call(second, '/api/user/profile', { headers: withToken(token) })).statusCode).toBe(200);
      expect(await server.database.db.select().from(appSecrets)).toHaveLength(1);
    } finally {
      await second.close();
    }
  }, DB_TIMEOUT_MS);

  it('is JWT_SECRET when set: tokens signed with the stored key are then refused', async () => {
    const token = await tokenFor(server.app, 'owner@wayfarer.test');
    const configured = buildApp({ database: server.database, config: testConfig({ jwtSecret: 'a-configured-secret-of-at-least-32-bytes' }) });
    try {
      await configured.ready();
      const res = await call(configured, '/api/user/profile', { headers: withToken(token) });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('TOKEN_INVALID');
      const own = await tokenFor(configured, 'owner@wayfarer.test');
      expect((await call(configured, '/api/user/profile', { headers: withToken(own) })).statusCode).toBe(200);
    } finally {
      await configured.close();
    }
  }, DB_TIMEOUT_MS);

  it('refuses a JWT_SECRET shorter than 32 bytes at start', () => {
    expect(() => loadConfig({ JWT_SECRET: 'too-short' })).toThrow(ConfigError);
    expect(() => loadConfig({ JWT_SECRET: 'too-short' })).toThrow(/JWT_SECRET: must be at least 32 bytes/);
    expect(loadConfig({ JWT_SECRET: '' }).jwtSecret).toBeUndefined();
  });
});
