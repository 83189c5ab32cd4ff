import { shouldSeedDemo, type Config } from '../config';
import { isNewPgliteDatabase, openDatabase, type Database, type OpenDatabaseOptions } from '../db';
import { prefetchDemoPasswordHash } from './demo-password';
import { seedDatabase } from './index';

/** Where the configuration puts the database: PostgreSQL when DATABASE_URL is set, else PGlite in its data directory. */
export function configuredDatabase(config: Config): OpenDatabaseOptions {
  return config.databaseUrl ? { databaseUrl: config.databaseUrl, limits: config.databaseLimits } : { dataDir: config.pgliteDataDir };
}

/**
 * Opens the database as a start does: migrated, the catalogues seeded, and the demo
 * agencies and accounts when shouldSeedDemo says so. `target` is the configured database
 * unless a test passes its own.
 */
export function openStartupDatabase(config: Config, target: OpenDatabaseOptions = configuredDatabase(config)): Promise<Database> {
  const demo = shouldSeedDemo(config);
  // A fresh database will need the demo password hash: derive it while PGlite starts.
  if (demo && isNewPgliteDatabase(target)) prefetchDemoPasswordHash();
  return openDatabase({ ...target, afterMigrate: (db) => seedDatabase(db, { demo }) });
}
