import { API_DEV_PORT, REMOTES, REMOTE_NAMES, SHELL_DEV_PORT, type RemoteName } from './remotes';

/** The apps that have a dev server of their own: the shell and every remote. */
export type DevApp = 'shell' | RemoteName;
/** Those apps, each the workspace apps/<name>: what the dev and build scripts and jest's roots go through. */
export const DEV_APPS: readonly DevApp[] = ['shell', ...REMOTE_NAMES];

type Env = Readonly<Record<string, string | undefined>>;

/** The variable that moves an app's dev server: PORT_SHELL, PORT_HOTELS, ... */
export function devPortVariable(app: DevApp): string {
  return `PORT_${app.toUpperCase()}`;
}

/** A TCP port a dev server can listen on; null for anything else (0 would pick a random port nobody can find). */
function parsePort(value: string): number | null {
  if (!/^\d{1,5}$/.test(value)) return null;
  const port = Number(value);
  return port >= 1 && port <= 65535 ? port : null;
}

function portFrom(env: Env, variable: string, fallback: number): number {
  const value = env[variable];
  if (value === undefined || value === '') return fallback;
  const port = parsePort(value);
  if (port === null) throw new Error(`${variable} must be a port number from 1 to 65535, not "${value}"`);
  return port;
}

/** Where an app's dev server listens: PORT_<APP> when set, else its place in DESIGN.md's table. */
export function devPort(app: DevApp, env: Env): number {
  return portFrom(env, devPortVariable(app), app === 'shell' ? SHELL_DEV_PORT : REMOTES[app]);
}

/** Where the API listens in development (PORT, as for the API alone); the dev servers proxy to it. */
export function devApiPort(env: Env): number {
  return portFrom(env, 'PORT', API_DEV_PORT);
}
