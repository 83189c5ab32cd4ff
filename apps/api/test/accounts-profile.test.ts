import { ACCOUNT_ERROR_CODES, loginResponseSchema, profileResponseSchema } from '@travel/contracts';
import { DEMO_PASSWORD } from '../src/seed';
import { DB_TIMEOUT_MS, startTestServer, type TestServer } from './helpers';
import { accessCookie, call, login, tokenFor, withToken } from './accounts-helpers';

let server: TestServer;
/** sales@wayfarer.test's token: this file changes its profile, and the owner's password. */
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await tokenFor(server.app, 'sales@wayfarer.test');
}, DB_TIMEOUT_MS);
afterAll(() => server.close());

const patch = (body: unknown, headers = withToken(token)) => call(server.app, '/api/user/profile', { method: 'PATCH', headers, body });
const profile = async () => profileResponseSchema.parse((await call(server.app, '/api/user/profile', { headers: withToken(token) })).json()).user;

describe('PATCH /api/user/profile: phone and preferred currency', () => {
  it('a new account has neither', async () => {
    expect(await profile()).toMatchObject({ currency: null, personal_info: { phone: null } });
  });

  it('keeps a phone (its country and the number after the dial code) and a currency the agency offers', async () => {
    const res = await patch({ phone: { country: 'NO', number: ' 912 34 567 ' }, currency: 'NOK' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ currency: 'NOK', personal_info: { phone: { country: 'NO', number: '912 34 567' } } });
    expect(await profile()).toMatchObject({ currency: 'NOK', personal_info: { phone: { country: 'NO', number: '912 34 567' }, first_name: 'Sam' } });
  });

  it('changes only what is given, and null clears the phone or the currency', async () => {
    await patch({ phone: { country: 'US', number: '(212) 555-0100' }, currency: 'EUR' });
    expect((await patch({ firstName: 'Samuel' })).json().user).toMatchObject({ currency: 'EUR', personal_info: { phone: { country: 'US' } } });
    expect((await patch({ phone: null })).json().user).toMatchObject({ currency: 'EUR', personal_info: { phone: null } });
    expect((await patch({ currency: null })).json().user).toMatchObject({ currency: null });
    expect(await profile()).toMatchObject({ currency: null, personal_info: { phone: null, first_name: 'Samuel' } });
  });

  it.each([
    [{ phone: { country: 'XX', number: '912 34 567' } }, 'body.phone.country'],
    [{ phone: { country: 'no', number: '912 34 567' } }, 'body.phone.country'],
    [{ phone: { country: 'NO', number: '' } }, 'body.phone.number'],
    [{ phone: { country: 'NO', number: '+47 912 34 567' } }, 'body.phone.number: give the number without the country code'],
    [{ phone: { country: 'NO', number: '912-CALL-ME' } }, 'body.phone.number: use digits'],
    [{ phone: { country: 'NO', number: '123' } }, 'body.phone.number: too short'],
    // 47 and 14 digits: 16, over E.164's 15.
    [{ phone: { country: 'NO', number: '12345678901234' } }, 'body.phone.number: with the country code'],
    [{ phone: { country: 'NO' } }, 'body.phone.number'],
    [{ currency: 'usd' }, 'body.currency'],
    [{ currency: 'XTS' }, "body.currency: 'XTS' is not offered by this agency"],
  ])('refuses %j: 400 naming %s, and changes nothing', async (body, message) => {
    const before = await profile();
    const res = await patch(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.message).toContain(message);
    expect(await profile()).toEqual(before);
  });

  it('needs a user: 401 when anonymous', async () => {
    expect((await patch({ currency: 'USD' }, {})).statusCode).toBe(401);
  });
});

describe('POST /api/user/change-password', () => {
  const NEW_PASSWORD = 'Harbour-Lights-2027';
  const change = (body: unknown, headers: Record<string, string>) => call(server.app, '/api/user/change-password', { method: 'POST', headers, body });

  it('refuses a wrong current password with WRONG_PASSWORD (400, never a 401), and the password stays', async () => {
    const owner = await tokenFor(server.app, 'owner@wayfarer.test');
    const res = await change({ currentPassword: 'not-my-password', newPassword: NEW_PASSWORD }, withToken(owner));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: ACCOUNT_ERROR_CODES.wrongPassword, message: 'body.currentPassword: is not the password of this account' });
    expect((await login(server.app, 'owner@wayfarer.test')).statusCode).toBe(200);
  }, DB_TIMEOUT_MS);

  it.each([
    [{ currentPassword: DEMO_PASSWORD, newPassword: 'short' }, 'VALIDATION_FAILED', 'body.newPassword'],
    [{ currentPassword: DEMO_PASSWORD, newPassword: 'password123' }, ACCOUNT_ERROR_CODES.passwordTooCommon, 'body.newPassword'],
    [{ currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD }, ACCOUNT_ERROR_CODES.passwordUnchanged, 'body.newPassword'],
    [{ currentPassword: '', newPassword: NEW_PASSWORD }, 'VALIDATION_FAILED', 'body.currentPassword'],
  ])('refuses %j with %s naming %s', async (body, code, field) => {
    const res = await change(body, withToken(token));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(code);
    expect(res.json().error.message).toContain(field);
  }, DB_TIMEOUT_MS);

  it('sets the new password: this session goes on with a new token, every other one ends, and only the new password logs in', async () => {
    const here = await tokenFor(server.app, 'admin@wayfarer.test');
    const elsewhere = await tokenFor(server.app, 'admin@wayfarer.test');
    const res = await change({ currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD }, withToken(here));
    expect(res.statusCode).toBe(200);
    const body = loginResponseSchema.parse(res.json());
    expect(body.user.personal_info.email).toBe('admin@wayfarer.test');
    expect(accessCookie(res).value).toBe(body.token);

    const profileWith = (t: string) => call(server.app, '/api/user/profile', { headers: withToken(t) });
    expect((await profileWith(body.token)).statusCode).toBe(200);
    expect((await profileWith(here)).statusCode).toBe(401);
    expect((await profileWith(elsewhere)).statusCode).toBe(401);

    expect((await login(server.app, 'admin@wayfarer.test')).statusCode).toBe(400);
    expect((await login(server.app, 'admin@wayfarer.test', { password: NEW_PASSWORD })).statusCode).toBe(200);
  }, DB_TIMEOUT_MS);

  it('needs a user: 401 when anonymous', async () => {
    expect((await change({ currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD }, {})).statusCode).toBe(401);
  });
});
