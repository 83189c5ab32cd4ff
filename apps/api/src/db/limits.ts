import type pg from 'pg';

/**
 * How long a request may wait for PostgreSQL. A request that hits one of these answers 503
 * with Retry-After (src/errors.ts) instead of queueing behind a stuck lock: without them a
 * row lock held in psql for 20 s made unrelated routes take 17.6 s, as every pooled
 * connection waited on it.
 */
export interface DatabaseLimits {
  /** Connections per API process. */
  poolMax: number;
  /** Longest wait for a pooled connection (or to open one). */
  acquireTimeoutMs: number;
  /** Longest single statement. */
  statementTimeoutMs: number;
  /** Longest wait for one row or table lock. */
  lockTimeoutMs: number;
  /** A transaction left open without a statement this long is ended by the server, freeing its locks. */
  idleInTransactionTimeoutMs: number;
}

/**
 * Defaults a traveller can live with: a page's call that has not got a connection within
 * 3 s or a lock within 2 s would rather say "busy, try again" than hang; our slowest
 * statement (a cold search) takes well under a second, so 5 s only stops runaways; 15 s
 * idle inside a transaction is far beyond the card charge the booking makes in one.
 * 20 connections: a deals search runs three queries, two at once, and a busy process would
 * otherwise queue for a connection (node-postgres defaults to 10).
 */
export const DEFAULT_DATABASE_LIMITS: DatabaseLimits = {
  poolMax: 20,
  acquireTimeoutMs: 3_000,
  statementTimeoutMs: 5_000,
  lockTimeoutMs: 2_000,
  idleInTransactionTimeoutMs: 15_000,
};

/** node-postgres pool settings: the limits go in each connection's start-up packet, so they hold from its first statement. */
export function postgresPoolConfig(connectionString: string, limits: DatabaseLimits): pg.PoolConfig {
  return {
    connectionString,
    max: limits.poolMax,
    connectionTimeoutMillis: limits.acquireTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    lock_timeout: limits.lockTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
  };
}

/**
 * For the start-up migration and seed: a fresh database's seed and a process waiting its turn
 * on the migration lock take longer than a request may, so that one session lifts the limits.
 */
export const UNLIMITED_SESSION_SQL = 'set statement_timeout = 0; set lock_timeout = 0; set idle_in_transaction_session_timeout = 0';
