// What the jest run (global-setup.ts, global-teardown.ts) and its workers (helpers.ts) agree on
// about the API suite's databases.
import pg from 'pg';

/** TEST_DB_PREFIX keeps two suites running at once on one server apart (lower-case letters and underscores). */
export function testDatabasePrefix(): string {
  const prefix = process.env.TEST_DB_PREFIX ?? 'test';
  if (!/^[a-z_]+$/.test(prefix)) throw new Error(`TEST_DB_PREFIX must be lower-case letters and underscores, got ${prefix}`);
  return prefix;
}

/**
 * The run's migrated and seeded PostgreSQL database, which each test file's database copies.
 * Letters and underscores only: safe to splice into DDL.
 */
export const templateDatabaseName = (prefix: string): string => `${prefix}_template`;

/** Names the run's scratch directory (the PGlite templates), which global-setup.ts makes. */
export const RUN_DIR_VARIABLE = 'TRAVEL_API_TEST_RUN_DIR';

/** `admin`'s server and credentials, another database. */
export function databaseUrl(admin: string, database: string): string {
  const url = new URL(admin);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs `use` on one connection to the admin database. */
export async function withAdminClient<T>(admin: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
