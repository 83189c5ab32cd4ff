import { eq, sql } from 'drizzle-orm';
import { outboxResponseSchema, signupResponseSchema, type OutboxResponse } from '@travel/contracts';
import { accountTokens, userSecurity, users } from '../src/db/schema';
import { buildApp } from '../src/app';
import { DB_TIMEOUT_MS, startTestServer, testConfig, type TestServer } from './helpers';
import { accessCookie, call, login, tokenFor, withToken } from './accounts-helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, DB_TIMEOUT_MS);
afterAll(() => server.close());

const PASSWORD = 'correct horse battery';

const signup = (body: Record<string, unknown>, host = 'wayfarer.localhost', headers: Record<string, string> = {}) =>
  call(server.app, '/api/user/signup', { method: 'POST', host, body, headers });
const post = (url: string, body: unknown, host = 'wayfarer.localhost') => call(server.app, url, { method: 'POST', host, body });

type OutboxMessage = OutboxResponse['messages'][number];

/** The newest mail of `kind` to `to` on the agency of `host`, through the dev outbox. */
async function lastMail(to: string, kind: OutboxMessage['kind'], host = 'wayfarer.localhost'): Promise<OutboxMessage | undefined> {
  const res = await call(server.app, `/api/dev/outbox?to=${encodeURIComponent(to)}`, { host });
  expect(res.statusCode).toBe(200);
  return outboxResponseSchema.parse(res.json()).messages.find((m) => m.kind === kind);
}

async function mailedToken(to: string, kind: OutboxMessage['kind'], host = 'wayfarer.localhost'): Promise<string> {
  const mail = await lastMail(to, kind, host);
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  return mail.token;
}

describe('POST /api/user/signup', () => {
  it('creates an unverified Customer (201), mails a verification link, refuses login until verified', async () => {
    const res = await signup({ firstName: 'Vera', lastName: 'Nova', email: 'Vera@Example.test', password: PASSWORD });
    expect(res.statusCode).toBe(201);
    const body = signupResponseSchema.parse(res.json());
    expect(body).toMatchObject({ email: 'vera@example.test', emailVerified: false });

    const mail = await lastMail('vera@example.test', 'verify-email');
    expect(mail).toMatchObject({ to: 'vera@example.test', subject: 'Confirm your email address for Wayfarer Travel' });
    expect(mail?.path).toBe(`/verify?token=${mail?.token}`);
    expect(mail?.text).toContain(mail?.path);
    // Only the digest is stored.
    const stored = await server.database.db.select({ hash: accountTokens.tokenHash }).from(accountTokens).where(eq(accountTokens.userId, body.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.hash).not.toContain(mail?.token);

    const before = await login(server.app, 'vera@example.test', { password: PASSWORD });
    expect(before.statusCode).toBe(403);
    expect(before.json().error.code).toBe('EMAIL_NOT_VERIFIED');

    const verified = await post('/api/user/verify', { token: mail?.token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ email: 'vera@example.test', emailVerified: true });

    const after = await login(server.app, 'vera@example.test', { password: PASSWORD });
    expect(after.statusCode).toBe(200);
    expect(after.json().user).toMatchObject({ userType: 'Customer', isTravelAgent: false, personal_info: { first_name: 'Vera' } });

    const again = await post('/api/user/verify', { token: mail?.token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('LINK_USED');
  }, DB_TIMEOUT_MS);

  it('refuses a duplicate email on the same agency (409), whatever its case', async () => {
    const res = await signup({ firstName: 'T', lastName: 'Q', email: 'TRAVELLER@wayfarer.test', password: PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('EMAIL_TAKEN');
  });

  it('accepts an email that has an account on another agency', async () => {
    const res = await signup({ firstName: 'Lucas', lastName: 'Weber', email: 'traveller@sunny.test', password: PASSWORD });
    expect(res.statusCode).toBe(201);
  }, DB_TIMEOUT_MS);

  it('takes the language from the body, else the language header when offered, else the agency default', async () => {
    const languageOf = async (email: string) =>
      (await server.database.db.select({ language: users.language }).from(users).where(eq(users.email, email)))[0]?.language;
    await signup({ firstName: 'A', lastName: 'B', email: 'lang1@example.test', password: PASSWORD, language: 'de' });
    await signup({ firstName: 'A', lastName: 'B', email: 'lang2@example.test', password: PASSWORD }, 'sol.localhost', { language: 'fr' });
    await signup({ firstName: 'A', lastName: 'B', email: 'lang3@example.test', password: PASSWORD }, 'sol.localhost');
    expect([await languageOf('lang1@example.test'), await languageOf('lang2@example.test'), await languageOf('lang3@example.test')]).toEqual([
      'de',
      'fr',
      'es',
    ]);
  }, DB_TIMEOUT_MS);

  it.each([
    [{ lastName: 'B', email: 'x@example.test', password: PASSWORD }, 'body.firstName'],
    [{ firstName: '   ', lastName: 'B', email: 'x@example.test', password: PASSWORD }, 'body.firstName'],
    [{ firstName: 'A', email: 'x@example.test', password: PASSWORD }, 'body.lastName'],
    [{ firstName: 'A', lastName: 'B', email: 'x@', password: PASSWORD }, 'body.email'],
    [{ firstName: 'A', lastName: 'B', email: 'x@example.test' }, 'body.password'],
    [{ firstName: 'A', lastName: 'B', email: 'x@example.test', password: 'short-pw1' }, 'body.password'],
    [{ firstName: 'A', lastName: 'B', email: 'x@example.test', password: 'p'.repeat(129) }, 'body.password'],
    [{ firstName: 'A', lastName: 'B', email: 'x@example.test', password: PASSWORD, language: 'tlh' }, 'body.language'],
    [{ firstName: 'A', lastName: 'B', email: 'x@example.test', password: 1234567890123 }, 'body.password'],
  ])('validates %j: 400 VALIDATION_FAILED naming %s', async (body, field) => {
    const res = await signup(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.message).toContain(field);
  });

  it.each(['Password123', 'QWERTYUIOP', '1234567890', 'aaaaaaaaaaaa'])('refuses the common password %s: 400 PASSWORD_TOO_COMMON naming body.password', async (password) => {
    const res = await signup({ firstName: 'A', lastName: 'B', email: 'common@example.test', password });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'PASSWORD_TOO_COMMON' });
    expect(res.json().error.message).toContain('body.password');
  });

  it.each([
    ['sunny.localhost', 'isHideSignupOption'],
    ['nordic.localhost', 'SSO without direct login'],
  ])('is refused on %s (%s): 403 SIGNUP_DISABLED', async (host) => {
    const res = await signup({ firstName: 'A', lastName: 'B', email: 'someone@example.test', password: PASSWORD }, host);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('SIGNUP_DISABLED');
  });
});

describe('POST /api/user/verify', () => {
  it('refuses an unknown token (400 LINK_INVALID) and a missing one (400 naming body.token)', async () => {
    const unknown = await post('/api/user/verify', { token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('LINK_INVALID');
    const missing = await post('/api/user/verify', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toContain('body.token');
  });

  it('refuses an expired link: 400 LINK_EXPIRED', async () => {
    await signup({ firstName: 'Ex', lastName: 'Pired', email: 'expired@example.test', password: PASSWORD });
    const token = await mailedToken('expired@example.test', 'verify-email');
    await server.database.db.update(accountTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    const res = await post('/api/user/verify', { token });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('LINK_EXPIRED');
  }, DB_TIMEOUT_MS);

  it('does not accept one agency’s link on another agency', async () => {
    await signup({ firstName: 'Cross', lastName: 'Site', email: 'cross@example.test', password: PASSWORD });
    const token = await mailedToken('cross@example.test', 'verify-email');
    const res = await post('/api/user/verify', { token }, 'sol.localhost');
    expect(res.json().error.code).toBe('LINK_INVALID');
    // ...and the dev outbox is per agency too.
    expect(await lastMail('cross@example.test', 'verify-email', 'sol.localhost')).toBeUndefined();
  }, DB_TIMEOUT_MS);
});

describe('forgot and new password', () => {
  const forgot = (email: string, host = 'wayfarer.localhost') => post('/api/user/forgot-password', { email }, host);

  it('answers 202 with the same body whether the account exists or not, mailing only the real one', async () => {
    const known = await forgot('plain@wayfarer.test');
    const unknown = await forgot('nobody@wayfarer.test');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    const mail = await lastMail('plain@wayfarer.test', 'reset-password');
    expect(mail).toMatchObject({ subject: 'Reset your Wayfarer Travel password' });
    expect(mail?.path).toBe(`/newPassword?token=${mail?.token}`);
    expect(await lastMail('nobody@wayfarer.test', 'reset-password')).toBeUndefined();
    expect((await forgot('not-an-email')).statusCode).toBe(400);
  });

  it('mails nothing to an SSO-only account, still answering 202', async () => {
    expect((await forgot('traveller@nordic.test', 'nordic.localhost')).statusCode).toBe(202);
    expect(await lastMail('traveller@nordic.test', 'reset-password', 'nordic.localhost')).toBeUndefined();
  });

  it('sets the new password, revokes every token issued before, and the link works once', async () => {
    const oldToken = await tokenFor(server.app, 'agent@wayfarer.test');
    expect((await call(server.app, '/api/user/profile', { headers: withToken(oldToken) })).statusCode).toBe(200);

    await forgot('agent@wayfarer.test');
    const first = await mailedToken('agent@wayfarer.test', 'reset-password');
    await forgot('agent@wayfarer.test');
    const second = await mailedToken('agent@wayfarer.test', 'reset-password');
    expect(second).not.toBe(first);

    const weak = await post('/api/user/new-password', { token: second, password: 'password123' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.code).toBe('PASSWORD_TOO_COMMON');

    const res = await post('/api/user/new-password', { token: second, password: 'a brand new passphrase' });
    expect(res.statusCode).toBe(204);
    expect(accessCookie(res).attributes['max-age']).toBe('0');

    const revoked = await call(server.app, '/api/user/profile', { headers: withToken(oldToken) });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().error.code).toBe('TOKEN_REVOKED');

    expect((await login(server.app, 'agent@wayfarer.test')).json().error.code).toBe('INVALID_CREDENTIALS');
    const fresh = await login(server.app, 'agent@wayfarer.test', { password: 'a brand new passphrase' });
    expect(fresh.statusCode).toBe(200);
    expect((await call(server.app, '/api/user/profile', { headers: withToken(fresh.json().token) })).statusCode).toBe(200);

    const reused = await post('/api/user/new-password', { token: second, password: 'yet another passphrase' });
    expect(reused.json().error.code).toBe('LINK_USED');
    // The earlier link died with the reset too.
    const older = await post('/api/user/new-password', { token: first, password: 'yet another passphrase' });
    expect(older.json().error.code).toBe('LINK_USED');

    const [state] = await server.database.db.select().from(userSecurity).where(eq(userSecurity.userId, String(fresh.json().user.id)));
    expect(state).toMatchObject({ tokenVersion: 1, emailVerified: true });
    expect(state?.passwordChangedAt).toBeInstanceOf(Date);
  }, DB_TIMEOUT_MS);

  it('refuses an expired reset link (30 minutes): 400 LINK_EXPIRED', async () => {
    await forgot('sales@wayfarer.test');
    const token = await mailedToken('sales@wayfarer.test', 'reset-password');
    const [row] = await server.database.db
      .select({ minutes: sql<number>`extract(epoch from ${accountTokens.expiresAt} - ${accountTokens.createdAt}) / 60`.mapWith(Number) })
      .from(accountTokens)
      .where(eq(accountTokens.purpose, 'reset-password'))
      .orderBy(sql`${accountTokens.createdAt} desc`)
      .limit(1);
    expect(row?.minutes).toBeCloseTo(30);
    await server.database.db.update(accountTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(accountTokens.purpose, 'reset-password'));
    const res = await post('/api/user/new-password', { token, password: 'a brand new passphrase' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('LINK_EXPIRED');
  });

  it('validates the body: 400 naming the field', async () => {
    const noToken = await post('/api/user/new-password', { password: 'a brand new passphrase' });
    expect(noToken.json().error.message).toContain('body.token');
    const shortPassword = await post('/api/user/new-password', { token: 'x', password: 'short' });
    expect(shortPassword.json().error.message).toContain('body.password');
  });
});

describe('GET /api/dev/outbox', () => {
  it('validates its query', async () => {
    const res = await call(server.app, '/api/dev/outbox?limit=1000');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('querystring.limit');
  });

  it('does not exist in production', async () => {
    // A second app on the same database: a second test database would drop this file's (PostgreSQL runs).
    const production = buildApp({ database: server.database, config: testConfig({ nodeEnv: 'production', mailOutbox: false }) });
    try {
      await production.ready();
      const res = await call(production, '/api/dev/outbox');
      expect(res.statusCode).toBe(404);
      // Signing up still works; the mail goes to the (logging) transport, not the outbox.
      const created = await call(production, '/api/user/signup', {
        method: 'POST',
        body: { firstName: 'P', lastName: 'Rod', email: 'prod@example.test', password: PASSWORD },
      });
      expect(created.statusCode).toBe(201);
      expect(await lastMail('prod@example.test', 'verify-email')).toBeUndefined();
    } finally {
      await production.close();
    }
  }, DB_TIMEOUT_MS);
});
