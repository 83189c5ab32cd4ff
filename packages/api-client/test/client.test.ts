import { http, HttpResponse } from 'msw';
import Cookies from 'js-cookie';
import { server } from '@travel/mocks/node';
import { apiClient, createApiClient, usesOptionalAuth } from '@travel/api-client';

/** /api/echo hands each request's headers to `onRequest`; every cookie is cleared. */
function echoHeaders(onRequest: (headers: Headers) => void): void {
  server.use(
    http.all('*/api/echo', ({ request }) => {
      onRequest(request.headers);
      return HttpResponse.json({ ok: true });
    }),
  );
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name));
}

describe('the optional-auth flag (SPEC 7)', () => {
  test.each([
    ['/', '', '/api/agency', false],
    ['/booknow/hotels/checkout', '?dealLinkId=42', '/api/agency', true],
    ['/disapproveProposal', '?id=7', '/api/agency', true],
    ['/booknow/hotels/deal/99', '', '/api/agency', true],
    ['/booknow/hotels/search', '', '/api/agency', false],
    ['/', '', '/api/getCurrentPaymentGateway', true],
  ])('page %s%s, call %s -> %s', (pathname, search, url, expected) => {
    expect(usesOptionalAuth({ pathname, search }, url)).toBe(expected);
  });
});

describe('every request carries language, session, time zone and token', () => {
  let seen: Headers | undefined;
  beforeEach(() => {
    seen = undefined;
    echoHeaders((headers) => (seen = headers));
  });

  test('from the cookies when they are set', async () => {
    Cookies.set('pll_language', 'ar');
    Cookies.set('x-session-id', 'session-123');
    Cookies.set('x-access-token', 'token-abc');
    await apiClient.post('/api/echo', { any: 'body' });
    expect(seen?.get('language')).toBe('ar');
    expect(seen?.get('x-session-id')).toBe('session-123');
    expect(seen?.get('x-access-token')).toBe('token-abc');
    expect(seen?.get('x-time-zone')).toBeTruthy();
    expect(seen?.get('content-type')).toContain('application/json');
  });

  test('a new visitor gets English and a fresh session id that is remembered', async () => {
    await apiClient.get('/api/echo');
    expect(seen?.get('language')).toBe('en');
    expect(seen?.get('x-access-token')).toBeNull();
    const first = seen?.get('x-session-id');
    expect(first).toMatch(/[0-9a-f-]{36}/);
    await apiClient.get('/api/echo');
    expect(seen?.get('x-session-id')).toBe(first);
  });
});

describe('on a deal link or a proposal (SPEC 7)', () => {
  let seen: Headers | undefined;
  beforeEach(() => {
    seen = undefined;
    echoHeaders((headers) => (seen = headers));
    window.history.replaceState(null, '', '/booknow/hotels/search-details?dealLinkId=AbCdEf0123');
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  test('a visitor without a token sends the optional-auth flag', async () => {
    await apiClient.get('/api/echo');
    expect(seen?.get('x-optional-auth')).toBe('true');
    expect(seen?.get('x-access-token')).toBeNull();
  });

  test('a signed-in visitor sends their token and no flag: they stay signed in', async () => {
    Cookies.set('x-access-token', 'token-abc');
    await apiClient.get('/api/echo');
    expect(seen?.get('x-access-token')).toBe('token-abc');
    expect(seen?.get('x-optional-auth')).toBeNull();
  });
});

test('a 401 sends the browser to /logout and still rejects the call; other failures do not', async () => {
  server.use(
    http.get('*/api/secret', () => HttpResponse.json({ error: { code: 'UNAUTHORIZED', message: 'Sign in again' } }, { status: 401 })),
    http.get('*/api/broken', () => HttpResponse.json({ error: { code: 'INTERNAL', message: 'Oops' } }, { status: 500 })),
  );
  const onUnauthorized = jest.fn();
  const client = createApiClient({ onUnauthorized });
  await expect(client.get('/api/broken')).rejects.toThrow();
  expect(onUnauthorized).not.toHaveBeenCalled();
  await expect(client.get('/api/secret')).rejects.toThrow();
  expect(onUnauthorized).toHaveBeenCalledTimes(1);
});
