export { apiClient, createApiClient, LOGOUT_PATH } from './client';
export { fetchBoot } from './endpoints';
export { errorMessage } from './errors';
export { usesOptionalAuth } from './optional-auth';
export { ACCESS_TOKEN_COOKIE, LANGUAGE_COOKIE, SESSION_COOKIE, accessToken, sessionId } from './session';
