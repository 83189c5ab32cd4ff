import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ConcurrencyLimit, LimitFullError } from '../concurrency-limit';
import { ServiceUnavailableError } from '../errors';

/**
 * Password hashing with Node's scrypt at the OWASP parameters (N=2^17, r=8, p=1), stored
 * self-describing as `scrypt$N$r$p$<salt b64>$<hash b64>` so the cost can be raised later
 * without invalidating existing hashes.
 */
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const SALT_BYTES = 32;
const KEY_BYTES = 32;
/** Stored hashes we accept to verify: bounds a tampered row from costing unbounded CPU or memory. */
const MAX_N = 2 ** 20;

/**
 * Derivations at once, and how many may wait: each takes 128 MiB and a libuv thread (of 4,
 * shared with file reads and compression) for a few hundred milliseconds. Two at once keep
 * both cores busy; a burst beyond the queue answers 503 at once instead of growing memory
 * and latency without bound.
 */
export const PASSWORD_HASH_LIMITS = { concurrency: 2, queue: 16 } as const;
/** What a refused sign-in tells the client: the queue drains within a couple of seconds. */
const RETRY_AFTER_SECONDS = 2;
let derivations = new ConcurrencyLimit(PASSWORD_HASH_LIMITS.concurrency, PASSWORD_HASH_LIMITS.queue);

/** Replaces the limits (tests; tuning a larger machine). */
export function limitPasswordHashing(limits: { concurrency: number; queue: number }): void {
  derivations = new ConcurrencyLimit(limits.concurrency, limits.queue);
}

function deriveNow(password: string, salt: Buffer, params: { N: number; r: number; p: number }, keyBytes: number): Promise<Buffer> {
  // scrypt needs about 128 * N * r * p bytes (128 MiB here) and Node caps it at 32 MiB by default.
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * params.p + 32 * 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyBytes, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** A derivation within the limits; ServiceUnavailableError (503, Retry-After) when they are full. */
async function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }, keyBytes: number): Promise<Buffer> {
  try {
    return await derivations.run(() => deriveNow(password, salt, params, keyBytes));
  } catch (err) {
    if (err instanceof LimitFullError) throw new ServiceUnavailableError('Too many sign-ins at once; please try again in a moment.', RETRY_AFTER_SECONDS);
    throw err;
  }
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, PARAMS, KEY_BYTES);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** True when `password` matches `stored`; false (never a throw) for a malformed stored value. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const validParams =
    Number.isInteger(Math.log2(N)) && N >= 2 && N <= MAX_N && Number.isInteger(r) && r >= 1 && r <= 32 && Number.isInteger(p) && p >= 1 && p <= 16;
  if (!validParams) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || expected.length < 16 || expected.length > 128) return false;
  const actual = await derive(password, salt, { N, r, p }, expected.length);
  return timingSafeEqual(actual, expected);
}
