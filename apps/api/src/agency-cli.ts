// `npm run agency -- <command>` (scripts/agency.ts): the operator's agency command, on the
// database the server uses (DATABASE_URL, or the embedded one in PGLITE_DATA_DIR).
import { AgencyAdminError } from './admin/agencies';
import { runAgencyCommand } from './admin/agency-command';
import { AGENCY_COMMAND_USAGE, AgencyCommandUsageError, parseAgencyCommand } from './admin/agency-command-args';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError, type Database } from './db';
import { openStartupDatabase } from './seed/startup';

/** Mistakes the operator fixes from the message alone: one line, no stack trace. */
const OPERATOR_ERRORS = [AgencyCommandUsageError, AgencyAdminError, ConfigError, DataDirInUseError];

/** Opened as a start opens it (migrated, the catalogue seeded), so the command works before the first start too. */
async function openServerDatabase(): Promise<Database> {
  const config = loadConfig();
  try {
    return await openStartupDatabase(config);
  } catch (err) {
    if (err instanceof DataDirInUseError) throw err;
    throw new AgencyAdminError(`cannot open the database: ${err instanceof Error ? err.message : String(err)}`);
  }
}

async function main(argv: readonly string[]): Promise<void> {
  const command = parseAgencyCommand(argv);
  if (command.kind === 'help') {
    console.log(AGENCY_COMMAND_USAGE);
    return;
  }
  const database = await openServerDatabase();
  try {
    for (const line of await runAgencyCommand(command, database.db)) console.log(line);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  if (OPERATOR_ERRORS.some((type) => err instanceof type)) {
    console.error(`agency: ${(err as Error).message}`);
    if (err instanceof AgencyCommandUsageError) console.error('See: npm run agency -- --help');
  } else {
    console.error(err);
  }
  process.exitCode = 1;
});
