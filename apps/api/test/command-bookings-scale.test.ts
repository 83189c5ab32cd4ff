import { BOOKINGS_LIST_QUERIES, READER_EMAILS, fillWayfarerBookings, type ListReader } from '../src/bench/agency-bookings-data';
import { timeListQuery } from '../src/bench/bookings-list';
import { tokensFor, withToken } from './accounts-helpers';
import { WAYFARER } from './bookings-helpers';
import { adminUrl, startTestServer, type TestServer } from './helpers';

// The Command Center's bookings list must answer within 50 ms with 100,000 bookings in one
// agency on PostgreSQL, newest first with any filter or search, and by travel date or
// traveller (src/command/booking-list.ts says how); `npm run bench` prints the same queries'
// p50 and p99. Here each query is warmed once and then timed 20 times, while this machine also
// runs the other test files: a missing index (a sequential scan of the agency's bookings) costs
// 150 to 300 ms every time, so the fastest run is held to the target and the median to three
// times it; other files' work slows some runs (a median of 60 ms for a 3 ms query was seen in
// CI), never every one.
const RUNS = 20;

const onPostgres = adminUrl ? describe : describe.skip;

onPostgres('the bookings list with 100,000 bookings in one agency (PostgreSQL)', () => {
  let server: TestServer;
  let headersOf: (reader: ListReader) => Record<string, string>;
  let salesId: string;

  beforeAll(async () => {
    server = await startTestServer();
    ({ salesId } = await fillWayfarerBookings(server.database.db));
    const token = await tokensFor(server.app, Object.values(READER_EMAILS));
    headersOf = (reader) => withToken(token(READER_EMAILS[reader]));
  }, 180_000);
  afterAll(() => server?.close());

  it.each(BOOKINGS_LIST_QUERIES.map((query) => [query.name, query] as const))('answers %s in time', async (_name, query) => {
    const timing = await timeListQuery(server.app, query, { host: WAYFARER, salesId, headersOf }, RUNS);
    expect(timing.minMs).toBeLessThan(timing.targetMs);
    expect(timing.p50Ms).toBeLessThan(3 * timing.targetMs);
  });
});
