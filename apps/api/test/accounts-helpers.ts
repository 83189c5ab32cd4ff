import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadJwtKey } from '../src/auth/secret';
import type { Db } from '../src/db/types';
import { DEMO_PASSWORD } from '../src/seed';

/**
 * Shared by the accounts-*.test.ts files. Login, signup and forgot-password are limited to
 * 10 a minute per client address, so every call gets an address of its own unless a test
 * is about that limit and passes one.
 */
let addressCounter = 0;
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  host?: string;
  body?: unknown;
  headers?: Record<string, string>;
  address?: string;
}

export function call(app: FastifyInstance, url: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  const { method = 'GET', host = 'wayfarer.localhost', body, headers = {}, address = freshAddress() } = options;
  return app.inject({
    method,
    url,
    remoteAddress: address,
    headers: { host, ...headers },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

export function login(
  app: FastifyInstance,
  email: string,
  options: { host?: string; password?: string; address?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const { password = DEMO_PASSWORD, ...rest } = options;
  return call(app, '/api/user/login', { method: 'POST', body: { email, password }, ...rest });
}

/** Logs in and returns the token; fails the test on anything but 200. */
export async function tokenFor(app: FastifyInstance, email: string, host = 'wayfarer.localhost'): Promise<string> {
  const res = await login(app, email, { host });
  if (res.statusCode !== 200) throw new Error(`login ${email} on ${host}: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

/**
 * Logs each account in once (a login hashes a password: slow on a busy machine, so not in every
 * test) and returns the token by email. An account is an email, or [email, host] off wayfarer.
 */
export async function tokensFor(app: FastifyInstance, accounts: ReadonlyArray<string | readonly [string, string]>): Promise<(email: string) => string> {
  const tokens = new Map<string, string>();
  for (const account of accounts) {
    const [email, host] = typeof account === 'string' ? [account, undefined] : account;
    tokens.set(email, await tokenFor(app, email, host));
  }
  return (email) => {
    const token = tokens.get(email);
    if (!token) throw new Error(`${email} was not logged in by tokensFor`);
    return token;
  };
}

export const withToken = (token: string): Record<string, string> => ({ 'x-access-token': token });

/** The server's signing key (the one in app_secrets: tests set no JWT_SECRET). */
export function serverKey(db: Db): Promise<Uint8Array> {
  return loadJwtKey(db, undefined);
}

/** The Set-Cookie header of the access token, parsed into its attributes (names lower-cased). */
export function accessCookie(res: LightMyRequestResponse): { value: string; attributes: Record<string, string | true> } {
  const raw = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('x-access-token='));
  if (raw === undefined) throw new Error('no x-access-token cookie set');
  const [pair = '', ...attributes] = raw.split(';').map((part) => part.trim());
  return {
    value: decodeURIComponent(pair.slice('x-access-token='.length)),
    attributes: Object.fromEntries(
      attributes.map((attribute) => {
        const [name = '', value] = attribute.split('=');
        return [name.toLowerCase(), value ?? true];
      }),
    ),
  };
}

/** A JWT's parts base64url-decoded, to forge variants of a real token. */
export function jwtParts(token: string): { header: Record<string, unknown>; payload: Record<string, unknown>; signature: string } {
  const [header = '', payload = '', signature = ''] = token.split('.');
  const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
  return { header: decode(header), payload: decode(payload), signature };
}

export const b64url = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
