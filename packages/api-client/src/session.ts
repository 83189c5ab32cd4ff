import Cookies from 'js-cookie';

export const ACCESS_TOKEN_COOKIE = 'x-access-token';
export const SESSION_COOKIE = 'x-session-id';
export const LANGUAGE_COOKIE = 'pll_language';

/** The session id: the `xsessionid` query wins (SPEC 2.3), else the cookie, else a new one. */
export function sessionId(search: string = window.location.search): string {
  const fromQuery = new URLSearchParams(search).get('xsessionid');
  const id = fromQuery || Cookies.get(SESSION_COOKIE) || crypto.randomUUID();
  if (Cookies.get(SESSION_COOKIE) !== id) Cookies.set(SESSION_COOKIE, id, { sameSite: 'strict' });
  return id;
}

export function accessToken(): string | undefined {
  return Cookies.get(ACCESS_TOKEN_COOKIE);
}

export function timeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
