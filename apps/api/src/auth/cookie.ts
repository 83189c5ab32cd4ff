import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_COOKIE_NAME, ACCESS_TOKEN_TTL_SECONDS, type LoginResponse } from '@travel/contracts';
import type { Account } from './accounts';
import { toUserProfile } from './profile';

/**
 * True when the browser reached us over HTTPS: TLS here, or a TLS-terminating proxy saying
 * so in X-Forwarded-Proto. Trusting the header is safe for this use: a forged one only
 * adds Secure to the forger's own cookie.
 */
function overHttps(request: FastifyRequest): boolean {
  if (request.protocol === 'https') return true;
  const forwarded = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

/**
 * Not HttpOnly: SPEC 4 has the browser read the token from this cookie and send it as the
 * x-access-token header. SameSite=Strict keeps it off cross-site requests; host-only (no
 * Domain), so one agency's subdomain never receives another's cookie.
 */
function cookieOptions(request: FastifyRequest, maxAge: number): CookieSerializeOptions {
  return { path: '/', sameSite: 'strict', secure: overHttps(request), httpOnly: false, maxAge };
}

export function setAccessTokenCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(ACCESS_TOKEN_COOKIE_NAME, token, cookieOptions(request, ACCESS_TOKEN_TTL_SECONDS));
}

export function clearAccessTokenCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.setCookie(ACCESS_TOKEN_COOKIE_NAME, '', { ...cookieOptions(request, 0), expires: new Date(0) });
}

/**
 * Signs the account in: a new access token, set as the cookie and answered as the login's
 * body (POST /api/user/login, change of password, an accepted agent invitation).
 */
export async function signIn(request: FastifyRequest, reply: FastifyReply, account: Account): Promise<LoginResponse> {
  const { token, expiresAt } = await request.server.accessTokens.mint(account);
  setAccessTokenCookie(request, reply, token);
  return { token, expiresAt: expiresAt.toISOString(), user: toUserProfile(account, expiresAt) };
}
