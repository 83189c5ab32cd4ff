/**
 * The Command Center's bookings list with 100,000 bookings in one agency on PostgreSQL (issue
 * 22: p99 under 50 ms), on a throw-away database of the local server: each of the list's usual
 * queries warmed, then timed 100 times (apps/api/src/bench-cli.ts). Also `npm run bench:bookings`.
 */
import { benchBookingsList as measure, type BookingsListBench } from '@travel/api/src/bench-cli';
import { POSTGRES_ADMIN_URL, benchDatabase } from './bench-api';

const RUNS = 100;

export async function benchBookingsList(): Promise<BookingsListBench | null> {
  const database = await benchDatabase('travel_bench_bookings');
  if (!database) {
    console.log(`\nBookings list: no PostgreSQL reachable at ${POSTGRES_ADMIN_URL} (set BENCH_DATABASE_URL); skipped`);
    return null;
  }
  console.log(`\nCommand Center bookings list, 100,000 bookings in one agency (PostgreSQL, ${RUNS} requests per query, one at a time)`);
  console.log(`  ${'query'.padEnd(34)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'target'.padStart(8)}`);
  try {
    const run = await measure(database.url, RUNS, (timing) => {
      const verdict = timing.p99Ms < timing.targetMs ? '' : '  over the target';
      console.log(`  ${timing.name.padEnd(34)} ${String(timing.p50Ms).padStart(7)} ${String(timing.p99Ms).padStart(7)} ${`< ${timing.targetMs}`.padStart(8)}${verdict}`);
    });
    console.log(`  (the 100,000 bookings written and vacuumed in ${run.fillSeconds} s)`);
    return run;
  } finally {
    await database.drop();
  }
}

if (require.main === module) {
  benchBookingsList().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
