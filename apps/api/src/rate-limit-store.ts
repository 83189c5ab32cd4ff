import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lte, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { rateLimitHits } from './db/schema';
import type { Db } from './db/types';
import { ServiceUnavailableError } from './errors';

/** A request counted in its key's fixed window: how many so far, and the milliseconds left. */
export interface Hit {
  current: number;
  ttl: number;
}

/** Where per-address counts live, so that every API process counts the same requests. */
export interface HitCounter {
  hit(key: string, windowMs: number): Promise<Hit>;
  close(): Promise<void>;
}

/**
 * PostgreSQL: one row per key, counted with a single upsert (the conflicting row is locked,
 * so concurrent hits from any process queue and each sees its own count) on the database
 * clock. An expired row starts a new window; a sweep deletes expired rows every minute.
 * Its failures are database errors, which the error handler answers (503 for timeouts).
 */
export function postgresHitCounter(db: Db, sweepEveryMs = 60_000): HitCounter {
  const sweep = setInterval(() => {
    sweepExpiredHits(db).catch(() => undefined);
  }, sweepEveryMs);
  sweep.unref();
  return {
    async hit(key, windowMs) {
      // clock_timestamp, not now(): a hit that waited for the row's lock must not see a window longer than it is.
      const expired = sql`${rateLimitHits.expiresAt} <= clock_timestamp()`;
      const [row] = await db
        .insert(rateLimitHits)
        .values({ key, count: 1, expiresAt: sql`clock_timestamp() + make_interval(secs => ${windowMs / 1000})` })
        .onConflictDoUpdate({
          target: rateLimitHits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimitHits.count} + 1 end`,
            expiresAt: sql`case when ${expired} then excluded.expires_at else ${rateLimitHits.expiresAt} end`,
          },
        })
        .returning({
          current: rateLimitHits.count,
          ttl: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitHits.expiresAt} - clock_timestamp()) * 1000))`.mapWith(Number),
        });
      if (!row) throw new Error('rate limit hit not counted');
      return row;
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

/** Deletes the windows that are over; returns how many. */
export async function sweepExpiredHits(db: Db): Promise<number> {
  const deleted = await db.delete(rateLimitHits).where(lte(rateLimitHits.expiresAt, sql`now()`)).returning({ key: rateLimitHits.key });
  return deleted.length;
}

/** INCR and, for a new window, its expiry, in one atomic script. */
const REDIS_HIT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}`;

/** Redis (REDIS_URL): a counter per key that expires with its window; unreachable means 503 with Retry-After. */
export function redisHitCounter(url: string, namespace = 'travel:rate-limit:'): HitCounter {
  // A command waits for the connection at most one reconnection: bounded, never queued for ever.
  const redis = new Redis(url, { connectTimeout: 1_000, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined); // Each failed hit reports it; ioredis reconnects by itself.
  return {
    async hit(key, windowMs) {
      try {
        const [current, ttl] = (await redis.eval(REDIS_HIT, 1, namespace + key, windowMs)) as [number, number];
        return { current, ttl };
      } catch {
        throw new ServiceUnavailableError('Request limits cannot be checked right now; please try again in a moment.', 2);
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}

/**
 * @fastify/rate-limit's store over a HitCounter. Each rate-limited route counts apart
 * (the key is prefixed with its method and URL). A counter's failure fails the request
 * (skipOnError is off): a limit that cannot be checked is not skipped.
 */
export function rateLimitStore(counter: HitCounter): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Hit) => void, timeWindow: number): void {
      counter.hit(this.prefix + key, timeWindow).then(
        (hit) => callback(null, hit),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // At run time the plugin passes the route's merged limit options with the route under `routeInfo`
      // (its own RedisStore reads it there); the declared type is the route itself.
      const route = (routeOptions as unknown as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? routeOptions;
      return new SharedStore({} as FastifyRateLimitOptions, `${String(route.method)}${String(route.url)}:`);
    }
  }
  return SharedStore;
}

/**
 * Where the per-address limits count: Redis when REDIS_URL is set, else the PostgreSQL
 * database every process shares; undefined on PGlite (one process per data directory),
 * where the plugin's in-memory store is the shared one.
 */
export function sharedHitCounter(options: { redisUrl?: string; db: Db; sharedDatabase: boolean }): HitCounter | undefined {
  if (options.redisUrl) return redisHitCounter(options.redisUrl);
  if (options.sharedDatabase) return postgresHitCounter(options.db);
  return undefined;
}
