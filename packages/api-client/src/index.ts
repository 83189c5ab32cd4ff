export { apiClient, createApiClient, LOGOUT_PATH } from './client';
export { fetchBoot, pageStateHandedOver, serverRendered } from './endpoints';
export { errorMessage } from './errors';
export { usesOptionalAuth } from './optional-auth';
export {
  ACCESS_TOKEN_COOKIE,
  AUTH_COOKIE,
  DEEP_LINK_KEY,
  HIDE_FOOTER_COOKIE,
  HIDE_HEADER_COOKIE,
  LANGUAGE_COOKIE,
  ROUTE_TYPE_KEY,
  SESSION_COOKIE,
  accessToken,
  clearSession,
  rememberCurrency,
  rememberTimeZone,
  storedCurrency,
  sessionId,
  timeZone,
} from './session';
