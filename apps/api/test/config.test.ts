import path from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT, shouldSeedDemo } from '../src/config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '0.0.0.0',
      nodeEnv: 'development',
      databaseUrl: undefined,
      pgliteDataDir: path.join(REPO_ROOT, '.data', 'pglite'),
      staticRoot: undefined,
      remoteOverrides: {},
      logLevel: 'info',
      defaultTenant: 'wayfarer',
      brandDir: path.join(REPO_ROOT, 'public', 'brand'),
      trustProxy: false,
    });
  });

  it.each([
    ['false', false],
    ['true', true],
    ['2', 2],
    ['10.0.0.1, 192.168.0.0/16', ['10.0.0.1', '192.168.0.0/16']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '3000',
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://app:secret@db.internal:5432/travel',
      PGLITE_DATA_DIR: '/var/lib/travel',
      STATIC_ROOT: '/srv/dist',
      LOG_LEVEL: 'warn',
      DEFAULT_TENANT: 'sunny',
      REMOTE_CRUISE_URL: 'https://cdn.example.com/cruise/remoteEntry.js',
    });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      nodeEnv: 'production',
      databaseUrl: 'postgres://app:secret@db.internal:5432/travel',
      pgliteDataDir: '/var/lib/travel',
      staticRoot: '/srv/dist',
      logLevel: 'warn',
      defaultTenant: 'sunny',
      remoteOverrides: { cruise: 'https://cdn.example.com/cruise/remoteEntry.js' },
    });
  });

  it.each([
    [{ NODE_ENV: 'development' }, true],
    [{ NODE_ENV: 'test' }, true],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', MAIL_OUTBOX: '1' }, true],
  ])('keeps mails in the dev outbox for %j: %s', (env, outbox) => {
    expect(loadConfig(env).mailOutbox).toBe(outbox);
  });

  it('is quiet under test unless LOG_LEVEL says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(loadConfig({ NODE_ENV: 'production' }).logLevel).toBe('info');
  });

  it('bounds every database wait by default: pool of 20, acquire 3 s, statement 5 s, lock 2 s, idle in transaction 15 s', () => {
    expect(loadConfig({}).databaseLimits).toEqual({
      poolMax: 20,
      acquireTimeoutMs: 3_000,
      statementTimeoutMs: 5_000,
      lockTimeoutMs: 2_000,
      idleInTransactionTimeoutMs: 15_000,
    });
  });

  it('reads the database limits from DB_* variables', () => {
    const config = loadConfig({
      DB_POOL_MAX: '50',
      DB_ACQUIRE_TIMEOUT_MS: '1000',
      DB_STATEMENT_TIMEOUT_MS: '30000',
      DB_LOCK_TIMEOUT_MS: '500',
      DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '60000',
    });
    expect(config.databaseLimits).toEqual({
      poolMax: 50,
      acquireTimeoutMs: 1_000,
      statementTimeoutMs: 30_000,
      lockTimeoutMs: 500,
      idleInTransactionTimeoutMs: 60_000,
    });
  });

  it('accepts remote overrides as URLs or server paths', () => {
    const config = loadConfig({ REMOTE_HOTELS_URL: 'https://cdn.example.com/h/remoteEntry.js', REMOTE_BLOG_URL: '/static/blog/remoteEntry.js' });
    expect(config.remoteOverrides).toEqual({ hotels: 'https://cdn.example.com/h/remoteEntry.js', blog: '/static/blog/remoteEntry.js' });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', STATIC_ROOT: '', LOG_LEVEL: '' })).toMatchObject({
      port: 4000,
      databaseUrl: undefined,
      staticRoot: undefined,
      logLevel: 'info',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ DEFAULT_TENANT: 'Not A Subdomain' }, 'DEFAULT_TENANT'],
    [{ REMOTE_HOTELS_URL: 'cdn.example.com/hotels/remoteEntry.js' }, 'REMOTE_HOTELS_URL'],
    // 0 would mean "wait forever" to PostgreSQL and node-postgres.
    [{ DB_LOCK_TIMEOUT_MS: '0' }, 'DB_LOCK_TIMEOUT_MS'],
    [{ DB_ACQUIRE_TIMEOUT_MS: '-1' }, 'DB_ACQUIRE_TIMEOUT_MS'],
    [{ DB_STATEMENT_TIMEOUT_MS: '5s' }, 'DB_STATEMENT_TIMEOUT_MS'],
    [{ DB_POOL_MAX: '0' }, 'DB_POOL_MAX'],
  ])('rejects %j naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });
});

describe('shouldSeedDemo', () => {
  const POSTGRES = 'postgres://app:secret@db.internal:5432/travel';
  it.each([
    ['the embedded database, SEED_DEMO unset', true, {}],
    ['the embedded database, SEED_DEMO=0', true, { SEED_DEMO: '0' }],
    ['PostgreSQL, SEED_DEMO unset', false, { DATABASE_URL: POSTGRES }],
    ['PostgreSQL, SEED_DEMO empty', false, { DATABASE_URL: POSTGRES, SEED_DEMO: '' }],
    ['PostgreSQL, SEED_DEMO=0', false, { DATABASE_URL: POSTGRES, SEED_DEMO: '0' }],
    ['PostgreSQL, SEED_DEMO=false', false, { DATABASE_URL: POSTGRES, SEED_DEMO: 'false' }],
    ['PostgreSQL, SEED_DEMO=1', true, { DATABASE_URL: POSTGRES, SEED_DEMO: '1' }],
    ['PostgreSQL, SEED_DEMO=true', true, { DATABASE_URL: POSTGRES, SEED_DEMO: 'true' }],
  ])('%s: %s', (_case, expected, env) => {
    expect(shouldSeedDemo(loadConfig(env))).toBe(expected);
  });

  it('names SEED_DEMO when it is neither on nor off', () => {
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow(ConfigError);
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow('SEED_DEMO');
  });
});
