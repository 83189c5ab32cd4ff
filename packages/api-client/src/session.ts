import Cookies from 'js-cookie';
import { ACCESS_TOKEN_COOKIE_NAME, HIDE_HEADER_COOKIE, LANGUAGE_COOKIE } from '@travel/contracts';

export { HIDE_HEADER_COOKIE, LANGUAGE_COOKIE };

export const ACCESS_TOKEN_COOKIE = ACCESS_TOKEN_COOKIE_NAME;
export const SESSION_COOKIE = 'x-session-id';

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

let pageTimeZone: string | undefined;

/** Read once per page: building a DateTimeFormat costs ~20 ms on a phone, and every API call sends it. */
export function timeZone(): string {
  pageTimeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return pageTimeZone;
}

/** Cookies that carry a signed-in session or an embedded page's chrome settings (hideHeader/hideFooter). */
export const AUTH_COOKIE = 'auth';
export const HIDE_FOOTER_COOKIE = 'hideFooter';
/** Where a deep link waits for the user to sign in, and which kind of route it was. */
export const DEEP_LINK_KEY = 'deepLink';
export const ROUTE_TYPE_KEY = 'routeType';

/**
 * SPEC 4 logout: the access token, auth, header and footer cookies and the stored deep link
 * and route type go. (The /logout route also clears local storage: see the shell.)
 */
export function clearSession(): void {
  for (const name of [ACCESS_TOKEN_COOKIE, AUTH_COOKIE, HIDE_HEADER_COOKIE, HIDE_FOOTER_COOKIE]) Cookies.remove(name, { path: '/' });
  for (const storage of [localStorage, sessionStorage]) {
    storage.removeItem(DEEP_LINK_KEY);
    storage.removeItem(ROUTE_TYPE_KEY);
  }
}
