import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { hotelQuoteSchema, markupsResponseSchema } from '@travel/contracts';
import { createAgency, setAgencyStatus } from '../src/admin/agencies';
import { announceAgencyChange, listenForAgencyChanges } from '../src/agency-changes';
import { buildApp } from '../src/app';
import type { Database } from '../src/db';
import { tokenFor, withToken } from './accounts-helpers';
import { bookingRequest, bookingsClient, day, GRAND_HOUSE, SUNNY, twoAdults, type Selection } from './bookings-helpers';
import { adminUrl, DB_TIMEOUT_MS, freshDatabaseTarget, openAsDemoStart, testConfig, type TestDatabaseTarget, type TestServer } from './helpers';

/**
 * Many API processes on one PostgreSQL behave as one: an agency changed through one is
 * dropped from every other's cache within a second (LISTEN/NOTIFY). PGlite is one process,
 * where the local invalidation (markups.test.ts, website-settings.test.ts) is all there is.
 */
const onPostgres = adminUrl ? describe : describe.skip;

/** The agency's change as the other process sees it: polls until `seen` holds, and says how long that took. */
async function msUntil(seen: () => Promise<boolean>, limitMs = 3_000): Promise<number> {
  const started = performance.now();
  while (!(await seen())) {
    if (performance.now() - started > limitMs) throw new Error(`not seen within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return performance.now() - started;
}

const silentLog = { warn: () => undefined } as unknown as Parameters<typeof listenForAgencyChanges>[0]['log'];

let target: TestDatabaseTarget;
const databases: Database[] = [];

onPostgres('the agency change listener', () => {
  beforeAll(async () => {
    target = await freshDatabaseTarget();
    databases.push(await openAsDemoStart(target.options));
  }, DB_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all(databases.splice(0).map((database) => database.close()));
  });

  it('hears an announced change, and after losing its connection reconnects, resyncs and hears again', async () => {
    const [database] = databases as [Database];
    const heard: string[] = [];
    let resyncs = 0;
    const listener = listenForAgencyChanges({
      connectionString: database.postgresUrl ?? '',
      onChange: (subdomain) => heard.push(subdomain),
      onResync: () => (resyncs += 1),
      log: silentLog,
      backoffMs: { first: 50, most: 200 },
    });
    try {
      await listener.ready;
      expect(resyncs).toBe(1);
      await announceAgencyChange(database.db, 'sunny');
      await msUntil(async () => heard.includes('sunny'));

      // Drop the listening connection from the server's side, as a restart or a proxy would.
      const admin = new pg.Client({ connectionString: database.postgresUrl });
      await admin.connect();
      try {
        await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'listen agency_changed'`);
      } finally {
        await admin.end();
      }
      await msUntil(async () => resyncs === 2);
      await announceAgencyChange(database.db, 'wayfarer');
      await msUntil(async () => heard.includes('wayfarer'));
    } finally {
      await listener.close();
    }
  }, DB_TIMEOUT_MS);
});

onPostgres('two API processes on one PostgreSQL database', () => {
  const servers: TestServer[] = [];
  let owner: string;
  let standardRoom: number;
  const first = () => servers[0] as TestServer;
  const second = () => servers[1] as TestServer;

  beforeAll(async () => {
    target = await freshDatabaseTarget();
    for (let i = 0; i < 2; i += 1) {
      // Each process has its own pool and its own listener.
      const database = await openAsDemoStart(target.options);
      databases.push(database);
      const app = buildApp({ database, config: testConfig() });
      await app.ready();
      servers.push({ app, database, close: () => app.close() });
    }
    owner = await tokenFor(first().app, 'owner@sunny.test', SUNNY);
    standardRoom = await bookingsClient(first).roomId(GRAND_HOUSE, 'Standard Double Room');
  }, DB_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await Promise.all(databases.splice(0).map((database) => database.close()));
  });

  const selection = (offset: number): Selection => ({ hotelId: GRAND_HOUSE, roomId: standardRoom, checkIn: day(offset), checkOut: day(offset + 2), rooms: twoAdults() });

  async function setHotelsMarkup(app: FastifyInstance, basisPoints: number): Promise<void> {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/agency/markups',
      headers: { host: SUNNY, ...withToken(owner) },
      payload: { markups: [{ service: 'Hotels', basisPoints }] },
    });
    expect(res.statusCode).toBe(200);
    expect(markupsResponseSchema.parse(res.json()).markups.find((m) => m.service === 'Hotels')?.basisPoints).toBe(basisPoints);
  }

  const totalOn = async (server: () => TestServer, offset: number) => (await bookingsClient(server).quote(selection(offset), {}, SUNNY)).charge.totalRate;

  it('a markup changed through one is priced by the other within a second', async () => {
    // The second process has the agency cached with its old markup.
    const before = await totalOn(second, 30);
    await setHotelsMarkup(first().app, 2500);
    const changedOnFirst = await totalOn(first, 30);
    expect(changedOnFirst).toBeGreaterThan(before);
    const elapsed = await msUntil(async () => (await totalOn(second, 30)) === changedOnFirst);
    expect(elapsed).toBeLessThan(1_000);
  }, DB_TIMEOUT_MS);

  it('a quote made on one and booked on the other after a change is priced the same: no PRICE_CHANGED', async () => {
    await totalOn(second, 34); // cached on the second process
    await setHotelsMarkup(first().app, 1700);
    // Within the second the change takes to arrive, then at once.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const quote = hotelQuoteSchema.parse((await bookingsClient(first).quoteResponse(selection(34), {}, SUNNY)).json());
    const booked = await bookingsClient(second).book(bookingRequest(selection(34), quote.charge.totalRate), { host: SUNNY });
    expect(booked.json().error?.code).toBeUndefined();
    expect(booked.statusCode).toBe(201);
  }, DB_TIMEOUT_MS);

  it('a brand colour changed through one is served by the other within a second', async () => {
    const agencyOn = async (server: () => TestServer) =>
      (await server().app.inject({ method: 'GET', url: '/api/agency', headers: { host: SUNNY } })).json() as { agency: { primaryColor: string } };
    expect((await agencyOn(second)).agency.primaryColor).not.toBe('#123456');
    const put = await first().app.inject({
      method: 'PUT',
      url: '/api/agency/website',
      headers: { host: SUNNY, ...withToken(owner) },
      payload: {
        primaryColor: '#123456',
        metaData: { title: '', description: '', keywords: [] },
        contactPhoneNumber: '',
        contactEmailId: '',
        displaySupportPhoneFooter: false,
        displayAddressFooter: false,
      },
    });
    expect(put.statusCode).toBe(200);
    expect(await msUntil(async () => (await agencyOn(second)).agency.primaryColor === '#123456')).toBeLessThan(1_000);
  }, DB_TIMEOUT_MS);

  describe('changes made by the agency command (npm run agency), another process on the database', () => {
    let command: Database;
    beforeAll(async () => {
      command = await openAsDemoStart(target.options);
      databases.push(command);
    }, DB_TIMEOUT_MS);
    const statusOn = async (server: () => TestServer, host: string) => (await server().app.inject({ method: 'GET', url: '/api/agency', headers: { host } })).statusCode;
    const bothAnswer = (host: string, status: number) => async () => (await statusOn(first, host)) === status && (await statusOn(second, host)) === status;

    it('a deactivated agency is inactive on every process within a second, and open again after activate', async () => {
      expect(await bothAnswer('nordic.localhost', 200)()).toBe(true);
      await setAgencyStatus(command.db, 'nordic', 'Inactive');
      expect(await msUntil(bothAnswer('nordic.localhost', 403))).toBeLessThan(1_000);
      await setAgencyStatus(command.db, 'nordic', 'Active');
      expect(await msUntil(bothAnswer('nordic.localhost', 200))).toBeLessThan(1_000);
    }, DB_TIMEOUT_MS);

    it('a new agency is served at once, although its subdomain was just remembered as unknown', async () => {
      expect(await bothAnswer('fresh-agency.localhost', 404)()).toBe(true);
      await createAgency(command.db, {
        subdomain: 'fresh-agency',
        agencyName: 'Fresh Agency',
        ownerEmail: 'owner@fresh.test',
        ownerFirstName: 'Fay',
        ownerLastName: 'Fresh',
      });
      expect(await msUntil(bothAnswer('fresh-agency.localhost', 200))).toBeLessThan(1_000);
    }, DB_TIMEOUT_MS);
  });
});
