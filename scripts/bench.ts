/**
 * `npm run bench`: prints the figures the issues ask for, and writes them to bench/latest.json.
 *  - Lighthouse, mobile profile, median of three cold runs (scripts/bench-lighthouse.ts): the
 *    wayfarer home page (anonymous and signed in), the hotel search, results and details
 *    pages, the flight results, the FAQ, the not-found page and My Trips (signed in);
 *  - JavaScript the shell loads for `/` (gzip), measured in Chromium;
 *  - each remote's entry and first screen (gzip);
 *  - the hotels journey in Chromium: time from submitting a search to the results painted, and
 *    the hotels remote's JavaScript (gzip) loaded on the way from the search to the details page;
 *  - the flights journey in Chromium: the flights remote's JavaScript (gzip) each step loads,
 *    from the results to the checkout, and the flight results page in Lighthouse;
 *  - production build time;
 *  - cold `npm start` on a fresh clone (build + new database) and warm start (both present);
 *  - API requests per second and p99 latency (scripts/bench-api.ts, also `npm run bench:api`);
 *  - pages rendered on the server: requests per second and p99 next to the API search, and the
 *    serving process's memory (scripts/bench-rendering.ts);
 *  - the Command Center's bookings list with 100,000 bookings on PostgreSQL, p50 and p99 per
 *    query (scripts/bench-bookings-list.ts, also `npm run bench:bookings`).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HOTELS_BASE_PATH, INFO_PATHS, flightResultsPath, hotelDetailsPath, hotelResultsPath } from '@travel/contracts';
import { benchApi } from './bench-api';
import { benchBookingsList } from './bench-bookings-list';
import { benchRendering } from './bench-rendering';
import { flightsJourney, hotelsJourney, remoteFirstScreens, shellInitialJs, travellerCookies, type ScriptLoad } from './bench-browser';
import { lighthousePages, type LighthousePage } from './bench-lighthouse';

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

/** A results page a visitor reaches from the home search: New York, two adults, two nights a month ahead. */
function resultsPath(): string {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return hotelResultsPath({
    destination: { latitude: 40.7128, longitude: -74.006 },
    place: 'New York, US',
    checkIn: day(30),
    checkOut: day(32),
    rooms: [{ adults: 2, childAges: [] }],
    sort: 'price',
    page: 1,
    filters: {},
  });
}

/** A hotel's page as the results open it: the demo's first New York hotel, the same stay. */
function detailsPath(): string {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return hotelDetailsPath({ hotelId: 1, checkIn: day(30), checkOut: day(32), rooms: [{ adults: 2, childAges: [] }] });
}

/** The flight results a visitor reaches from the search: Oslo to New York and back, two adults and an infant. */
function flightsPath(): string {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return flightResultsPath({ from: 'OSL', to: 'JFK', depart: day(30), return: day(37), adults: 2, children: 0, infants: 1, cabin: 'economy' });
}

const TARGETS = { performance: 98, lcpMs: 1500, tbtMs: 100, cls: 0.02, shellInitialKb: 130 };

function printLighthouse(pages: LighthousePage[]): void {
  console.log('\nLighthouse, mobile (simulated slow 4G, 4x CPU), median of 3 cold runs');
  console.log(`  ${'page'.padEnd(22)} ${'score'.padStart(5)} ${'FCP'.padStart(7)} ${'LCP'.padStart(7)} ${'TBT'.padStart(7)} ${'CLS'.padStart(6)} ${'JS'.padStart(9)}   runs (score)`);
  for (const { name, median, runs } of pages) {
    console.log(
      `  ${name.padEnd(22)} ${String(median.performance).padStart(5)} ${`${median.fcpMs} ms`.padStart(7)} ${`${median.lcpMs} ms`.padStart(7)} ${`${median.tbtMs} ms`.padStart(7)} ${String(median.cls).padStart(6)} ${kb(median.scriptBytes).padStart(9)}   ${runs.map((run) => run.performance).join(', ')}`,
    );
  }
  console.log(`  targets for the home page: score >= ${TARGETS.performance}, LCP <= ${TARGETS.lcpMs} ms, TBT <= ${TARGETS.tbtMs} ms, CLS <= ${TARGETS.cls}`);
}

/** A server left on the port (say, by an interrupted run) would answer for the one measured. */
async function assertPortFree(port: number): Promise<void> {
  const answered = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`something already answers on port ${port}: stop it, or set BENCH_PORT`);
}

async function main() {
  await assertPortFree(PORT);
  const clone = mkdtempSync(join(tmpdir(), 'travel-bench-'));
  const dataDir = join(clone, '.data/pglite');
  const origin = `http://wayfarer.localhost:${PORT}`;
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
      env: { ...process.env, PORT: String(PORT), PGLITE_DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
      stdio: 'ignore',
    });
    let browser;
    try {
      await waitForHealth(PORT, 900_000);
      const cookies = await travellerCookies(origin);
      // Lighthouse first, while nothing else runs on the machine's two cores.
      const lighthouse = await lighthousePages([
        { name: 'home (anonymous)', url: `${origin}/`, cookies: [] },
        { name: 'home (signed in)', url: `${origin}/`, cookies },
        { name: 'hotel search', url: `${origin}${HOTELS_BASE_PATH}/search`, cookies: [] },
        { name: 'hotel results', url: `${origin}${resultsPath()}`, cookies: [] },
        { name: 'hotel details', url: `${origin}${detailsPath()}`, cookies: [] },
        { name: 'flight results', url: `${origin}${flightsPath()}`, cookies: [] },
        { name: 'FAQ', url: `${origin}${INFO_PATHS.faqs}`, cookies: [] },
        // An unknown path: the not-found page, whose address becomes /errors in the browser
        // (SPEC 1); and /errors opened directly.
        { name: '404', url: `${origin}/no/such/page`, cookies: [] },
        { name: '404 page (/errors)', url: `${origin}/errors`, cookies: [] },
        { name: 'My Trips (signed in)', url: `${origin}/mytrip/mytrips`, cookies },
      ]);
      // Printed at once: the figures stand even if a later step fails.
      printLighthouse(lighthouse);
      browser = {
        lighthouse,
        shell: await shellInitialJs(origin),
        remotes: await remoteFirstScreens(origin, cookies),
        hotels: await hotelsJourney(origin),
        flights: await flightsJourney(origin, flightsPath(), cookies),
      };
    } finally {
      server.kill('SIGTERM');
    }
    const { lighthouse, shell, remotes, hotels, flights } = browser;
    const sum = (loads: ScriptLoad[]) => loads.reduce((total, load) => total + load.gzip, 0);
    const initialJs = sum(shell.filter((load) => load.beforeFirstRender));
    console.log('\nShell JavaScript for / before any remote (gzip -9; * = after the home page rendered)');
    for (const load of shell) console.log(`  ${load.beforeFirstRender ? ' ' : '*'} ${load.path.padEnd(28)} ${kb(load.gzip)}`);
    console.log(`  until the home page rendered   ${kb(initialJs)}   (target <= ${TARGETS.shellInitialKb} KB)`);
    console.log(`  all, until the network is idle ${kb(sum(shell))}`);
    console.log('\nRemotes (gzip -9): the entry, and every script of the remote its first screen loads');
    for (const remote of remotes) {
      console.log(`  ${remote.remote.padEnd(12)} entry ${kb(remote.entryGzip).padStart(9)}   first screen ${kb(remote.firstScreenGzip).padStart(9)} in ${remote.scripts} scripts (${remote.path})`);
    }
    console.log('\nHotels journey (Chromium, this machine)');
    console.log(`  search submitted -> results painted: ${hotels.searchToResultsMs.map((ms) => `${ms} ms`).join(', ')} (first run: cold API cache)`);
    console.log('  hotels remote JavaScript, search -> results -> details (gzip -9):');
    for (const script of hotels.remoteScripts) console.log(`    ${script.path.padEnd(44)} ${kb(script.gzip)}`);
    console.log(`    total                                        ${kb(hotels.remoteScripts.reduce((total, script) => total + script.gzip, 0))}`);
    console.log('\nFlights journey, signed in (Chromium): the flights remote JavaScript each step loads (gzip -9)');
    for (const { step, scripts } of flights.steps) {
      console.log(`  ${step.padEnd(10)} ${kb(scripts.reduce((total, script) => total + script.gzip, 0)).padStart(9)} in ${scripts.length} scripts`);
    }
    console.log('\nTimes');
    console.log(`  production build (all 9 apps)   ${seconds(buildTime)}`);
    console.log(`  cold npm start (fresh clone)    ${seconds(cold)}   build + new database + seed`);
    console.log(`  warm npm start                  ${seconds(warm)}`);

    const api = await benchApi();
    const rendering = await benchRendering(join(clone, 'dist'));
    const bookingsList = await benchBookingsList();
    const report = {
      measuredAt: new Date().toISOString(),
      commit: execFileSync('git', ['rev-parse', 'HEAD'], { cwd: clone, encoding: 'utf8' }).trim(),
      targets: TARGETS,
      lighthouse,
      shellJs: { untilHomeRenderedGzip: initialJs, untilNetworkIdleGzip: sum(shell), scripts: shell },
      remotes,
      hotelsJourney: hotels,
      flightsJourney: flights,
      times: { buildMs: buildTime, coldStartMs: cold, warmStartMs: warm },
      api,
      rendering,
      bookingsList,
    };
    mkdirSync(join(root, 'bench'), { recursive: true });
    writeFileSync(join(root, 'bench/latest.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log('\nWritten to bench/latest.json');
  } finally {
    rmSync(clone, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
