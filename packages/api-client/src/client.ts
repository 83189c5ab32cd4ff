import axios, { AxiosError, type AxiosInstance } from 'axios';
import Cookies from 'js-cookie';
import { LANGUAGE_COOKIE, accessToken, sessionId, timeZone } from './session';
import { usesOptionalAuth } from './optional-auth';

export const LOGOUT_PATH = '/logout';

function goToLogout(): void {
  if (window.location.pathname !== LOGOUT_PATH) window.location.assign(LOGOUT_PATH);
}

/** The one HTTP client of the app (shared singleton): every call goes through it. */
export function createApiClient({ baseURL = '', onUnauthorized = goToLogout } = {}): AxiosInstance {
  const client = axios.create({ baseURL, headers: { 'Content-Type': 'application/json' } });

  client.interceptors.request.use((config) => {
    config.headers.set('language', Cookies.get(LANGUAGE_COOKIE) ?? 'en');
    config.headers.set('x-session-id', sessionId());
    config.headers.set('x-time-zone', timeZone());
    // SPEC 7: the token when present; without one, the optional-auth flag where the spec asks
    // for it. A signed-in visitor who opens a deal link or a proposal stays signed in: their
    // session call and their checkout go as them, not anonymously (and a 401 would log them out).
    const token = accessToken();
    if (token) config.headers.set('x-access-token', token);
    else if (usesOptionalAuth(window.location, config.url ?? '')) config.headers.set('x-optional-auth', 'true');
    return config;
  });

  client.interceptors.response.use(undefined, (error: unknown) => {
    // SPEC 8: any 401 sends the browser to the logout path.
    if (error instanceof AxiosError && error.response?.status === 401) onUnauthorized();
    return Promise.reject(error);
  });

  return client;
}

export const apiClient = createApiClient();
