import { eq } from 'drizzle-orm';
import { dummyPasswordHash } from '../src/auth/login';
import { limitPasswordHashing, PASSWORD_HASH_LIMITS } from '../src/auth/password';
import { loginAttempts } from '../src/db/schema';
import { DB_TIMEOUT_MS, startTestServer, type TestServer } from './helpers';
import { login } from './accounts-helpers';

/**
 * Password hashes computed at once are bounded (128 MiB each): beyond the running ones and
 * a short queue, a login answers 503 at once with Retry-After instead of growing memory.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  // Derived at route registration: let it finish so it takes no slot below.
  await dummyPasswordHash();
}, DB_TIMEOUT_MS);
afterAll(async () => {
  limitPasswordHashing(PASSWORD_HASH_LIMITS);
  await server.close();
});

test('with one hash running and one waiting, a third login at once gets 503 with Retry-After, and its attempt is not counted', async () => {
  limitPasswordHashing({ concurrency: 1, queue: 1 });
  const emails = ['traveller@wayfarer.test', 'plain@wayfarer.test', 'agent@wayfarer.test'];
  const responses = await Promise.all(emails.map((email) => login(server.app, email, { password: 'not-the-password' })));

  const statuses = responses.map((res) => res.statusCode).sort();
  expect(statuses).toEqual([400, 400, 503]);
  const busy = responses.find((res) => res.statusCode === 503);
  expect(busy?.json()).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: 'Too many sign-ins at once; please try again in a moment.' } });
  expect(Number(busy?.headers['retry-after'])).toBeGreaterThanOrEqual(1);

  // Only the two checked attempts count towards their account's lock.
  const busyEmail = emails[responses.indexOf(busy as (typeof responses)[number])] ?? '';
  expect(await server.database.db.select().from(loginAttempts).where(eq(loginAttempts.email, busyEmail))).toEqual([]);
  expect(await server.database.db.select().from(loginAttempts)).toHaveLength(2);

  // The queue drained: the next login is checked.
  expect((await login(server.app, busyEmail)).statusCode).toBe(200);
}, DB_TIMEOUT_MS);
