/**
 * `npm run build [app...]`: production build of the shell and every remote (or the named ones).
 */
import webpack from 'webpack';
import { APP_NAMES, DIST_DIR, allConfigs, buildConfig, serverConfig, type AppName } from '../webpack.config';
import { markBuilt } from './freshness';

/**
 * The apps to build for `apps`. The shell provides only the shared-library exports its remotes take,
 * so a remote is never built without the shell: a shell built earlier might lack an export the
 * remote now takes. Only a build of all nine narrows the shared libraries (webpack.config.ts).
 */
export function appsToBuild(apps: readonly AppName[]): AppName[] {
  if (apps.some((app) => app !== 'shell') && !apps.includes('shell')) return ['shell', ...apps];
  return [...apps];
}

/** Builds `apps` for production and returns the apps it built (see appsToBuild). */
export async function build(apps: readonly AppName[]): Promise<AppName[]> {
  const built = appsToBuild(apps);
  // Each app's server build comes with its browser build: pages are rendered with both.
  const configs = APP_NAMES.every((app) => built.includes(app))
    ? allConfigs('production')
    : built.flatMap((app) => [buildConfig(app, 'production'), serverConfig(app)]);
  const compiler = webpack(configs);
  await new Promise<void>((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      if (stats?.hasWarnings()) console.warn(stats.toString('errors-warnings'));
      resolve();
    });
  });
  return built;
}

function parseApps(args: string[]): readonly AppName[] {
  if (args.length === 0) return APP_NAMES;
  const unknown = args.filter((arg) => !APP_NAMES.includes(arg as AppName));
  if (unknown.length) throw new Error(`Unknown app(s): ${unknown.join(', ')}. Apps: ${APP_NAMES.join(', ')}`);
  return args as AppName[];
}

if (require.main === module) {
  const apps = parseApps(process.argv.slice(2));
  const started = Date.now();
  build(apps).then(
    (built) => {
      // Stamped, so a later `npm start` serves these as they are (start.ts builds through this command too).
      markBuilt(built, DIST_DIR);
      console.log(`Built ${built.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
