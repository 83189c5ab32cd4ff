import Cookies from 'js-cookie';
import { ACCESS_TOKEN_COOKIE_NAME, CURRENCY_COOKIE, CURRENCY_STORAGE_KEY, HIDE_FOOTER_COOKIE, HIDE_HEADER_COOKIE, LANGUAGE_COOKIE, TIME_ZONE_COOKIE } from '@travel/contracts';

export { HIDE_FOOTER_COOKIE, HIDE_HEADER_COOKIE, LANGUAGE_COOKIE };

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

/** The time zone in its cookie, for the server to render the next page for this visitor's calendar day. */
export function rememberTimeZone(): void {
  const zone = timeZone();
  if (Cookies.get(TIME_ZONE_COOKIE) !== zone) Cookies.set(TIME_ZONE_COOKIE, zone, { path: '/', sameSite: 'strict', expires: 365 });
}

/** Cookies that carry a signed-in session or an embedded page's chrome settings (hideHeader/hideFooter). */
export const AUTH_COOKIE = 'auth';
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

/** SPEC 4: the display currency chosen before, as stored locally. */
export function storedCurrency(): string | null {
  return localStorage.getItem(CURRENCY_STORAGE_KEY);
}

/**
 * Remembers the display currency (null forgets it): in local storage as SPEC 4 says, and in a
 * cookie the server reads to render prices in it (a year, like the language).
 */
export function rememberCurrency(currency: string | null): void {
  if (currency) {
    localStorage.setItem(CURRENCY_STORAGE_KEY, currency);
    if (Cookies.get(CURRENCY_COOKIE) !== currency) Cookies.set(CURRENCY_COOKIE, currency, { expires: 365, sameSite: 'strict' });
  } else {
    localStorage.removeItem(CURRENCY_STORAGE_KEY);
    if (Cookies.get(CURRENCY_COOKIE) !== undefined) Cookies.remove(CURRENCY_COOKIE);
  }
}
