/**
 * What rendering pages on the server costs (DESIGN.md "Rendering"): requests per second and p99
 * of rendered pages next to the plain API search they show, 50 connections, on PostgreSQL, and
 * the memory of the serving process before and after. Needs a production build (`staticRoot`).
 */
import { execFileSync } from 'node:child_process';
import { HOTELS_BASE_PATH, INFO_PATHS, hotelResultsPath } from '@travel/contracts';
import { benchDatabase, daysFromNow, measure, startApi, waitForHealth, type Route } from './bench-api';

export type RenderingFigures = { route: string; rps: number; p99Ms: number; non2xx: number };
export type RenderingRun = { database: string; routes: RenderingFigures[]; rssMb: { started: number; afterLoad: number } };

const SEARCH = { destination: { latitude: 40.7128, longitude: -74.006 }, checkIn: daysFromNow(30), checkOut: daysFromNow(32), rooms: [{ adults: 2, childAges: [] }] };

const ROUTES: Route[] = [
  { name: 'POST hotel results search (API)', method: 'POST', path: '/api/hotels/search', body: { ...SEARCH, filters: {} } },
  {
    name: 'GET hotel results page',
    method: 'GET',
    path: hotelResultsPath({ destination: SEARCH.destination, place: 'New York, US', checkIn: SEARCH.checkIn, checkOut: SEARCH.checkOut, rooms: SEARCH.rooms, sort: 'price', page: 1, filters: {} }),
  },
  { name: 'GET hotel search page', method: 'GET', path: `${HOTELS_BASE_PATH}/search` },
  { name: 'GET home page', method: 'GET', path: '/' },
  { name: 'GET FAQ page', method: 'GET', path: INFO_PATHS.faqs },
];

/** Resident memory of a process and its children (tsx runs the server in a child), in MB. */
function treeRssMb(pid: number): number {
  const rss = (args: string[]) =>
    execFileSync('ps', ['-o', 'rss=', ...args], { encoding: 'utf8' })
      .split('\n')
      .map(Number)
      .filter((kb) => Number.isFinite(kb))
      .reduce((total, kb) => total + kb, 0);
  const children = (() => {
    try {
      return rss(['--ppid', String(pid)]);
    } catch {
      return 0;
    }
  })();
  return Math.round((rss(['-p', String(pid)]) + children) / 1024);
}

export async function benchRendering(staticRoot: string): Promise<RenderingRun | null> {
  const database = await benchDatabase('travel_bench_rendering');
  if (!database) {
    console.log('\nRendered pages: no PostgreSQL reachable; skipped');
    return null;
  }
  const api = startApi({ DATABASE_URL: database.url, SEED_DEMO: '1', STATIC_ROOT: staticRoot });
  try {
    await waitForHealth(120_000);
    const started = treeRssMb(api.pid ?? 0);
    console.log('\nPages rendered on the server, PostgreSQL (50 connections, 3 s warm-up, then 10 s measured)');
    console.log(`  ${'route'.padEnd(34)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(8)} ${'non-2xx'.padStart(8)}`);
    const routes: RenderingFigures[] = [];
    for (const route of ROUTES) {
      const { rps, p99, errors } = await measure(route);
      routes.push({ route: route.name, rps: Math.round(rps), p99Ms: p99, non2xx: errors });
      console.log(`  ${route.name.padEnd(34)} ${rps.toFixed(0).padStart(8)} ${String(p99).padStart(8)} ${String(errors).padStart(8)}`);
    }
    const afterLoad = treeRssMb(api.pid ?? 0);
    console.log(`  serving process memory (RSS): ${started} MB started, ${afterLoad} MB after the load`);
    return { database: 'PostgreSQL', routes, rssMb: { started, afterLoad } };
  } finally {
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
    await database.drop();
  }
}
