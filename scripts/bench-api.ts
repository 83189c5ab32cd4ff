/**
 * API throughput and tail latency (autocannon, 50 connections, 10 s per route) for the agency
 * call, the hotel deals search, the hotel autosuggest, the hotel results search and the flight
 * search (one route warm, and new routes and dates every request), next to a
 * trivial route on the same server; then the booking call with 20 concurrent checkouts and a
 * consistency check of what they sold; on PGlite and, when a PostgreSQL server is reachable,
 * on PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';
import { TEST_CARDS } from '@travel/contracts';

const root = join(__dirname, '..');
const PORT = Number(process.env.BENCH_API_PORT ?? 3210);
const HOST = `wayfarer.localhost:${PORT}`;
export const POSTGRES_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** YYYY-MM-DD `days` after today (UTC): search dates must not be in the past. */
export const daysFromNow = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** `body` is sent as is; `freshBody` and `freshPath` make a new body or path for every request (a cache miss each time). */
export type Route = { name: string; method: 'GET' | 'POST'; path: string; body?: unknown; freshBody?: () => unknown; freshPath?: () => string };

/** Routes flown by one airline or reached through a hub, searched for a random date in the next ten months. */
const FLIGHT_ROUTES = [
  ['OSL', 'JFK'],
  ['LHR', 'SIN'],
  ['LAX', 'SYD'],
  ['CDG', 'GRU'],
  ['MAD', 'DXB'],
] as const;

function flightSearchPath(from: string, to: string, depart: string, back: string): string {
  return `/api/flights/search?from=${from}&to=${to}&depart=${depart}&return=${back}&adults=2&infants=1&cabin=economy`;
}

function randomFlightSearchPath(): string {
  const [from, to] = FLIGHT_ROUTES[Math.floor(Math.random() * FLIGHT_ROUTES.length)]!;
  const offset = 2 + Math.floor(Math.random() * 300);
  return flightSearchPath(from, to, daysFromNow(offset), daysFromNow(offset + 7));
}
const ROUTES: Route[] = [
  { name: 'GET /api/health (trivial)', method: 'GET', path: '/api/health' },
  { name: 'GET /api/agency', method: 'GET', path: '/api/agency' },
  { name: 'POST hotel deals search', method: 'POST', path: '/api/dealray/deals/hotel-search', body: { latitude: 40.7128, longitude: -74.006 } },
  {
    name: 'POST hotel deals (uncached)',
    method: 'POST',
    path: '/api/dealray/deals/hotel-search',
    freshBody: () => ({ latitude: 40.7128 + Math.random() / 100, longitude: -74.006 + Math.random() / 100 }),
  },
  { name: 'POST hotel auto-suggest', method: 'POST', path: '/api/v2/hotel/auto-suggest', body: { text: 'new', isManageLocation: false } },
  {
    name: 'POST hotel results search',
    method: 'POST',
    path: '/api/hotels/search',
    body: { destination: { latitude: 40.7128, longitude: -74.006 }, checkIn: daysFromNow(30), checkOut: daysFromNow(32), rooms: [{ adults: 2, childAges: [] }], filters: { stars: [3, 4, 5] } },
  },
  { name: 'GET flight search OSL-JFK return', method: 'GET', path: flightSearchPath('OSL', 'JFK', daysFromNow(30), daysFromNow(37)) },
  { name: 'GET flight search (new route and dates)', method: 'GET', path: '/api/flights/search', freshPath: randomFlightSearchPath },
];

export async function waitForHealth(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('API did not become healthy');
}

export function startApi(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'apps/api/src/main.ts')], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', STATIC_ROOT: '', ...env },
    stdio: 'ignore',
  });
}

/**
 * A route's first seconds under load include V8 compiling its code and the first, uncached,
 * catalogue search: a server that has been up a while is past both. So each route gets a 3 s
 * warm-up at the same load before its 10 s measurement; the warm-up's p99 is reported too.
 */
const WARM_UP_SECONDS = 3;
const MEASURE_SECONDS = 10;

async function load(route: Route, duration: number): Promise<autocannon.Result> {
  return autocannon({
    url: `http://127.0.0.1:${PORT}${route.path}`,
    method: route.method,
    connections: 50,
    duration,
    headers: { host: HOST, 'content-type': 'application/json' },
    ...(route.body ? { body: JSON.stringify(route.body) } : {}),
    ...(route.freshBody
      ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, body: JSON.stringify(route.freshBody?.()) }) }] }
      : {}),
    ...(route.freshPath ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: route.freshPath?.() }) }] } : {}),
  });
}

export async function measure(route: Route): Promise<{ rps: number; p99: number; warmUpP99: number; errors: number }> {
  const warmUp = await load(route, WARM_UP_SECONDS);
  const result = await load(route, MEASURE_SECONDS);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    warmUpP99: warmUp.latency.p99,
    errors: warmUp.errors + warmUp.non2xx + result.errors + result.non2xx,
  };
}

/** The checkouts: anonymous on sunny (allowNonLoginFlow), New York City Grand House's room types, random two-night stays. */
const BOOKING_HOST = `sunny.localhost:${PORT}`;
const BOOKING_HOTEL = 2;
const BOOKING_CONNECTIONS = 20;
/** A number of requests rather than a duration: autocannon then waits for every answer, so the 201s counted are all the bookings made. */
const BOOKING_REQUESTS = 500;
const BOOKING_NIGHTS = 2;
/** Check-in 30 to 209 days ahead: stays overlap enough that rooms sell out and some checkouts get 409 SOLD_OUT. */
const BOOKING_DAYS = 180;

/** Reads query rows from the database the API used (after it stopped, for PGlite). */
type Inspect = <T>(query: string) => Promise<T[]>;

interface BookingRun {
  rps: number;
  p99: number;
  created: number;
  soldOut: number;
  other: number;
}

/** A JSON call on the booking agency (fetch may not set the Host header). */
function callBookingAgency<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: PORT, method, path, headers: { host: BOOKING_HOST, 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => (res.statusCode === 200 ? resolve(JSON.parse(text) as T) : reject(new Error(`${method} ${path}: ${res.statusCode} ${text}`))));
    });
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** The lead traveller of every booking the bench makes: how its bookings are told from the demo data's. */
const BENCH_EMAIL = 'bench@example.com';

/** The total of each room type for one room and the bench's stay length (the catalogue's prices do not vary by date). */
async function roomTypeTotals(): Promise<{ roomId: number; total: number }[]> {
  const stay = { checkIn: daysFromNow(30), checkOut: daysFromNow(30 + BOOKING_NIGHTS) };
  const details = await callBookingAgency<{ rooms: { roomId: number }[] }>('GET', `/api/hotels/${BOOKING_HOTEL}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&rooms=2`);
  return Promise.all(
    details.rooms.map(async ({ roomId }) => {
      const quote = await callBookingAgency<{ charge: { totalRate: number } }>('POST', '/api/hotels/quote', {
        hotelId: BOOKING_HOTEL,
        roomId,
        ...stay,
        rooms: [{ adults: 2, childAges: [] }],
      });
      return { roomId, total: quote.charge.totalRate };
    }),
  );
}

function bookingBody(roomId: number, total: number): string {
  const offset = 30 + Math.floor(Math.random() * BOOKING_DAYS);
  return JSON.stringify({
    hotelId: BOOKING_HOTEL,
    roomId,
    checkIn: daysFromNow(offset),
    checkOut: daysFromNow(offset + BOOKING_NIGHTS),
    rooms: [{ adults: 2, childAges: [] }],
    expectedTotal: total,
    leadTraveller: { firstName: 'Bench', lastName: 'Mark', email: BENCH_EMAIL, phone: '+1 212 555 0100' },
    guests: [{ firstName: 'Bench', lastName: 'Mark' }],
    payment: { card: { number: TEST_CARDS.approve, expiry: '12/39', cvc: '123', holderName: 'Bench Mark' } },
    acceptTerms: true,
  });
}

/** POST /api/hotels/bookings from 20 connections, every request under its own idempotency key. */
async function measureBookings(): Promise<BookingRun> {
  const types = await roomTypeTotals();
  const counts = { created: 0, soldOut: 0, other: 0 };
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}/api/hotels/bookings`,
    method: 'POST',
    connections: BOOKING_CONNECTIONS,
    amount: BOOKING_REQUESTS,
    headers: { host: BOOKING_HOST, 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request: autocannon.Request) => {
          const type = types[Math.floor(Math.random() * types.length)]!;
          return { ...request, headers: { ...request.headers, 'idempotency-key': randomUUID() }, body: bookingBody(type.roomId, type.total) };
        },
        onResponse: (status: number, body: string) => {
          if (status === 201) counts.created += 1;
          else if (status === 409 && body.includes('"SOLD_OUT"')) counts.soldOut += 1;
          else counts.other += 1;
        },
      },
    ],
  });
  return { rps: result.requests.average, p99: result.latency.p99, ...counts };
}

/** Every 201 is one booking, every booked room-night is counted once, and no night is sold above its allotment. */
async function checkBookings(run: BookingRun, inspect: Inspect): Promise<string[]> {
  // The demo data's own hotel bookings count in the room-nights sold, not among this run's.
  const [stored] = await inspect<{ bookings: number; room_nights: number }>(
    `select count(*) filter (where lead_email = '${BENCH_EMAIL}')::int as bookings, coalesce(sum(jsonb_array_length(detail -> 'rooms') * (end_date - start_date)), 0)::int as room_nights from bookings where status = 'confirmed' and service = 'hotels'`,
  );
  const [sold] = await inspect<{ sold: number }>('select coalesce(sum(sold), 0)::int as sold from hotel_room_nights');
  const [over] = await inspect<{ nights: number }>(
    'select count(*)::int as nights from hotel_room_nights n join hotel_rooms r on r.id = n.room_id where n.sold > r.allotment or n.sold < 0',
  );
  const problems: string[] = [];
  if (stored?.bookings !== run.created) problems.push(`${run.created} answers 201 but ${stored?.bookings} bookings stored`);
  if (stored?.room_nights !== sold?.sold) problems.push(`bookings hold ${stored?.room_nights} room-nights but ${sold?.sold} are sold`);
  if (over?.nights !== 0) problems.push(`${over?.nights} nights sold above their allotment`);
  if (run.other > 0) problems.push(`${run.other} answers neither 201 nor 409 SOLD_OUT`);
  return problems;
}

function printBookings(run: BookingRun, problems: string[]): void {
  console.log(`\n  POST /api/hotels/bookings (${BOOKING_CONNECTIONS} connections, ${BOOKING_REQUESTS} requests, a new idempotency key each)`);
  console.log(`  ${'req/s'.padStart(8)} ${'p99 ms'.padStart(8)} ${'201'.padStart(6)} ${'sold out'.padStart(9)} ${'other'.padStart(6)}  consistency`);
  const verdict = problems.length === 0 ? 'ok: 201s = bookings, room-nights = sold, no night over its allotment' : `FAILED: ${problems.join('; ')}`;
  console.log(
    `  ${run.rps.toFixed(0).padStart(8)} ${String(run.p99).padStart(8)} ${String(run.created).padStart(6)} ${String(run.soldOut).padStart(9)} ${String(run.other).padStart(6)}  ${verdict}`,
  );
  if (problems.length > 0) process.exitCode = 1;
}

export type RouteFigures = { route: string; rps: number; ratioToTrivial: number; p99Ms: number; warmUpP99Ms: number; non2xx: number };
export type ApiRun = { database: string; routes: RouteFigures[]; bookings: BookingRun & { problems: string[] } };

async function run(label: string, env: Record<string, string>, inspect: Inspect): Promise<ApiRun> {
  const api = startApi(env);
  let bookingRun: BookingRun | undefined;
  const routes: RouteFigures[] = [];
  try {
    await waitForHealth(120_000);
    console.log(`\nAPI on ${label} (50 connections, ${WARM_UP_SECONDS} s warm-up, then ${MEASURE_SECONDS} s measured)`);
    console.log(
      `  ${'route'.padEnd(30)} ${'req/s'.padStart(8)} ${'÷ trivial'.padStart(10)} ${'p99 ms'.padStart(8)} ${'warm-up p99'.padStart(12)} ${'non-2xx'.padStart(8)}`,
    );
    let trivialRps = 0;
    for (const route of ROUTES) {
      const { rps, p99, warmUpP99, errors } = await measure(route);
      trivialRps ||= rps;
      const ratio = rps / trivialRps;
      routes.push({ route: route.name, rps: Math.round(rps), ratioToTrivial: Number(ratio.toFixed(2)), p99Ms: p99, warmUpP99Ms: warmUpP99, non2xx: errors });
      console.log(
        `  ${route.name.padEnd(30)} ${rps.toFixed(0).padStart(8)} ${ratio.toFixed(2).padStart(10)} ${String(p99).padStart(8)} ${String(warmUpP99).padStart(12)} ${String(errors).padStart(8)}`,
      );
    }
    bookingRun = await measureBookings();
  } finally {
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
  }
  // After the API has stopped: PGlite's directory is one process's at a time.
  const problems = await checkBookings(bookingRun, inspect);
  printBookings(bookingRun, problems);
  return { database: label, routes, bookings: { ...bookingRun, problems } };
}

function inspectPglite(dataDir: string): Inspect {
  return async <T>(query: string) => {
    const client = await PGlite.create({ dataDir });
    try {
      return (await client.query<T>(query)).rows;
    } finally {
      await client.close();
    }
  };
}

function inspectPostgres(url: string): Inspect {
  return async <T>(query: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(query)).rows as T[];
    } finally {
      await client.end();
    }
  };
}

/** A throw-away database `name` on the local server, or null when there is none. */
export async function benchDatabase(name = 'travel_bench'): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function benchApi(): Promise<ApiRun[]> {
  const runs: ApiRun[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'travel-bench-api-'));
  try {
    runs.push(await run('PGlite (embedded)', { PGLITE_DATA_DIR: dataDir, DATABASE_URL: '' }, inspectPglite(dataDir)));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const database = await benchDatabase();
  if (!database) {
    console.log(`\nPostgreSQL: none reachable at ${POSTGRES_ADMIN_URL} (set BENCH_DATABASE_URL); skipped`);
    return runs;
  }
  try {
    runs.push(await run('PostgreSQL', { DATABASE_URL: database.url, SEED_DEMO: '1' }, inspectPostgres(database.url)));
  } finally {
    await database.drop();
  }
  return runs;
}

if (require.main === module) {
  benchApi().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
