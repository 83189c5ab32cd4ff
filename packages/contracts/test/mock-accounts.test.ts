import { apiClient } from '@travel/api-client';
import { ACCESS_TOKEN_COOKIE_NAME, loginResponseSchema, profileResponseSchema, type LoginResponse } from '@travel/contracts';
import { agencyFixture, handlersFor } from '@travel/mocks';
import { server } from '@travel/mocks/node';

const PASSWORD = 'Travel-Demo-2026';
const tokenCookie = () => document.cookie.split('; ').find((cookie) => cookie.startsWith(`${ACCESS_TOKEN_COOKIE_NAME}=`));

afterEach(() => {
  document.cookie = `${ACCESS_TOKEN_COOKIE_NAME}=; Path=/; Max-Age=0`;
});

describe('the mocked login takes the wayfarer demo accounts of docs/demo-data.md, each with its role and flags', () => {
  test.each([
    ['traveller@wayfarer.test', 'Customer', false, false],
    ['plain@wayfarer.test', 'Customer', false, false],
    ['agent@wayfarer.test', 'Agent', true, false],
    ['restricted@wayfarer.test', 'Agent', true, true],
    ['owner@wayfarer.test', 'AgencyOwner', true, false],
    ['admin@wayfarer.test', 'Admin', true, false],
    ['sales@wayfarer.test', 'SalesAgent', true, false],
  ])('%s: %s, travel agent %s, restricted %s', async (email, userType, isTravelAgent, isRestrictedAgent) => {
    const { data } = await apiClient.post<LoginResponse>('/api/user/login', { email, password: PASSWORD });
    expect(loginResponseSchema.safeParse(data).error).toBeUndefined();
    expect(data.user).toMatchObject({ userType, isTravelAgent, isRestrictedAgent, personal_info: { email } });

    // As the API does, the login sets the token cookie, and the profile call knows whose it is.
    expect(tokenCookie()).toBe(`${ACCESS_TOKEN_COOKIE_NAME}=${data.token}`);
    const profile = await apiClient.get('/api/user/profile');
    expect(profileResponseSchema.safeParse(profile.data).error).toBeUndefined();
    expect(profile.data).toEqual({ user: data.user });
  });
});

describe('the mocked login refuses as the API does', () => {
  test.each([
    ['a wrong password', 'agent@wayfarer.test', 'travel-demo-2026'],
    ['an unknown email', 'nobody@wayfarer.test', PASSWORD],
    ["another agency's account", 'owner@sunny.test', PASSWORD],
  ])('%s', async (_case, email, password) => {
    await expect(apiClient.post('/api/user/login', { email, password })).rejects.toMatchObject({
      response: { status: 400, data: { error: { code: 'INVALID_CREDENTIALS', message: 'Email or password is incorrect' } } },
    });
    expect(tokenCookie()).toBeUndefined();
  });

  test("a wayfarer account on another agency's site", async () => {
    server.use(...handlersFor(agencyFixture({ subdomain: 'sunny' })));
    await expect(apiClient.post('/api/user/login', { email: 'traveller@wayfarer.test', password: PASSWORD })).rejects.toMatchObject({
      response: { status: 400, data: { error: { code: 'INVALID_CREDENTIALS' } } },
    });
  });

  test('a malformed body is the 400 naming the field', async () => {
    await expect(apiClient.post('/api/user/login', { email: 'not-an-email', password: PASSWORD })).rejects.toMatchObject({
      response: { status: 400, data: { error: { code: 'VALIDATION_FAILED' } } },
    });
  });
});

test('logging out drops the token cookie', async () => {
  await apiClient.post('/api/user/login', { email: 'owner@wayfarer.test', password: PASSWORD });
  expect(tokenCookie()).toBeDefined();
  await apiClient.post('/api/user/logout');
  expect(tokenCookie()).toBeUndefined();
});
