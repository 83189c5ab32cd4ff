import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RUN_DIR_VARIABLE, templateDatabaseName, testDatabasePrefix, withAdminClient } from './test-database-names';

/**
 * Once per jest run, before any API test (jest.config.ts): the run's scratch directory, which
 * the workers inherit through the environment, and no PostgreSQL template left by an earlier
 * run, whose migrations or seed may be older. The templates themselves are built by the first
 * test file that needs one (helpers.ts), so a run of database-free files builds none.
 */
export default async function globalSetup(_globalConfig: unknown, projectConfig: { globals: Record<string, unknown> }): Promise<void> {
  // Both API projects share one directory: jest's workers serve every project.
  process.env[RUN_DIR_VARIABLE] ??= mkdtempSync(path.join(os.tmpdir(), 'travel-api-test-run-'));
  const admin = projectConfig.globals.TEST_DATABASE_URL;
  if (typeof admin === 'string' && admin !== '') {
    await withAdminClient(admin, (client) => client.query(`drop database if exists ${templateDatabaseName(testDatabasePrefix())} with (force)`));
  }
}
