import { count } from 'drizzle-orm';
import type { Database } from '../src/db';
import { agencies, users } from '../src/db/schema';
import { DB_TIMEOUT_MS, adminUrl, freshDatabaseTarget, openAsDemoStart } from './helpers';

/**
 * Several API processes starting together against one PostgreSQL (the scale-out path):
 * they must migrate and seed in turn. PGlite is one process per data directory, so this
 * only runs in the api-postgres project (DATABASE_URL set).
 */
const describeWithPostgres = adminUrl ? describe : describe.skip;

describeWithPostgres('PostgreSQL start-up', () => {
  let opened: Database[] = [];
  afterAll(() => Promise.all(opened.map((d) => d.close())));

  it(
    'migrates and seeds once when four processes open a fresh database at the same moment',
    async () => {
      const { options } = await freshDatabaseTarget();
      opened = await Promise.all([1, 2, 3, 4].map(() => openAsDemoStart(options)));
      const [db] = opened;
      if (!db) throw new Error('no database');
      const [a] = await db.db.select({ n: count() }).from(agencies);
      const [u] = await db.db.select({ n: count() }).from(users);
      expect([a?.n, u?.n]).toEqual([6, 11]);
    },
    DB_TIMEOUT_MS,
  );
});
