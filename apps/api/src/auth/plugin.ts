import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ACCESS_TOKEN_COOKIE_NAME, ACCOUNT_ERROR_CODES } from '@travel/contracts';
import type { Db } from '../db/types';
import { isTenantFree } from '../plugins/tenant-free';
import { findAccountById, type Account } from './accounts';
import { signAccessToken, verifyAccessToken, type SignedToken } from './jwt';
import { loadJwtKey } from './secret';

/** The signed-in user of a request: the account (no password hash) and when its token expires. */
export type AuthUser = Omit<Account, 'passwordHash'> & { tokenExpiresAt: Date };

/** Why a request that sent a token has no user; requireUser answers 401 with it. */
export interface AuthFailure {
  code: string;
  message: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Null when anonymous, including a bad or stale token (see authFailure) and x-optional-auth. */
    user: AuthUser | null;
    authFailure: AuthFailure | null;
  }
  interface FastifyInstance {
    accessTokens: { mint(account: Pick<Account, 'id' | 'agencyId' | 'tokenVersion'>): Promise<SignedToken> };
  }
}

export interface AuthOptions {
  db: Db;
  /** JWT_SECRET; unset means the key kept in app_secrets. */
  jwtSecret: string | undefined;
}

const FAILURES = {
  invalid: { code: ACCOUNT_ERROR_CODES.tokenInvalid, message: 'The access token is invalid' },
  expired: { code: ACCOUNT_ERROR_CODES.tokenExpired, message: 'The access token has expired; please log in again' },
  wrongAgency: { code: ACCOUNT_ERROR_CODES.tokenWrongAgency, message: 'The access token belongs to another agency' },
  revoked: { code: ACCOUNT_ERROR_CODES.tokenRevoked, message: 'The access token is no longer valid; please log in again' },
} satisfies Record<string, AuthFailure>;

/** The header wins over the cookie: it is what the api-client sends (SPEC 7). */
function presentedToken(request: FastifyRequest): string | undefined {
  const header = request.headers[ACCESS_TOKEN_COOKIE_NAME];
  if (typeof header === 'string' && header !== '') return header;
  const cookie = request.cookies[ACCESS_TOKEN_COOKIE_NAME];
  return cookie === undefined || cookie === '' ? undefined : cookie;
}

/** SPEC 7: with the optional-auth flag the request is anonymous whatever token comes with it. */
function optionalAuth(request: FastifyRequest): boolean {
  const flag = request.headers['x-optional-auth'];
  return typeof flag === 'string' && flag.toLowerCase() === 'true';
}

type Resolution = { user: AuthUser } | { failure: AuthFailure };

async function resolveUser(db: Db, key: Uint8Array, request: FastifyRequest, token: string): Promise<Resolution> {
  const verified = await verifyAccessToken(key, token);
  if (!verified.ok) return { failure: FAILURES[verified.reason] };
  const { claims } = verified;
  const tenant = request.tenant;
  if (tenant.kind === 'unknown' || tenant.agency.id !== claims.agencyId) return { failure: FAILURES.wrongAgency };
  const account = await findAccountById(db, claims.agencyId, claims.userId);
  // A deleted account, or a logout or password change since the token was issued.
  if (!account || account.tokenVersion !== claims.tokenVersion) return { failure: FAILURES.revoked };
  const { passwordHash: _secret, ...user } = account;
  return { user: { ...user, tokenExpiresAt: verified.expiresAt } };
}

const authPlugin: FastifyPluginAsync<AuthOptions> = async (app, { db, jwtSecret }) => {
  const key = await loadJwtKey(db, jwtSecret);
  await app.register(fastifyCookie);

  app.decorate('accessTokens', {
    mint: (account) => signAccessToken(key, { userId: account.id, agencyId: account.agencyId, tokenVersion: account.tokenVersion }),
  });
  app.decorateRequest('user', null);
  app.decorateRequest('authFailure', null);

  // Runs after tenant resolution (registered before this plugin), so request.tenant is set.
  app.addHook('onRequest', async (request) => {
    // Only API calls: built assets and the shell HTML would pay a query for nothing.
    if (!request.url.startsWith('/api/') || isTenantFree(request) || optionalAuth(request)) return;
    const token = presentedToken(request);
    if (token === undefined) return;
    const resolution = await resolveUser(db, key, request, token);
    if ('user' in resolution) request.user = resolution.user;
    else request.authFailure = resolution.failure;
  });
};

/**
 * Decorates every request with `user` (null when anonymous) and the app with
 * `accessTokens`. fastify-plugin lifts the decorations to the instance it is registered
 * on: call it on the root app, after tenant resolution, before the routes.
 */
export function registerAuth(app: FastifyInstance, options: AuthOptions): void {
  app.register(fp(authPlugin, { name: 'auth' }), options);
}
