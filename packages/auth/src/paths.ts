import { LOGOUT_PATH } from '@travel/api-client';

/** SPEC 2.2: the auth pages of the shell. */
export const AUTH_PATHS = {
  login: '/login',
  sso: '/sso',
  social: '/social',
  signup: '/signup',
  forgotPassword: '/forgotpassword',
  newPassword: '/newPassword',
  verify: '/verify',
  /** An agent's invitation (the Command Center's Agents): choose a password, then signed in. */
  agentInvitation: '/agentInvitation',
  logout: LOGOUT_PATH,
  expiry: '/expiry',
} as const;

/** /login (or /signup) keeping the page to come back to, when there is one. */
export function withRedirect(path: string, redirect: string | null): string {
  return redirect ? `${path}?${new URLSearchParams({ redirect }).toString()}` : path;
}
