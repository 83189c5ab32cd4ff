import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { ACCESS_TOKEN_TTL_SECONDS } from '@travel/contracts';

/**
 * Access tokens: HS256 JWTs. The verifier accepts HS256 only (no `none`, no algorithm
 * confusion), requires `exp`, and checks our own claims' shape before anything trusts them.
 */
const ALGORITHM = 'HS256';
/** Tells access tokens from any other token we may sign later with the same key. */
const TOKEN_TYPE = 'access';

/** What an access token says: the account, its agency, and the token version it was issued at. */
export interface AccessClaims {
  userId: string;
  agencyId: number;
  tokenVersion: number;
}

const claimsSchema = z.object({
  sub: z.uuid(),
  agency: z.number().int().positive(),
  typ: z.literal(TOKEN_TYPE),
  ver: z.number().int().min(0),
  exp: z.number(),
});

export interface SignedToken {
  token: string;
  expiresAt: Date;
}

/** `now` is for tests that need a token already expired. */
export async function signAccessToken(key: Uint8Array, claims: AccessClaims, now: Date = new Date()): Promise<SignedToken> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ agency: claims.agencyId, typ: TOKEN_TYPE, ver: claims.tokenVersion })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key);
  return { token, expiresAt: new Date(expiresAt * 1000) };
}

export type VerifiedToken = { ok: true; claims: AccessClaims; expiresAt: Date } | { ok: false; reason: 'expired' | 'invalid' };

/** Never throws: a bad token is an answer, not an error. */
export async function verifyAccessToken(key: Uint8Array, token: string): Promise<VerifiedToken> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      requiredClaims: ['exp', 'iat', 'sub'],
      // Also bounds what a token with a far `exp` could do, should one ever be minted.
      maxTokenAge: ACCESS_TOKEN_TTL_SECONDS,
    });
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) return { ok: false, reason: 'invalid' };
    const { sub, agency, ver, exp } = claims.data;
    return { ok: true, claims: { userId: sub, agencyId: agency, tokenVersion: ver }, expiresAt: new Date(exp * 1000) };
  } catch (err) {
    // jose checks the signature before the claims, so "expired" means a genuine token.
    return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
