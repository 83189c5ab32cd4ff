/** Why the database could not serve a request in time, and when the client may try again. */
export interface DatabaseUnavailable {
  /** For the operator's log line, e.g. "lock timeout". */
  reason: string;
  retryAfterSeconds: number;
}

/** Contention clears quickly (a lock is released, a connection comes free): try again soon. */
const BUSY_SECONDS = 2;
/** A database that is down, restarting or refusing connections needs longer. */
const DOWN_SECONDS = 5;

/** SQLSTATEs that say "not now" rather than "this request is wrong" (PostgreSQL appendix A). */
const BY_SQLSTATE: Readonly<Record<string, DatabaseUnavailable>> = {
  '57014': { reason: 'statement timeout', retryAfterSeconds: BUSY_SECONDS },
  '55P03': { reason: 'lock timeout', retryAfterSeconds: BUSY_SECONDS },
  '40P01': { reason: 'deadlock', retryAfterSeconds: BUSY_SECONDS },
  '40001': { reason: 'serialization failure', retryAfterSeconds: BUSY_SECONDS },
  '25P03': { reason: 'idle in transaction timeout', retryAfterSeconds: BUSY_SECONDS },
  '53300': { reason: 'too many connections', retryAfterSeconds: BUSY_SECONDS },
  '57P01': { reason: 'database shutting down', retryAfterSeconds: DOWN_SECONDS },
  '57P02': { reason: 'database crashed', retryAfterSeconds: DOWN_SECONDS },
  '57P03': { reason: 'database not accepting connections yet', retryAfterSeconds: DOWN_SECONDS },
};

/** SQLSTATE class 08: connection exceptions. */
const CONNECTION_EXCEPTION = /^08[0-9A-Z]{3}$/;

/** Node's socket errors on the way to the database server. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN']);

/** node-postgres and pg-pool raise these as plain Errors without a code. */
const BY_MESSAGE: ReadonlyArray<[string, DatabaseUnavailable]> = [
  ['timeout exceeded when trying to connect', { reason: 'pool acquire timeout', retryAfterSeconds: BUSY_SECONDS }],
  ['Connection terminated due to connection timeout', { reason: 'connect timeout', retryAfterSeconds: DOWN_SECONDS }],
  ['Connection terminated unexpectedly', { reason: 'connection lost', retryAfterSeconds: DOWN_SECONDS }],
  ['Client has encountered a connection error and is not queryable', { reason: 'connection lost', retryAfterSeconds: DOWN_SECONDS }],
];

function classify(err: object): DatabaseUnavailable | undefined {
  const code = 'code' in err && typeof err.code === 'string' ? err.code : undefined;
  if (code !== undefined) {
    const known = BY_SQLSTATE[code];
    if (known) return known;
    if (CONNECTION_EXCEPTION.test(code)) return { reason: `connection exception ${code}`, retryAfterSeconds: DOWN_SECONDS };
    if (NETWORK_CODES.has(code)) return { reason: `network ${code}`, retryAfterSeconds: DOWN_SECONDS };
  }
  const message = 'message' in err && typeof err.message === 'string' ? err.message : '';
  return BY_MESSAGE.find(([text]) => message.startsWith(text))?.[1];
}

/**
 * Whether an error means the database could not serve the request in time (a timeout,
 * contention, overload, or no connection), as opposed to a bug or a bad request. Looks
 * through wrappers: Drizzle's DrizzleQueryError keeps the driver's error as `cause`, and
 * Node reports a refused dual-stack connect as an AggregateError of both attempts.
 */
export function databaseUnavailable(err: unknown): DatabaseUnavailable | undefined {
  const seen = new Set<object>();
  const pending: unknown[] = [err];
  while (pending.length > 0) {
    const next = pending.shift();
    if (typeof next !== 'object' || next === null || seen.has(next)) continue;
    seen.add(next);
    const found = classify(next);
    if (found) return found;
    if ('cause' in next) pending.push(next.cause);
    if (next instanceof AggregateError) pending.push(...(next.errors as unknown[]));
  }
  return undefined;
}
