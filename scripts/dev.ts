/**
 * `npm run dev`: the API (restarting on change) and a hot-reloading dev server for the shell
 * and every remote. `npm run dev:<app>`: that app alone on its own port, with the API, or
 * with `MOCKS=1` against msw in the browser and no API at all.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { devApiPort, devPortVariable } from '@travel/contracts';
import { APP_NAMES, appDevPort, buildConfig, type AppName } from '../webpack.config';
import { apiAnswersAt, busyPortMessage, isPortFree } from './dev-server/ports';

const root = join(__dirname, '..');
/** How this run was started, for the examples in its messages (`npm run dev:hotels`). */
const startCommand = `npm run ${process.env.npm_lifecycle_event ?? 'dev'}`;

function startApi(port: number): ChildProcess {
  return spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', join(root, 'apps/api/src/main.ts')], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port) },
  });
}

/**
 * The API these dev servers proxy to: one already answering on its port (another `npm run
 * dev:<app>` started it) is used as it is; otherwise one is started here.
 */
async function ensureApi(port: number): Promise<ChildProcess | null> {
  if (await apiAnswersAt(port)) {
    console.log(`api        http://localhost:${port} (already running: using it)`);
    return null;
  }
  if (!(await isPortFree(port))) throw new DevStartError(busyPortMessage('the API', port, 'PORT', startCommand));
  return startApi(port);
}

class DevStartError extends Error {}

async function checkPortsFree(apps: readonly AppName[]): Promise<void> {
  for (const app of apps) {
    const port = appDevPort(app);
    if (!(await isPortFree(port))) throw new DevStartError(busyPortMessage(app, port, devPortVariable(app), startCommand));
  }
}

async function serve(app: AppName): Promise<WebpackDevServer> {
  const config = buildConfig(app, 'development');
  const server = new WebpackDevServer(config.devServer ?? {}, webpack(config));
  await server.start();
  return server;
}

function parseApps(args: string[]): readonly AppName[] {
  if (args.length === 0) return APP_NAMES;
  const unknown = args.filter((arg) => !APP_NAMES.includes(arg as AppName));
  if (unknown.length) throw new DevStartError(`Unknown app(s): ${unknown.join(', ')}. Apps: ${APP_NAMES.join(', ')}`);
  return args as AppName[];
}

async function main() {
  const apps = parseApps(process.argv.slice(2));
  const mocks = process.env.MOCKS === '1';
  await checkPortsFree(apps);
  const api = mocks ? null : await ensureApi(devApiPort(process.env));
  const servers = await Promise.all(apps.map(serve));
  for (const app of apps) console.log(`${app.padEnd(10)} http://localhost:${appDevPort(app)}${mocks && app !== 'shell' ? ' (MOCKS=1: msw answers the API in the page)' : ''}`);
  if (apps.includes('shell')) console.log(`Agencies: http://wayfarer.localhost:${appDevPort('shell')}, http://sunny.localhost:${appDevPort('shell')}, ...`);

  const stop = async () => {
    api?.kill();
    await Promise.all(servers.map((server) => server.stop()));
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // A known start-up problem is one line; anything else keeps its stack for whoever fixes it.
  console.error(error instanceof DevStartError || (error instanceof Error && /must be a port number/.test(error.message)) ? error.message : error);
  process.exit(1);
});
