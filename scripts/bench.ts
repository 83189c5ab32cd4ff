/**
 * `npm run bench`: prints the figures the issues ask for.
 *  - JavaScript the shell loads for `/` before any remote (gzip), measured in Chromium;
 *  - each remote entry's size (gzip);
 *  - the hotels journey in Chromium: time from submitting a search to the results painted, and
 *    the hotels remote's JavaScript (gzip) loaded on the way from the search to the details page;
 *  - production build time;
 *  - cold `npm start` on a fresh clone (build + new database) and warm start (both present);
 *  - API requests per second and p99 latency (scripts/bench-api.ts, also `npm run bench:api`).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { REMOTE_NAMES } from '@travel/contracts';
import { benchApi } from './bench-api';

const root = join(__dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function waitForHealth(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server on ${port} not healthy after ${seconds(timeoutMs)}`);
}

/** Runs `npm start` in `dir` until healthy; returns how long that took, and stops it. */
async function timeStart(dir: string, dataDir: string): Promise<number> {
  const started = Date.now();
  const server = spawn(process.execPath, [join(dir, 'node_modules/tsx/dist/cli.mjs'), join(dir, 'scripts/start.ts')], {
    cwd: dir,
    env: { ...process.env, PORT: String(PORT), PGLITE_DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    await waitForHealth(PORT, 900_000);
    return Date.now() - started;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

type ScriptLoad = { path: string; gzip: number; beforeFirstRender: boolean };

/**
 * Gzip bytes of every script the shell page loads for `/` until the network is idle (none may
 * be a remote's), and which of them were requested before the home page's heading showed.
 */
async function shellInitialJs(): Promise<ScriptLoad[]> {
  const browser = await launchChromium();
  const loads: Promise<ScriptLoad>[] = [];
  let rendered = false;
  const page = await browser.newPage();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const beforeFirstRender = !rendered;
    const { pathname } = new URL(response.url());
    const path = pathname.startsWith('/remotes/') ? `${pathname} (REMOTE!)` : pathname;
    loads.push(response.body().then((body) => ({ path, gzip: gzipSync(body, { level: 9 }).length, beforeFirstRender })));
  });
  await page.goto(`http://wayfarer.localhost:${PORT}/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  rendered = true;
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(loads);
  await browser.close();
  return scripts;
}

const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });

type HotelsJourney = { searchToResultsMs: number[]; remoteScripts: { path: string; gzip: number }[] };

/**
 * Searches hotels in New York as a visitor would (type, pick the suggestion, submit) several
 * times, timing each submit until the first result card is painted; then opens a hotel. The
 * first run is a cold cache for the API's search; the others are warm.
 */
async function hotelsJourney(): Promise<HotelsJourney> {
  const browser = await launchChromium();
  const page = await browser.newPage();
  await page.addInitScript(() => sessionStorage.setItem('displaySavingPopup', 'false'));
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.request().resourceType() === 'script' && pathname.startsWith('/remotes/hotels/') && !scripts.has(pathname)) {
      scripts.set(pathname, response.body().then((body) => gzipSync(body, { level: 9 }).length));
    }
  });
  const searchToResultsMs: number[] = [];
  for (let run = 0; run < 5; run++) {
    await page.goto(`http://wayfarer.localhost:${PORT}/booknow/hotels/search`);
    await page.getByRole('combobox', { name: 'Destination or hotel' }).fill('New York');
    await page.getByRole('option', { name: /New York/ }).first().click();
    const started = Date.now();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: /See rooms/ }).first().waitFor();
    searchToResultsMs.push(Date.now() - started);
  }
  await page.getByRole('link', { name: /See rooms/ }).first().click();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  const remoteScripts = await Promise.all([...scripts].map(async ([path, gzip]) => ({ path, gzip: await gzip })));
  await browser.close();
  return { searchToResultsMs, remoteScripts };
}

async function main() {
  const clone = mkdtempSync(join(tmpdir(), 'travel-bench-'));
  const dataDir = join(clone, '.data/pglite');
  try {
    console.log('Fresh clone of the committed tree (node_modules hard-linked from this checkout) ...');
    execFileSync('git', ['clone', '--quiet', root, clone]);
    execFileSync('cp', ['-al', join(root, 'node_modules'), join(clone, 'node_modules')]);

    const cold = await timeStart(clone, dataDir);
    const warm = await timeStart(clone, dataDir);

    const buildStarted = Date.now();
    execFileSync(process.execPath, [join(clone, 'node_modules/tsx/dist/cli.mjs'), join(clone, 'scripts/build.ts')], { cwd: clone, stdio: 'ignore' });
    const buildTime = Date.now() - buildStarted;

    const server = spawn(process.execPath, [join(clone, 'node_modules/tsx/dist/cli.mjs'), join(clone, 'scripts/start.ts')], {
      cwd: clone,
      env: { ...process.env, PORT: String(PORT), PGLITE_DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    let shell;
    let hotels;
    try {
      await waitForHealth(PORT, 900_000);
      shell = await shellInitialJs();
      hotels = await hotelsJourney();
    } finally {
      server.kill('SIGTERM');
    }

    const sum = (loads: ScriptLoad[]) => loads.reduce((total, load) => total + load.gzip, 0);
    console.log('\nShell JavaScript for / before any remote (gzip -9; * = after the first render)');
    for (const load of shell) console.log(`  ${load.beforeFirstRender ? ' ' : '*'} ${load.path.padEnd(28)} ${kb(load.gzip)}`);
    console.log(`  until the first render         ${kb(sum(shell.filter((load) => load.beforeFirstRender)))}   (target <= 130 KB)`);
    console.log(`  all, until the network is idle ${kb(sum(shell))}`);
    console.log('\nRemote entries (remoteEntry.js, gzip -9)');
    for (const name of REMOTE_NAMES) {
      const entry = readFileSync(join(clone, 'dist', name, 'remoteEntry.js'));
      console.log(`  ${name.padEnd(12)} ${kb(gzipSync(entry, { level: 9 }).length)}   (raw ${kb(entry.length)})`);
    }
    console.log('\nHotels journey (Chromium, this machine)');
    console.log(`  search submitted -> results painted: ${hotels.searchToResultsMs.map((ms) => `${ms} ms`).join(', ')} (first run: cold API cache)`);
    console.log('  hotels remote JavaScript, search -> results -> details (gzip -9):');
    for (const script of hotels.remoteScripts) console.log(`    ${script.path.padEnd(44)} ${kb(script.gzip)}`);
    console.log(`    total                                        ${kb(hotels.remoteScripts.reduce((total, script) => total + script.gzip, 0))}`);
    console.log('\nTimes');
    console.log(`  production build (all 9 apps)   ${seconds(buildTime)}`);
    console.log(`  cold npm start (fresh clone)    ${seconds(cold)}   build + new database + seed`);
    console.log(`  warm npm start                  ${seconds(warm)}`);
  } finally {
    rmSync(clone, { recursive: true, force: true });
  }
  await benchApi();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
