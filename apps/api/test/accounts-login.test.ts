import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { performance } from 'node:perf_hooks';
import { loginResponseSchema, profileResponseSchema } from '@travel/contracts';
import { requireRole } from '../src/auth/guards';
import { signAccessToken } from '../src/auth/jwt';
import { agencies, users } from '../src/db/schema';
import { demoPasswordHash } from '../src/seed/demo-password';
import { DB_TIMEOUT_MS, startTestServer, type TestServer } from './helpers';
import { accessCookie, b64url, call, jwtParts, login, serverKey, tokenFor, withToken } from './accounts-helpers';

let server: TestServer;
let key: Uint8Array;
/** A wayfarer traveller's token, minted once (each login costs a scrypt). */
let travellerToken: string;
let ownerToken: string;

beforeAll(async () => {
  server = await startTestServer({}, (app) => {
    // Another area's route guarded by role: request.user reaches every route file.
    app.get('/api/test/owners-only', { preHandler: requireRole('AgencyOwner', 'Admin') }, async (request) => ({ id: request.user?.id }));
  });
  key = await serverKey(server.database.db);
  [travellerToken, ownerToken] = await Promise.all([
    tokenFor(server.app, 'traveller@wayfarer.test'),
    tokenFor(server.app, 'owner@wayfarer.test'),
  ]);
}, DB_TIMEOUT_MS);
afterAll(() => server.close());

const profile = (headers: Record<string, string>, host = 'wayfarer.localhost') => call(server.app, '/api/user/profile', { host, headers });

describe('POST /api/user/login', () => {
  it.each([
    ['traveller@wayfarer.test', 'Customer', { isTravelAgent: false, isRestrictedAgent: false, isRewardWalletEnable: true }, 15_000],
    ['plain@wayfarer.test', 'Customer', { isTravelAgent: false, isRestrictedAgent: false, isRewardWalletEnable: false }, 0],
    ['agent@wayfarer.test', 'Agent', { isTravelAgent: true, isRestrictedAgent: false }, 0],
    ['restricted@wayfarer.test', 'Agent', { isTravelAgent: true, isRestrictedAgent: true }, 0],
    ['admin@wayfarer.test', 'Admin', { isTravelAgent: true }, 0],
    ['sales@wayfarer.test', 'SalesAgent', { isTravelAgent: true, isRestrictedAgent: false }, 0],
  ])(
    '%s logs in as %s with the profile flags of DEMO.md',
    async (email, userType, flags, credits) => {
      const res = await login(server.app, email);
      expect(res.statusCode).toBe(200);
      const body = loginResponseSchema.parse(res.json());
      expect(body.user).toMatchObject({ userType, ...flags, auth: { isLoggedIn: true, expiresAt: body.expiresAt } });
      expect(body.user.personal_info).toMatchObject({ email, credits: { amount: credits, currency: 'USD' } });
      expect(accessCookie(res).value).toBe(body.token);
      // Two hours, give or take the test's own duration.
      expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(2 * 3600_000 - 60_000);
    },
    DB_TIMEOUT_MS,
  );

  it('gives the traveller her name, wallet and 150.00 USD as 15000 minor units', async () => {
    const res = await profile(withToken(travellerToken));
    expect(res.statusCode).toBe(200);
    const { user } = profileResponseSchema.parse(res.json());
    expect(user).toMatchObject({
      userType: 'Customer',
      isRewardWalletEnable: true,
      isTravelAgent: false,
      isRestrictedAgent: false,
      language: 'en',
      personal_info: { first_name: 'Tara', email: 'traveller@wayfarer.test', credits: { amount: 15_000, currency: 'USD' } },
    });
  });

  it('logs in the owner of sunny on sunny, with the email in any case and spacing', async () => {
    const res = await login(server.app, '  Owner@SUNNY.test ', { host: 'sunny.localhost' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ userType: 'AgencyOwner', isTravelAgent: true });
  }, DB_TIMEOUT_MS);

  it('answers a wrong password and an unknown email identically', async () => {
    const wrong = await login(server.app, 'agent@wayfarer.test', { password: 'not-the-password' });
    const unknown = await login(server.app, 'nobody@wayfarer.test', { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json()).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: 'Email or password is incorrect' } });
    expect(wrong.headers['set-cookie']).toBeUndefined();
  }, DB_TIMEOUT_MS);

  it('spends a password hash on an unknown email too (comparable time)', async () => {
    const time = async (email: string) => {
      const start = performance.now();
      await login(server.app, email, { password: 'not-the-password' });
      return performance.now() - start;
    };
    // The fastest of three of each: the least disturbed by other work on the machine.
    const known = Math.min(await time('admin@wayfarer.test'), await time('admin@wayfarer.test'), await time('admin@wayfarer.test'));
    const unknown = Math.min(await time('ghost@wayfarer.test'), await time('ghost@wayfarer.test'), await time('ghost@wayfarer.test'));
    // Skipping the hash would make the unknown email ~1000 times faster; the bound leaves room for noise.
    expect(unknown).toBeGreaterThan(known * 0.25);
  }, DB_TIMEOUT_MS);

  it('refuses an account on another agency exactly as an unknown email', async () => {
    const crossTenant = await login(server.app, 'traveller@wayfarer.test', { host: 'sunny.localhost' });
    const unknown = await login(server.app, 'nobody@sunny.test', { host: 'sunny.localhost' });
    expect(crossTenant.statusCode).toBe(400);
    expect(crossTenant.body).toBe(unknown.body);
  }, DB_TIMEOUT_MS);

  it('sends an SSO user of an SSO-only agency to SSO, only once the password is right', async () => {
    const right = await login(server.app, 'traveller@nordic.test', { host: 'nordic.localhost' });
    expect(right.statusCode).toBe(403);
    expect(right.json().error.code).toBe('SSO_LOGIN_REQUIRED');
    expect(right.headers['set-cookie']).toBeUndefined();
    const wrong = await login(server.app, 'traveller@nordic.test', { host: 'nordic.localhost', password: 'not-the-password' });
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');
  }, DB_TIMEOUT_MS);

  it('lets a non-SSO account of the SSO agency log in directly', async () => {
    const [nordic] = await server.database.db.select().from(agencies).where(eq(agencies.subdomain, 'nordic'));
    await server.database.db.insert(users).values({
      agencyId: nordic!.id,
      email: 'staff@nordic.test',
      passwordHash: await demoPasswordHash(),
      userType: 'Agent',
      firstName: 'Nils',
      lastName: 'Berg',
      isTravelAgent: true,
    });
    const res = await login(server.app, 'staff@nordic.test', { host: 'nordic.localhost' });
    expect(res.statusCode).toBe(200);
  }, DB_TIMEOUT_MS);

  it('answers 404 and 403 for unknown and inactive agencies', async () => {
    expect((await login(server.app, 'a@b.test', { host: 'nowhere.localhost' })).statusCode).toBe(404);
    expect((await login(server.app, 'a@b.test', { host: 'closed.localhost' })).statusCode).toBe(403);
  });

  it.each([
    [{ password: 'x' }, 'body.email'],
    [{ email: 'not-an-email', password: 'x' }, 'body.email'],
    [{ email: 'a@b.test' }, 'body.password'],
    [{ email: 'a@b.test', password: '' }, 'body.password'],
    [{ email: 'a@b.test', password: 'x'.repeat(129) }, 'body.password'],
    [{ email: ['a@b.test'], password: 'x' }, 'body.email'],
  ])('validates %j: 400 naming %s', async (body, field) => {
    const res = await call(server.app, '/api/user/login', { method: 'POST', body });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.message).toContain(field);
  });

  it('refuses a body that is not JSON with a 4xx, never a 500', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { host: 'wayfarer.localhost', 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    const form = await server.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { host: 'wayfarer.localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a@b.test&password=x',
    });
    expect(form.statusCode).toBe(415);
  });
});

describe('the access-token cookie', () => {
  it('is SameSite=Strict, Path=/, readable by the page, lives as long as the token, not Secure over HTTP', async () => {
    const { attributes } = accessCookie(await login(server.app, 'plain@wayfarer.test'));
    expect(attributes).toMatchObject({ samesite: 'Strict', path: '/', 'max-age': '7200' });
    expect(attributes.httponly).toBeUndefined();
    expect(attributes.secure).toBeUndefined();
    expect(attributes.domain).toBeUndefined();
  }, DB_TIMEOUT_MS);

  it('is Secure when the request came over HTTPS through a proxy', async () => {
    const res = await login(server.app, 'plain@wayfarer.test', { headers: { 'x-forwarded-proto': 'https' } });
    expect(accessCookie(res).attributes).toMatchObject({ secure: true, samesite: 'Strict' });
  }, DB_TIMEOUT_MS);

  it('authenticates on its own, without the header', async () => {
    const res = await profile({ cookie: `x-access-token=${travellerToken}` });
    expect(res.statusCode).toBe(200);
  });

  it('is cleared by logout (204), even when the token is stale', async () => {
    const expired = await signAccessToken(key, { userId: '00000000-0000-4000-8000-000000000000', agencyId: 1, tokenVersion: 0 }, new Date(0));
    const res = await call(server.app, '/api/user/logout', { method: 'POST', headers: withToken(expired.token) });
    expect(res.statusCode).toBe(204);
    const { value, attributes } = accessCookie(res);
    expect(value).toBe('');
    expect(attributes).toMatchObject({ 'max-age': '0', path: '/', samesite: 'Strict' });
  });
});

describe('access tokens', () => {
  const wayfarerTraveller = () => jwtParts(travellerToken).payload;

  it('without one, a route that needs a user answers 401 UNAUTHORIZED', async () => {
    const res = await profile({});
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });

  it('refuses a wayfarer token on sunny: 401 TOKEN_WRONG_AGENCY', async () => {
    const res = await profile(withToken(travellerToken), 'sunny.localhost');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('TOKEN_WRONG_AGENCY');
  });

  it('refuses an expired token: 401 TOKEN_EXPIRED', async () => {
    const { sub, agency } = wayfarerTraveller();
    const threeHoursAgo = new Date(Date.now() - 3 * 3600_000);
    const { token } = await signAccessToken(key, { userId: String(sub), agencyId: Number(agency), tokenVersion: 0 }, threeHoursAgo);
    const res = await profile(withToken(token));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('TOKEN_EXPIRED');
  });

  it('accepts a token minted with the same key and claims (the forgeries below differ only as stated)', async () => {
    const { sub, agency } = wayfarerTraveller();
    const { token } = await signAccessToken(key, { userId: String(sub), agencyId: Number(agency), tokenVersion: 0 });
    expect((await profile(withToken(token))).statusCode).toBe(200);
  });

  it.each([
    ['a tampered payload (another user, old signature)', (t: string) => {
      const [header, , signature] = t.split('.');
      return `${header}.${b64url({ ...jwtParts(t).payload, sub: '00000000-0000-4000-8000-000000000000' })}.${signature}`;
    }],
    ['a tampered signature', (t: string) => `${t.slice(0, -4)}${t.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`],
    ['alg none', (t: string) => `${b64url({ alg: 'none', typ: 'JWT' })}.${t.split('.')[1]}.`],
    ['garbage', () => 'not.a.jwt'],
  ])('refuses %s: 401 TOKEN_INVALID', async (_name, forge) => {
    const res = await profile(withToken(forge(travellerToken)));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('TOKEN_INVALID');
  });

  it.each([
    ['HS512 with the same key', { alg: 'HS512' }, {}],
    ['a different key', { alg: 'HS256', key: new Uint8Array(64).fill(7) }, {}],
    ['no typ claim', { alg: 'HS256' }, { typ: undefined }],
    ['a refresh-type token', { alg: 'HS256' }, { typ: 'refresh' }],
    ['a subject that is not a user id', { alg: 'HS256' }, { sub: '1; drop table users' }],
    ['no expiry', { alg: 'HS256', noExp: true }, {}],
  ])('refuses %s: 401 TOKEN_INVALID', async (_name, how: { alg: string; key?: Uint8Array; noExp?: boolean }, overrides: Record<string, unknown>) => {
    const { iat: _iat, exp: _exp, ...claims } = { ...wayfarerTraveller(), ...overrides };
    const jwt = new SignJWT(claims).setProtectedHeader({ alg: how.alg }).setIssuedAt();
    if (!how.noExp) jwt.setExpirationTime('1h');
    const res = await profile(withToken(await jwt.sign(how.key ?? key)));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('TOKEN_INVALID');
  });

  it('ignores the token under x-optional-auth: true (SPEC 7): the request is anonymous', async () => {
    const res = await profile({ ...withToken(travellerToken), cookie: `x-access-token=${travellerToken}`, 'x-optional-auth': 'true' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });

  it.each(['/api/agency', '/api/user/location', '/api/agency/navigations'])('keeps public %s at 200 with a stale or bad token', async (url) => {
    const expired = await signAccessToken(key, { userId: String(wayfarerTraveller().sub), agencyId: 1, tokenVersion: 0 }, new Date(0));
    for (const token of [expired.token, 'garbage', travellerToken.slice(0, -2)]) {
      expect((await call(server.app, url, { headers: withToken(token) })).statusCode).toBe(200);
      expect((await call(server.app, url, { host: 'sunny.localhost', headers: withToken(travellerToken) })).statusCode).toBe(200);
    }
  });

  it('gives other route files request.user and role guards: 401 anonymous, 403 wrong role, 200 right role', async () => {
    expect((await call(server.app, '/api/test/owners-only')).statusCode).toBe(401);
    const traveller = await call(server.app, '/api/test/owners-only', { headers: withToken(travellerToken) });
    expect(traveller.statusCode).toBe(403);
    expect(traveller.json().error.code).toBe('FORBIDDEN');
    const owner = await call(server.app, '/api/test/owners-only', { headers: withToken(ownerToken) });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().id).toBe(jwtParts(ownerToken).payload.sub);
  });

  it('answers an unknown agency with 404 before asking for a user', async () => {
    expect((await profile(withToken(travellerToken), 'nowhere.localhost')).statusCode).toBe(404);
  });
});

describe('profile and language', () => {
  it('PATCH /api/user/profile changes the names and language and returns the profile', async () => {
    const res = await call(server.app, '/api/user/profile', {
      method: 'PATCH',
      headers: withToken(ownerToken),
      body: { firstName: '  Olive ', language: 'fr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ language: 'fr', personal_info: { first_name: 'Olive', last_name: 'Chen' } });
    expect((await profile(withToken(ownerToken))).json().user).toMatchObject({ language: 'fr', personal_info: { first_name: 'Olive' } });
  });

  it.each([
    [{}, 'body'],
    [{ firstName: '' }, 'body.firstName'],
    [{ lastName: 'x'.repeat(101) }, 'body.lastName'],
    [{ firstName: 'A\u0000B' }, 'body.firstName'],
    [{ language: 'xx' }, 'body.language'],
  ])('PATCH /api/user/profile validates %j: 400 naming %s', async (body, field) => {
    const res = await call(server.app, '/api/user/profile', { method: 'PATCH', headers: withToken(ownerToken), body });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(field);
  });

  it('GET /api/user/changeLanguage/:lang stores a language the agency offers', async () => {
    const res = await call(server.app, '/api/user/changeLanguage/ar', { headers: withToken(travellerToken) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: 'ar' });
    expect((await profile(withToken(travellerToken))).json().user.language).toBe('ar');
    await call(server.app, '/api/user/changeLanguage/en', { headers: withToken(travellerToken) });
  });

  it('refuses a language the agency does not offer, or no language at all: 400 naming params.lang', async () => {
    const nordicToken = await tokenFor(server.app, 'staff@nordic.test', 'nordic.localhost');
    const notOffered = await call(server.app, '/api/user/changeLanguage/fr', { host: 'nordic.localhost', headers: withToken(nordicToken) });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().error).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(notOffered.json().error.message).toContain('params.lang');
    expect((await call(server.app, '/api/user/changeLanguage/no', { host: 'nordic.localhost', headers: withToken(nordicToken) })).statusCode).toBe(200);
    const unknown = await call(server.app, '/api/user/changeLanguage/klingon', { headers: withToken(travellerToken) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain('params.lang');
  }, DB_TIMEOUT_MS);

  it('needs a user: 401 when anonymous', async () => {
    expect((await call(server.app, '/api/user/changeLanguage/fr')).statusCode).toBe(401);
  });
});

describe('GET /api/user/location', () => {
  it('falls back to the agency’s deals location', async () => {
    expect((await call(server.app, '/api/user/location')).json()).toEqual({
      latitude: 40.7128,
      longitude: -74.006,
      city: 'New York City',
      source: 'agency',
    });
    expect((await call(server.app, '/api/user/location', { host: 'sunny.localhost' })).json()).toMatchObject({ city: 'Miami', source: 'agency' });
    expect((await call(server.app, '/api/user/location?lat=&long=')).json()).toMatchObject({ source: 'agency' });
  });

  it('lets the query’s coordinates win', async () => {
    const res = await call(server.app, '/api/user/location?lat=48.8566&long=-2.3522');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ latitude: 48.8566, longitude: -2.3522, source: 'query' });
    expect((await call(server.app, '/api/user/location?lat=-90&long=180')).json()).toMatchObject({ latitude: -90, longitude: 180 });
  });

  it.each([
    ['lat=48.85', 'querystring.long'],
    ['long=2.35', 'querystring.lat'],
    ['lat=90.5&long=0', 'querystring.lat'],
    ['lat=0&long=-181', 'querystring.long'],
    ['lat=abc&long=0', 'querystring.lat'],
    ['lat=0x10&long=0', 'querystring.lat'],
    ['lat=1e1&long=0', 'querystring.lat'],
    ['lat=1&lat=2&long=0', 'querystring.lat'],
  ])('refuses %s: 400 naming %s', async (query, field) => {
    const res = await call(server.app, `/api/user/location?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(field);
  });

  it('answers 404 for an unknown agency', async () => {
    expect((await call(server.app, '/api/user/location', { host: 'nowhere.localhost' })).statusCode).toBe(404);
  });
});
