import path from 'node:path';
import { z } from 'zod';
import { REMOTE_NAMES, devPort, type RemoteName } from '@travel/contracts';
import { DEFAULT_DATABASE_LIMITS, type DatabaseLimits } from './db/limits';

/** The monorepo root: apps/api/src -> ../../.. (default data dir and brand assets live there). */
export const REPO_ROOT = path.resolve(__dirname, '../../..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** An unset variable and an empty one (`FOO=` in a .env file) both mean "use the default". */
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

/** A switch: `1` or `true` is on; unset, empty, `0` or `false` off; anything else is named as a mistake. */
const flag = z
  .preprocess((v) => (v === '' ? undefined : v), z.enum(['1', 'true', '0', 'false']).optional())
  .transform((v) => v === '1' || v === 'true');

/** A whole number of milliseconds or connections, at least 1: every wait stays bounded. */
const positiveInt = (fallback: number) => z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).default(fallback));

const envSchema = z.object({
  PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(65535).default(4000)),
  HOST: optionalString.transform((v) => v ?? '0.0.0.0'),
  NODE_ENV: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['development', 'production', 'test']).default('development')),
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  PGLITE_DATA_DIR: optionalString,
  STATIC_ROOT: optionalString,
  LOG_LEVEL: z.preprocess((v) => (v === '' ? undefined : v), z.enum(LOG_LEVELS).optional()),
  JWT_SECRET: optionalString.refine((v) => v === undefined || Buffer.byteLength(v, 'utf8') >= 32, 'must be at least 32 bytes'),
  TRUST_PROXY: optionalString.transform(parseTrustProxy),
  DB_POOL_MAX: positiveInt(DEFAULT_DATABASE_LIMITS.poolMax),
  DB_ACQUIRE_TIMEOUT_MS: positiveInt(DEFAULT_DATABASE_LIMITS.acquireTimeoutMs),
  DB_STATEMENT_TIMEOUT_MS: positiveInt(DEFAULT_DATABASE_LIMITS.statementTimeoutMs),
  DB_LOCK_TIMEOUT_MS: positiveInt(DEFAULT_DATABASE_LIMITS.lockTimeoutMs),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: positiveInt(DEFAULT_DATABASE_LIMITS.idleInTransactionTimeoutMs),
  SEED_DEMO: flag,
  MAIL_OUTBOX: flag,
  DEFAULT_TENANT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().regex(/^[a-z0-9-]+$/, 'must be a lower-case subdomain').default('wayfarer'),
  ),
});

/**
 * Fastify's trustProxy from TRUST_PROXY: unset or 'false' trusts no proxy (the client address
 * is the socket's), 'true' trusts every hop, a number trusts that many hops, anything else is
 * a comma-separated list of proxy addresses or CIDR ranges.
 */
export type TrustProxy = boolean | number | string[];

function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((part) => part.trim()).filter(Boolean);
}

export interface Config {
  port: number;
  host: string;
  nodeEnv: 'development' | 'production' | 'test';
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** Redis for the per-address limits shared by every API process; unset means PostgreSQL (or memory on PGlite). */
  redisUrl?: string;
  pgliteDataDir: string;
  /** Directory holding the built apps (`shell/`, `<remote>/`); set means production serving. */
  staticRoot?: string;
  /** Per-remote entry URL overrides from REMOTE_<NAME>_URL. */
  remoteOverrides: Partial<Record<RemoteName, string>>;
  /** Where each remote's dev server listens, from PORT_<NAME> (`npm run dev` moves them the same way). */
  remoteDevPorts: Record<RemoteName, number>;
  logLevel: (typeof LOG_LEVELS)[number];
  defaultTenant: string;
  /** SEED_DEMO: write the demo agencies and accounts into a PostgreSQL database too (see shouldSeedDemo). */
  seedDemo: boolean;
  /**
   * Mails land in the dev_outbox table, read through GET /api/dev/outbox: in development and
   * tests, and in production only when MAIL_OUTBOX asks (the browser tests, which read the
   * links mailed to them); otherwise they are logged, without recipient or link.
   */
  mailOutbox: boolean;
  /** Signs access tokens; unset means a key generated once and kept in the database. */
  jwtSecret?: string;
  /** Agency logos and favicons, served at /brand/. */
  brandDir: string;
  /** Which proxies' X-Forwarded-For/-Host/-Proto to believe (client address for rate limits, HTTPS for cookies). */
  trustProxy: TrustProxy;
  /** PostgreSQL pool size and bounded waits (DB_* variables); PGlite ignores them. */
  databaseLimits: DatabaseLimits;
}

/**
 * Whether a start writes the demo agencies and their accounts (published password). The
 * embedded default does, so a newcomer's `npm start` shows them; a PostgreSQL database, a
 * production one above all, gets them only when SEED_DEMO asks.
 */
export function shouldSeedDemo(config: Pick<Config, 'databaseUrl' | 'seedDemo'>): boolean {
  return config.databaseUrl === undefined || config.seedDemo;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** A remote entry moved elsewhere: an absolute URL or a path on this server. */
const remoteUrlSchema = z.string().regex(/^(https?:\/\/[^/\s]+|\/)\S*$/, 'must be an http(s) URL or start with /');

/** Reads the configuration from the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const overrides = readRemoteOverrides(env);
  const devPorts = readRemoteDevPorts(env);
  const issues = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)),
    ...overrides.issues,
    ...devPorts.issues,
  ];
  if (!parsed.success || issues.length > 0) {
    throw new ConfigError(`Invalid environment:\n${issues.map((i) => `  ${i}`).join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    pgliteDataDir: path.resolve(e.PGLITE_DATA_DIR ?? path.join(REPO_ROOT, '.data', 'pglite')),
    staticRoot: e.STATIC_ROOT === undefined ? undefined : path.resolve(e.STATIC_ROOT),
    remoteOverrides: overrides.urls,
    remoteDevPorts: devPorts.ports,
    // Tests (jest sets NODE_ENV=test) stay quiet unless asked.
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    defaultTenant: e.DEFAULT_TENANT,
    seedDemo: e.SEED_DEMO,
    mailOutbox: e.MAIL_OUTBOX || e.NODE_ENV !== 'production',
    jwtSecret: e.JWT_SECRET,
    brandDir: path.join(REPO_ROOT, 'public', 'brand'),
    trustProxy: e.TRUST_PROXY,
    databaseLimits: {
      poolMax: e.DB_POOL_MAX,
      acquireTimeoutMs: e.DB_ACQUIRE_TIMEOUT_MS,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: e.DB_LOCK_TIMEOUT_MS,
      idleInTransactionTimeoutMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
  };
}

function readRemoteOverrides(env: NodeJS.ProcessEnv): { urls: Partial<Record<RemoteName, string>>; issues: string[] } {
  const urls: Partial<Record<RemoteName, string>> = {};
  const issues: string[] = [];
  for (const name of REMOTE_NAMES) {
    const variable = `REMOTE_${name.toUpperCase()}_URL`;
    const value = env[variable];
    if (!value) continue;
    const parsed = remoteUrlSchema.safeParse(value);
    if (parsed.success) urls[name] = parsed.data;
    else issues.push(`${variable}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  }
  return { urls, issues };
}

function readRemoteDevPorts(env: NodeJS.ProcessEnv): { ports: Record<RemoteName, number>; issues: string[] } {
  const ports = {} as Record<RemoteName, number>;
  const issues: string[] = [];
  for (const name of REMOTE_NAMES) {
    try {
      ports[name] = devPort(name, env);
    } catch (error) {
      issues.push(error instanceof Error ? error.message : String(error));
    }
  }
  return { ports, issues };
}
