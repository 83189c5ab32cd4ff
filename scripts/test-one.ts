/**
 * `npm run test:one -- <file or folder>... [jest options]`: jest on those tests only, in the
 * jest project they belong to, without the typecheck and lint that `npm test` runs first
 * (`npm run typecheck` checks types on its own). Example: `npm run test:one -- apps/hotels`.
 */
import { spawnSync } from 'node:child_process';
import { relative, resolve } from 'node:path';

const root = resolve(__dirname, '..');

/** The jest project (jest.config.ts) whose tests live under `path`, relative to the repository. */
export function jestProjectOf(path: string): string {
  const normalized = relative(root, resolve(root, path)).split('\\').join('/');
  const under = (folder: string) => normalized === folder || normalized.startsWith(`${folder}/`);
  if (under('apps/api')) return 'api';
  if (under('apps') && normalized !== 'apps') return 'apps';
  if (under('packages') && normalized !== 'packages') return 'packages';
  if (under('scripts')) return 'scripts';
  throw new Error(`${path} is not in an app, a package or scripts/, where the tests live`);
}

/**
 * The jest command line for `args`, the paths and then jest's own options (`-t name`): the
 * paths first, then their projects (jest reads a path after --selectProjects as a project).
 */
export function jestArguments(args: readonly string[], databaseUrl: string | undefined): string[] {
  const firstOption = args.findIndex((arg) => arg.startsWith('-'));
  const paths = firstOption === -1 ? [...args] : args.slice(0, firstOption);
  const options = firstOption === -1 ? [] : args.slice(firstOption);
  if (paths.length === 0) throw new Error('Name the tests to run, e.g. npm run test:one -- apps/hotels');
  const projects = new Set(paths.map(jestProjectOf));
  // The API suite also runs on PostgreSQL when DATABASE_URL is set, as in `npm test`.
  if (projects.has('api') && databaseUrl) projects.add('api-postgres');
  return [...paths, '--selectProjects', ...projects, ...options];
}

if (require.main === module) {
  try {
    const args = jestArguments(process.argv.slice(2), process.env.DATABASE_URL);
    const result = spawnSync(process.execPath, [require.resolve('jest/bin/jest'), ...args], { stdio: 'inherit', cwd: root });
    process.exit(result.status ?? 1);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
