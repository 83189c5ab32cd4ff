import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db';
import { agencies, agencyMarkups, agencyReferenceSettings, countries, currencies, hotels, users } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/seed';
import { openStartupDatabase } from '../src/seed/startup';
import { call, login } from './accounts-helpers';
import { DB_TIMEOUT_MS, freshDatabaseTarget, testConfig } from './helpers';

/**
 * Which data a start writes is the configuration's decision (shouldSeedDemo); the database
 * it writes to is this project's (PGlite or PostgreSQL), so both kinds of database see both rules.
 */
const PRODUCTION_URL = 'postgres://travel@db.internal:5432/travel';

/** Starts on a fresh database with `env`'s rule, runs `check` on a server over it, and removes it. */
async function withStart(env: NodeJS.ProcessEnv, check: (database: Database, app: FastifyInstance) => Promise<void>): Promise<void> {
  const target = await freshDatabaseTarget();
  const database = await openStartupDatabase(loadConfig({ NODE_ENV: 'test', ...env }), target.options);
  const app = buildApp({ database, config: testConfig() });
  try {
    await app.ready();
    await check(database, app);
  } finally {
    await app.close();
    await database.close();
    target.cleanup();
  }
}

async function rowCount(database: Database, table: PgTable): Promise<number | undefined> {
  const [row] = await database.db.select({ n: count() }).from(table);
  return row?.n;
}

test(
  'a start with DATABASE_URL and no SEED_DEMO writes the catalogues but no demo agency nor account',
  async () => {
    await withStart({ DATABASE_URL: PRODUCTION_URL }, async (database, app) => {
      expect({
        agencies: await rowCount(database, agencies),
        users: await rowCount(database, users),
        markups: await rowCount(database, agencyMarkups),
        agencyChoices: await rowCount(database, agencyReferenceSettings),
      }).toEqual({ agencies: 0, users: 0, markups: 0, agencyChoices: 0 });
      expect({
        countries: await rowCount(database, countries),
        currencies: await rowCount(database, currencies),
        hotels: await rowCount(database, hotels),
      }).toEqual({ countries: 249, currencies: 154, hotels: 365 });

      // What an attacker would try: the default agency on a bare IP, the published demo password.
      const bareIp = await call(app, '/api/agency', { host: '203.0.113.7' });
      expect(bareIp.statusCode).toBe(404);
      expect(bareIp.json().error.code).toBe('AGENCY_NOT_FOUND');
      expect((await login(app, 'owner@wayfarer.test')).statusCode).toBe(404);
    });
  },
  DB_TIMEOUT_MS,
);

test(
  'a start with DATABASE_URL and SEED_DEMO=1 writes the demo agencies, and their accounts sign in with the demo password',
  async () => {
    await withStart({ DATABASE_URL: PRODUCTION_URL, SEED_DEMO: '1' }, async (database, app) => {
      expect([await rowCount(database, agencies), await rowCount(database, users)]).toEqual([6, 11]);
      const res = await login(app, 'owner@wayfarer.test', { password: DEMO_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.userType).toBe('AgencyOwner');
    });
  },
  DB_TIMEOUT_MS,
);
