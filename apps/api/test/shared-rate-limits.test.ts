import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Database } from '../src/db';
import { rateLimitHits } from '../src/db/schema';
import { postgresHitCounter, sweepExpiredHits } from '../src/rate-limit-store';
import { adminUrl, DB_TIMEOUT_MS, freshDatabaseTarget, openAsDemoStart, testConfig, type TestDatabaseTarget } from './helpers';
import { call } from './accounts-helpers';

/**
 * The per-address limits (10 a minute on login, signup, forgot-password, new-password) are
 * counted where every API process sees them: PostgreSQL, or Redis when REDIS_URL is set.
 */

/** An address no other test or earlier run has used in this window (Redis keeps counts across runs). */
const uniqueAddress = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

const forgot = (app: FastifyInstance, address: string) =>
  call(app, '/api/user/forgot-password', { method: 'POST', body: { email: 'plain@wayfarer.test' }, address });

/** Sends 10 requests alternating between the apps, then an 11th on each: both are over the limit. */
async function expectSharedLimit(first: FastifyInstance, second: FastifyInstance): Promise<void> {
  const address = uniqueAddress();
  for (let i = 0; i < 10; i += 1) expect((await forgot(i % 2 === 0 ? first : second, address)).statusCode).toBe(202);
  for (const app of [first, second]) {
    const limited = await forgot(app, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  }
  // Another address has its own count.
  expect((await forgot(second, uniqueAddress())).statusCode).toBe(202);
}

let target: TestDatabaseTarget;
let database: Database;
beforeAll(async () => {
  target = await freshDatabaseTarget();
  database = await openAsDemoStart(target.options);
}, DB_TIMEOUT_MS);
afterAll(async () => {
  await database.close();
  target.cleanup();
});

describe('the PostgreSQL counter (the SQL also runs on PGlite)', () => {
  it('counts hits in a window, concurrent ones included, and starts a new window when it is over', async () => {
    const counter = postgresHitCounter(database.db);
    try {
      const hits = await Promise.all(Array.from({ length: 12 }, () => counter.hit('POST/api/user/login:192.0.2.1', 60_000)));
      expect(hits.map((h) => h.current).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      expect(hits.every((h) => h.ttl > 58_000 && h.ttl <= 60_000)).toBe(true);
      expect((await counter.hit('POST/api/user/login:192.0.2.2', 60_000)).current).toBe(1);

      const short = await counter.hit('short', 50);
      expect(short.current).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const next = await counter.hit('short', 50);
      expect(next.current).toBe(1);
    } finally {
      await counter.close();
    }
  }, DB_TIMEOUT_MS);

  it('sweeps windows that are over, and keeps the others', async () => {
    const counter = postgresHitCounter(database.db);
    try {
      await counter.hit('over', 1);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await sweepExpiredHits(database.db)).toBeGreaterThanOrEqual(1);
      const keys = (await database.db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map((row) => row.key);
      expect(keys).not.toContain('over');
      expect(keys).toContain('POST/api/user/login:192.0.2.1');
    } finally {
      await counter.close();
    }
  }, DB_TIMEOUT_MS);
});

(adminUrl ? describe : describe.skip)('two API processes on one PostgreSQL database', () => {
  it('share the count: the 11th request from one address across both is 429', async () => {
    // The second process has a pool of its own on the same database.
    const other = await openAsDemoStart(target.options);
    const first = buildApp({ database, config: testConfig() });
    const second = buildApp({ database: other, config: testConfig() });
    try {
      await Promise.all([first.ready(), second.ready()]);
      await expectSharedLimit(first, second);
    } finally {
      await Promise.all([first.close(), second.close()]);
      await other.close();
    }
  }, DB_TIMEOUT_MS);
});

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379), timeout: 1_000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

describe('Redis (REDIS_URL)', () => {
  const redisUrl = process.env.REDIS_URL;

  (redisUrl ? it : it.skip)('two API processes share the count in Redis', async () => {
    if (!redisUrl || !(await reachable(redisUrl))) {
      console.warn(`Redis test skipped: ${redisUrl} is not reachable`);
      return;
    }
    const first = buildApp({ database, config: testConfig({ redisUrl }) });
    const second = buildApp({ database, config: testConfig({ redisUrl }) });
    try {
      await Promise.all([first.ready(), second.ready()]);
      await expectSharedLimit(first, second);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  }, DB_TIMEOUT_MS);

  it('an unreachable Redis makes a limited request 503 with Retry-After, not a pass', async () => {
    const app = buildApp({ database, config: testConfig({ redisUrl: 'redis://127.0.0.1:1' }) });
    try {
      await app.ready();
      const res = await forgot(app, uniqueAddress());
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('SERVICE_UNAVAILABLE');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  }, DB_TIMEOUT_MS);
});
