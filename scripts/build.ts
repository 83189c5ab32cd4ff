/**
 * `npm run build [app...]`: production build of the shell and every remote (or the named ones).
 */
import webpack from 'webpack';
import { APP_NAMES, buildConfig, type AppName } from '../webpack.config';

export async function build(apps: AppName[]): Promise<void> {
  const compiler = webpack(apps.map((app) => buildConfig(app, 'production')));
  await new Promise<void>((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      if (stats?.hasWarnings()) console.warn(stats.toString('errors-warnings'));
      resolve();
    });
  });
}

function parseApps(args: string[]): AppName[] {
  if (args.length === 0) return APP_NAMES;
  const unknown = args.filter((arg) => !APP_NAMES.includes(arg as AppName));
  if (unknown.length) throw new Error(`Unknown app(s): ${unknown.join(', ')}. Apps: ${APP_NAMES.join(', ')}`);
  return args as AppName[];
}

if (require.main === module) {
  const apps = parseApps(process.argv.slice(2));
  const started = Date.now();
  build(apps).then(
    () => console.log(`Built ${apps.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
