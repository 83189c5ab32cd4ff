/**
 * `npm run dev`: the API (restarting on change) and a hot-reloading dev server for the shell
 * and every remote. `npm run dev:<app>`: that app alone on its own port, with the API, or
 * with `MOCKS=1` against msw in the browser and no API at all.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { APP_NAMES, buildConfig, devPort, type AppName } from '../webpack.config';

const root = join(__dirname, '..');

function startApi(): ChildProcess {
  return spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', join(root, 'apps/api/src/main.ts')], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  });
}

async function serve(app: AppName): Promise<WebpackDevServer> {
  const config = buildConfig(app, 'development');
  const server = new WebpackDevServer(config.devServer ?? {}, webpack(config));
  await server.start();
  return server;
}

async function main() {
  const requested = process.argv.slice(2);
  const apps = requested.length ? (requested as AppName[]) : APP_NAMES;
  const unknown = apps.filter((app) => !APP_NAMES.includes(app));
  if (unknown.length) throw new Error(`Unknown app(s): ${unknown.join(', ')}`);

  const api = process.env.MOCKS === '1' ? null : startApi();
  const servers = await Promise.all(apps.map(serve));
  for (const app of apps) console.log(`${app.padEnd(10)} http://localhost:${devPort(app)}`);
  if (apps.includes('shell')) console.log('Tenants: http://wayfarer.localhost:3000, http://sunny.localhost:3000, ...');

  const stop = async () => {
    api?.kill();
    await Promise.all(servers.map((server) => server.stop()));
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
