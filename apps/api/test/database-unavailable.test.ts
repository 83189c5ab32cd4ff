import { DrizzleQueryError } from 'drizzle-orm/errors';
import { databaseUnavailable } from '../src/db/unavailable';
import { timedCheck } from '../src/health/timed-check';

/** The errors node-postgres, pg-pool, Node and Drizzle raise, as they raise them. */
const withCode = (code: string, message = 'from the server') => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) => new DrizzleQueryError('update "users" set "first_name" = $1 where "id" = $2', ['Tara', 'id'], cause);

describe('databaseUnavailable', () => {
  it.each([
    ['statement timeout (57014)', withCode('57014', 'canceling statement due to statement timeout'), 'statement timeout', 2],
    ['lock timeout (55P03)', withCode('55P03', 'canceling statement due to lock timeout'), 'lock timeout', 2],
    ['deadlock (40P01)', withCode('40P01'), 'deadlock', 2],
    ['serialization failure (40001)', withCode('40001'), 'serialization failure', 2],
    ['idle in transaction timeout (25P03)', withCode('25P03'), 'idle in transaction timeout', 2],
    ['too many connections (53300)', withCode('53300'), 'too many connections', 2],
    ['admin shutdown (57P01)', withCode('57P01'), 'database shutting down', 5],
    ['crash shutdown (57P02)', withCode('57P02'), 'database crashed', 5],
    ['cannot connect now (57P03)', withCode('57P03'), 'database not accepting connections yet', 5],
    ['connection exception (08006)', withCode('08006'), 'connection exception 08006', 5],
    ['connection does not exist (08003)', withCode('08003'), 'connection exception 08003', 5],
    ['connection refused', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'), 'network ECONNREFUSED', 5],
    ['connection reset', withCode('ECONNRESET'), 'network ECONNRESET', 5],
    ['pool acquire timeout', new Error('timeout exceeded when trying to connect'), 'pool acquire timeout', 2],
    ['connect timeout', new Error('Connection terminated due to connection timeout'), 'connect timeout', 5],
    ['server gone', new Error('Connection terminated unexpectedly'), 'connection lost', 5],
    ['a connection that failed earlier', new Error('Client has encountered a connection error and is not queryable'), 'connection lost', 5],
    ['lock timeout wrapped by Drizzle', wrapped(withCode('55P03')), 'lock timeout', 2],
    ['pool timeout wrapped by Drizzle', wrapped(new Error('timeout exceeded when trying to connect')), 'pool acquire timeout', 2],
    ['refused, both address families', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], ''), 'network ECONNREFUSED', 5],
  ])('%s: 503, retry in the given seconds', (_name, err, reason, retryAfterSeconds) => {
    expect(databaseUnavailable(err)).toEqual({ reason, retryAfterSeconds });
  });

  it.each([
    ['a unique violation (23505): a conflict, not load', withCode('23505')],
    ['a syntax error (42601): a bug', withCode('42601')],
    ['a check violation wrapped by Drizzle', wrapped(withCode('23514'))],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a file error', withCode('ENOENT')],
    ['not an error at all', 'timeout exceeded when trying to connect'],
    ['nothing', undefined],
  ])('%s: not a 503', (_name, err) => {
    expect(databaseUnavailable(err)).toBeUndefined();
  });

  it('survives an error that is its own cause', () => {
    const loop = new Error('loop');
    Object.assign(loop, { cause: loop });
    expect(databaseUnavailable(loop)).toBeUndefined();
  });
});

describe('timedCheck', () => {
  const later = <T>(ms: number, value: () => T) => new Promise<T>((resolve) => setTimeout(() => resolve(value()), ms));

  it('passes a probe that answers in time, with how long it took', async () => {
    const result = await timedCheck(() => later(20, () => 1), 1_000);
    expect(result.ok).toBe(true);
    expect(result.ms).toBeGreaterThanOrEqual(15);
    expect(result.problem).toBeUndefined();
  });

  it('fails a probe that does not answer in time, at the deadline', async () => {
    const started = Date.now();
    const result = await timedCheck(() => new Promise(() => undefined), 100);
    expect(result).toMatchObject({ ok: false, problem: 'no answer within 100 ms' });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('fails a probe that throws, naming a database that is unavailable', async () => {
    expect(await timedCheck(() => Promise.reject(withCode('ECONNREFUSED')), 1_000)).toMatchObject({ ok: false, problem: 'network ECONNREFUSED' });
    expect(await timedCheck(() => Promise.reject(new Error('relation "x" does not exist')), 1_000)).toMatchObject({ ok: false, problem: 'query failed' });
    expect(
      await timedCheck(() => {
        throw new Error('thrown before any promise');
      }, 1_000),
    ).toMatchObject({ ok: false, problem: 'query failed' });
  });

  it('swallows a probe that fails after its deadline (no unhandled rejection)', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      expect(await timedCheck(() => later(50, () => undefined).then(() => Promise.reject(new Error('late'))), 10)).toMatchObject({ ok: false });
      await later(100, () => undefined);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
