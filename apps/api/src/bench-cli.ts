/**
 * The API's entry point for `npm run bench` (scripts/bench-bookings-list.ts): the Command
 * Center's bookings list with 100,000 bookings in one agency. It opens `databaseUrl` with the
 * demo data, writes the bench dataset (bench/agency-bookings-data.ts), and times each of the
 * list's usual queries through the API in this process, one request at a time.
 */
import { buildApp } from './app';
import { BOOKINGS_LIST_QUERIES, READER_EMAILS, fillWayfarerBookings, type ListReader } from './bench/agency-bookings-data';
import { timeListQuery, type ListTiming } from './bench/bookings-list';
import { loadConfig } from './config';
import { openStartupDatabase } from './seed/startup';
import { DEMO_PASSWORD } from './seed/users';

const HOST = 'wayfarer.localhost';

export interface BookingsListBench {
  fillSeconds: number;
  queries: ListTiming[];
}

/** `runs` timed requests per query, after one that warms it; `onQuery` hears each as it is measured. */
export async function benchBookingsList(databaseUrl: string, runs: number, onQuery: (timing: ListTiming) => void): Promise<BookingsListBench> {
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, SEED_DEMO: '1' });
  const database = await openStartupDatabase(config);
  const app = buildApp({ database, config });
  try {
    await app.ready();
    const filling = performance.now();
    const { salesId } = await fillWayfarerBookings(database.db);
    const fillSeconds = Number(((performance.now() - filling) / 1000).toFixed(1));
    const tokens = new Map<ListReader, string>();
    for (const [reader, email] of Object.entries(READER_EMAILS) as [ListReader, string][]) {
      const res = await app.inject({ method: 'POST', url: '/api/user/login', headers: { host: HOST }, payload: { email, password: DEMO_PASSWORD } });
      if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
      tokens.set(reader, (res.json() as { token: string }).token);
    }
    const headersOf = (reader: ListReader) => ({ 'x-access-token': tokens.get(reader)! });
    const queries: ListTiming[] = [];
    for (const query of BOOKINGS_LIST_QUERIES) {
      const timing = await timeListQuery(app, query, { host: HOST, salesId, headersOf }, runs);
      queries.push(timing);
      onQuery(timing);
    }
    return { fillSeconds, queries };
  } finally {
    await app.close();
    await database.close();
  }
}
