import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ACCOUNT_ERROR_CODES, canRead, type CommandCenterArea } from '@travel/contracts';
import type { UserType } from '../db/schema';
import { HttpError } from '../errors';
import { activeAgency } from '../plugins/tenant';
import type { AuthUser } from './plugin';

/**
 * The signed-in user, or a 401 (which sends the browser to /logout, SPEC 8) naming why:
 * no token, or the token's failure. An unknown or inactive agency answers its 404/403 first.
 */
export function currentUser(request: FastifyRequest): AuthUser {
  activeAgency(request);
  if (request.user) return request.user;
  const failure = request.authFailure ?? { code: ACCOUNT_ERROR_CODES.tokenMissing, message: 'Log in to continue' };
  throw new HttpError(401, failure.code, failure.message);
}

/** preHandler for routes that need a signed-in user; handlers then read currentUser(request). */
export const requireUser: preHandlerAsyncHookHandler = async (request) => {
  currentUser(request);
};

/** preHandler for routes reserved to some user types: 401 when anonymous, 403 for the others. */
export function requireRole(...roles: readonly UserType[]): preHandlerAsyncHookHandler {
  return async (request) => {
    const user = currentUser(request);
    if (!roles.includes(user.userType)) {
      throw new HttpError(403, ACCOUNT_ERROR_CODES.forbidden, 'Your account may not do this');
    }
  };
}

/** preHandler for a Command Center area: the sidebar's own rule (SPEC 6), so what is greyed there is refused here. */
export function requireArea(area: CommandCenterArea): preHandlerAsyncHookHandler {
  return async (request) => {
    const user = currentUser(request);
    if (!canRead(user, area)) throw new HttpError(403, ACCOUNT_ERROR_CODES.forbidden, 'Your account may not do this');
  };
}
