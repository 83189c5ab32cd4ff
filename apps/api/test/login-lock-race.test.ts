import { and, eq, sql } from 'drizzle-orm';
import { loginAttempts } from '../src/db/schema';
import { DB_TIMEOUT_MS, startTestServer, type TestServer } from './helpers';
import { login } from './accounts-helpers';

/**
 * The per-account lock under concurrency: an attempt is counted before its password is
 * checked, in one step per account, so of any burst at most 5 (MAX_FAILURES) get a check.
 * On PostgreSQL the requests really run at once (20 pool connections); on PGlite they
 * interleave on one connection, and the rule holds the same.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, DB_TIMEOUT_MS);
afterAll(() => server.close());

const WRONG = 'not-the-password';

function tally(codes: string[]): Record<string, number> {
  return codes.reduce<Record<string, number>>((acc, code) => ({ ...acc, [code]: (acc[code] ?? 0) + 1 }), {});
}

async function attemptsAt(
  email: string,
  passwords: string[],
): Promise<Array<{ status: number; code: string; retryAfter: string | undefined }>> {
  const responses = await Promise.all(passwords.map((password) => login(server.app, email, { password })));
  return responses.map((res) => ({
    status: res.statusCode,
    code: res.statusCode === 200 ? 'OK' : (res.json() as { error: { code: string } }).error.code,
    retryAfter: res.headers['retry-after'] as string | undefined,
  }));
}

async function unlock(email: string): Promise<void> {
  await server.database.db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.email, email), sql`${loginAttempts.agencyId} = (select id from agencies where subdomain = 'wayfarer')`));
}

test('20 wrong passwords at once: exactly 5 are checked, 15 are refused unchecked, and then the right password is refused too', async () => {
  const results = await attemptsAt('traveller@wayfarer.test', Array(20).fill(WRONG));
  expect(tally(results.map((r) => r.code))).toEqual({ INVALID_CREDENTIALS: 5, ACCOUNT_LOCKED: 15 });
  expect(results.filter((r) => r.code === 'ACCOUNT_LOCKED').every((r) => Number(r.retryAfter) > 880)).toBe(true);

  const right = await login(server.app, 'traveller@wayfarer.test');
  expect(right.statusCode).toBe(429);
  expect(right.json().error.code).toBe('ACCOUNT_LOCKED');
}, DB_TIMEOUT_MS);

test.each([
  ['first', 0],
  ['sixth', 5],
  ['last', 11],
])('11 wrong and 1 right at once (the right one sent %s): it signs in only when counted among the first 5', async (_place, index) => {
  const email = 'plain@wayfarer.test';
  await unlock(email);
  const passwords: string[] = Array(11).fill(WRONG);
  passwords.splice(index, 0, 'Travel-Demo-2026');
  const results = await attemptsAt(email, passwords);
  const right = results[index];
  const wrong = results.filter((_, i) => i !== index);

  // The right password is never answered as wrong: it is either checked (and signs in) or refused unchecked.
  expect(['OK', 'ACCOUNT_LOCKED']).toContain(right?.code);
  if (right?.code === 'ACCOUNT_LOCKED') {
    // Refused: five wrong ones were counted before it, and nothing cleared them.
    expect(tally(wrong.map((r) => r.code))).toEqual({ INVALID_CREDENTIALS: 5, ACCOUNT_LOCKED: 6 });
  } else {
    // Signed in: fewer than five were counted before it; its success started the count afresh.
    expect(wrong.every((r) => r.code === 'INVALID_CREDENTIALS' || r.code === 'ACCOUNT_LOCKED')).toBe(true);
  }
}, DB_TIMEOUT_MS);

test('a right password counted among the first five signs in although wrong ones are still being checked', async () => {
  const email = 'agent@wayfarer.test';
  await unlock(email);
  const [right, ...wrong] = await attemptsAt(email, ['Travel-Demo-2026', WRONG, WRONG, WRONG, WRONG]);
  expect(right?.code).toBe('OK');
  expect(wrong.every((r) => r.code === 'INVALID_CREDENTIALS')).toBe(true);
}, DB_TIMEOUT_MS);
