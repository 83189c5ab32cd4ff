import { rmSync } from 'node:fs';
import { RUN_DIR_VARIABLE, templateDatabaseName, testDatabasePrefix, withAdminClient } from './test-database-names';

/** After the run: its scratch directory and PostgreSQL template go. */
export default async function globalTeardown(_globalConfig: unknown, projectConfig: { globals: Record<string, unknown> }): Promise<void> {
  const runDir = process.env[RUN_DIR_VARIABLE];
  if (runDir) rmSync(runDir, { recursive: true, force: true });
  delete process.env[RUN_DIR_VARIABLE]; // a watch-mode rerun sets up a new one
  const admin = projectConfig.globals.TEST_DATABASE_URL;
  if (typeof admin === 'string' && admin !== '') {
    await withAdminClient(admin, (client) => client.query(`drop database if exists ${templateDatabaseName(testDatabasePrefix())} with (force)`));
  }
}
