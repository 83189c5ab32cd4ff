/** SPEC 2.1, 9: /logout waits this long before leaving for the return URL. */
export const LOGOUT_REDIRECT_DELAY_MS = 100;
