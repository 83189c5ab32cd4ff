import { count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  ACCOUNT_ERROR_CODES,
  COMMAND_ERROR_CODES,
  DEAL_LINK_GONE_PATH,
  type DealLink,
  type DealLinkInput,
  type DealLinkList,
  dealLinkListSchema,
  dealLinkSchema,
  ERROR_CODES,
} from '@travel/contracts';
import { bookings } from '../src/db/schema-bookings';
import { dealLinks } from '../src/db/schema-command';
import { paymentGateway } from '../src/payments/gateways';
import { bookingCount, bookingRequest, bookingsClient, day, GRAND_HOUSE, parseBooking, type Selection, SUNNY, twoAdults, WAYFARER } from './bookings-helpers';
import { errorOf, startCommandServer } from './command-helpers';
import { flightBookingRequest, flightsClient, passenger } from './flights-helpers';
import { DB_TIMEOUT_MS, type TestServer } from './helpers';

type Headers = Record<string, string>;

let server: TestServer;
let as: (email: string) => Headers;
let roomId: number;
const hotels = bookingsClient(() => server);
const flights = flightsClient(() => server, WAYFARER);
const db = () => server.database.db;

beforeAll(async () => {
  ({ server, as } = await startCommandServer());
  roomId = await hotels.roomId(GRAND_HOUSE, 'Standard Double Room');
}, DB_TIMEOUT_MS);
afterAll(() => server.close());

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers = {}, body?: unknown, host = WAYFARER) =>
  server.app.inject({ method, url, headers: { host, ...headers }, ...(body === undefined ? {} : { payload: body as object }) });

const RESULTS = '/booknow/hotels/search-details?cityId=1&place=New+York&checkIn=2031-05-01&checkOut=2031-05-03&rooms=2,1';

const createResponse = (input: unknown, headers: Headers, host?: string) => inject('POST', '/api/agency/deal-links', headers, input, host);

async function createLink(input: DealLinkInput, headers: Headers, host?: string): Promise<DealLink> {
  const res = await createResponse(input, headers, host);
  if (res.statusCode !== 201) throw new Error(`create deal link: ${res.statusCode} ${res.body}`);
  return dealLinkSchema.parse(res.json());
}

async function listLinks(headers: Headers, query = '', host?: string): Promise<DealLinkList> {
  const res = await inject('GET', `/api/agency/deal-links${query}`, headers, undefined, host);
  if (res.statusCode !== 200) throw new Error(`list deal links: ${res.statusCode} ${res.body}`);
  return dealLinkListSchema.parse(res.json());
}

const visit = (id: string, host = WAYFARER) => inject('GET', `/url/${id}`, {}, undefined, host);

async function storedLinks(): Promise<number> {
  const [row] = await db().select({ n: count() }).from(dealLinks);
  return row?.n ?? 0;
}

async function clicksOf(id: string): Promise<number | undefined> {
  const [row] = await db().select({ clicks: dealLinks.clicks }).from(dealLinks).where(eq(dealLinks.id, id));
  return row?.clicks;
}

const expire = (id: string) => db().update(dealLinks).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(dealLinks.id, id));

describe('the demo data', () => {
  it("gives Wayfarer its agents' links, with clicks, bookings through them and one expired", async () => {
    const seeded = (await listLinks(as('owner@wayfarer.test'), '?pageSize=100')).dealLinks.filter((link) => link.id.startsWith('Wf'));
    expect(seeded.map(({ id, clicks, expired }) => ({ id, clicks, expired }))).toEqual([
      { id: 'WfSalesNew', clicks: 5, expired: false },
      { id: 'WfLisbon01', clicks: 48, expired: false },
      { id: 'WfParisFlx', clicks: 23, expired: false },
      { id: 'WfSpring26', clicks: 131, expired: true },
    ]);
    expect(seeded.find((link) => link.id === 'WfSpring26')?.bookings).toBe(4);
    expect((await listLinks(as('sales@wayfarer.test'))).dealLinks.filter((link) => link.id.startsWith('Wf')).map((link) => link.id)).toEqual(['WfSalesNew']);
  });
});

describe('making a deal link', () => {
  it('keeps the path and query of a page of this site, its service, the maker and an expiry', async () => {
    const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const link = await createLink({ label: '  Spring in New York ', target: `${RESULTS}&dealLinkId=OLDxOLDxOL`, expiresAt }, as('agent@wayfarer.test'));
    expect(link).toMatchObject({
      label: 'Spring in New York',
      target: RESULTS,
      service: 'hotels',
      path: `/url/${link.id}`,
      expiresAt,
      expired: false,
      clicks: 0,
      bookings: 0,
      sales: 0,
      agent: { name: 'Alex Rivera' },
    });
    expect(link.id).toMatch(/^[A-Za-z0-9]{10}$/);
  });

  it('links a single flight offer, never expiring', async () => {
    const link = await createLink({ label: 'Oslo to London', target: '/flight-details?from=OSL&to=LHR&depart=2031-05-01&outbound=x&currency=USD' }, as('owner@wayfarer.test'));
    expect(link).toMatchObject({ service: 'flights', expiresAt: null, expired: false });
  });

  it('draws a different code for every link', async () => {
    const ids = await Promise.all([1, 2, 3].map((n) => createLink({ label: `Batch ${n}`, target: RESULTS }, as('sales@wayfarer.test')).then((l) => l.id)));
    expect(new Set(ids).size).toBe(3);
  });

  it.each([
    ['an absolute URL', 'https://evil.example/booknow/hotels/search', 'body.target: expected a path of this site such as /booknow/hotels/search-details?…, never an absolute URL'],
    ['a protocol-relative URL', '//evil.example/booknow/hotels/search', 'body.target: expected a path of this site such as /booknow/hotels/search-details?…, never an absolute URL'],
    ['a backslash path', '/\\evil.example/booknow/hotels/search', 'body.target: expected a path of this site such as /booknow/hotels/search-details?…, never an absolute URL'],
    ['a javascript: URL', 'javascript:alert(1)', 'body.target: expected a path of this site such as /booknow/hotels/search-details?…, never an absolute URL'],
    ['a checkout', '/booknow/hotels/checkout?hotelId=2', "body.target: expected a booking service's search, results or offer page"],
    ['a page that is not a service\'s', '/about', "body.target: expected a booking service's search, results or offer page"],
    ['nothing', '  ', 'body.target: a link is required'],
  ])('refuses %s with a 400 naming the target, storing nothing', async (_case, target, message) => {
    const before = await storedLinks();
    const res = await createResponse({ label: 'Bad', target }, as('owner@wayfarer.test'));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({ code: ERROR_CODES.validation, message });
    expect(await storedLinks()).toBe(before);
  });

  it.each([
    ['a blank label', { label: ' ', target: RESULTS }, 'body.label: a label is required'],
    ['an expiry in the past', { label: 'Late', target: RESULTS, expiresAt: '2020-01-01T00:00:00Z' }, 'body.expiresAt: the expiry must be in the future'],
  ])('refuses %s', async (_case, input, message) => {
    const before = await storedLinks();
    const res = await createResponse(input, as('owner@wayfarer.test'));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(message);
    expect(await storedLinks()).toBe(before);
  });
});

describe('who may see and delete links', () => {
  it('shows an agent their own links, an owner every link of the agency, newest first, in pages', async () => {
    const mine = await createLink({ label: 'Agent only', target: RESULTS }, as('agent@wayfarer.test'));
    const admins = await createLink({ label: 'Admin only', target: RESULTS }, as('admin@wayfarer.test'));
    const agentList = await listLinks(as('agent@wayfarer.test'));
    expect(agentList.dealLinks.every((link) => link.agent?.name === 'Alex Rivera')).toBe(true);
    expect(agentList.dealLinks.map((link) => link.id)).toContain(mine.id);
    expect(agentList.dealLinks.map((link) => link.id)).not.toContain(admins.id);
    const ownerList = await listLinks(as('owner@wayfarer.test'));
    expect(ownerList.dealLinks.slice(0, 2).map((link) => link.id)).toEqual([admins.id, mine.id]);
    expect(ownerList.currency).toBe('USD');
    const second = await listLinks(as('owner@wayfarer.test'), '?page=2&pageSize=1');
    expect(second).toMatchObject({ page: 2, pageSize: 1, total: ownerList.total });
    expect(second.dealLinks.map((link) => link.id)).toEqual([mine.id]);
  });

  it("never shows or deletes another agency's links", async () => {
    const wayfarers = await createLink({ label: 'Wayfarer only', target: RESULTS }, as('owner@wayfarer.test'));
    const sunnyList = await listLinks(as('owner@sunny.test'), '', SUNNY);
    expect(sunnyList.dealLinks.map((link) => link.id)).not.toContain(wayfarers.id);
    const res = await inject('DELETE', `/api/agency/deal-links/${wayfarers.id}`, as('owner@sunny.test'), undefined, SUNNY);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toEqual({ code: COMMAND_ERROR_CODES.dealLinkNotFound, message: `No deal link ${wayfarers.id} among the deal links you may see` });
    expect(await clicksOf(wayfarers.id)).toBe(0);
  });

  it("lets an agent delete their own link but not a colleague's; an owner deletes any", async () => {
    const sales = await createLink({ label: 'Sales link', target: RESULTS }, as('sales@wayfarer.test'));
    expect((await inject('DELETE', `/api/agency/deal-links/${sales.id}`, as('agent@wayfarer.test'))).statusCode).toBe(404);
    expect(await clicksOf(sales.id)).toBe(0);
    expect((await inject('DELETE', `/api/agency/deal-links/${sales.id}`, as('owner@wayfarer.test'))).statusCode).toBe(204);
    expect(await clicksOf(sales.id)).toBeUndefined();
    expect((await visit(sales.id)).headers.location).toBe(DEAL_LINK_GONE_PATH);
  });

  it('refuses a traveller (403) and an anonymous visitor (401), storing nothing', async () => {
    const before = await storedLinks();
    const traveller = await createResponse({ label: 'Mine', target: RESULTS }, as('traveller@wayfarer.test'));
    expect(traveller.statusCode).toBe(403);
    expect(errorOf(traveller).code).toBe(ACCOUNT_ERROR_CODES.forbidden);
    expect((await inject('GET', '/api/agency/deal-links', as('traveller@wayfarer.test'))).statusCode).toBe(403);
    expect((await inject('GET', '/api/agency/deal-links')).statusCode).toBe(401);
    expect(await storedLinks()).toBe(before);
  });

  it('refuses a malformed id with a 400', async () => {
    expect((await inject('DELETE', '/api/agency/deal-links/short', as('owner@wayfarer.test'))).statusCode).toBe(400);
  });
});

describe('a visit to /url/<id>', () => {
  const redirected = (res: LightMyRequestResponse) => ({ status: res.statusCode, location: res.headers.location, cache: res.headers['cache-control'] });

  it('counts each click and sends the visitor to the target with dealLinkId', async () => {
    const link = await createLink({ label: 'Clicked', target: RESULTS }, as('agent@wayfarer.test'));
    expect(redirected(await visit(link.id))).toEqual({ status: 302, location: `${RESULTS}&dealLinkId=${link.id}`, cache: 'no-store' });
    await Promise.all([visit(link.id), visit(link.id)]);
    expect(await clicksOf(link.id)).toBe(3);
    expect((await listLinks(as('agent@wayfarer.test'))).dealLinks.find((row) => row.id === link.id)?.clicks).toBe(3);
  });

  it('adds dealLinkId as the query of a target without one', async () => {
    const link = await createLink({ label: 'Search page', target: '/booknow/flights/search' }, as('agent@wayfarer.test'));
    expect((await visit(link.id)).headers.location).toBe(`/booknow/flights/search?dealLinkId=${link.id}`);
  });

  it.each([
    ['an expired link', async () => { const link = await createLink({ label: 'Old', target: RESULTS }, as('owner@wayfarer.test')); await expire(link.id); return { id: link.id, host: WAYFARER }; }],
    ["another agency's link", async () => ({ id: (await createLink({ label: 'Not Sunny', target: RESULTS }, as('owner@wayfarer.test'))).id, host: SUNNY })],
    ['an unknown link', async () => ({ id: 'Zz9Zz9Zz9Z', host: WAYFARER })],
    ['a malformed id', async () => ({ id: 'x%2F..%2Fevil', host: WAYFARER })],
  ])('sends %s to the page that says the link is gone, counting nothing', async (_case, make) => {
    const { id, host } = await make();
    const before = await clicksOf(id);
    expect(redirected(await visit(id, host))).toEqual({ status: 302, location: DEAL_LINK_GONE_PATH, cache: 'no-store' });
    expect(await clicksOf(id)).toBe(before);
  });
});

describe('a booking through a deal link', () => {
  const stay = (offset: number): Selection => ({ hotelId: GRAND_HOUSE, roomId, checkIn: day(offset), checkOut: day(offset + 2), rooms: twoAdults() });

  async function hotelRequest(offset: number, headers: Headers, host = WAYFARER) {
    const selection = stay(offset);
    const quote = await hotels.quote(selection, headers, host);
    return bookingRequest(selection, quote.charge.totalRate);
  }

  const dealLinkOf = async (reference: string) => (await db().select({ id: bookings.dealLinkId }).from(bookings).where(eq(bookings.reference, reference)))[0]?.id;

  it("is recorded on the booking and counts in the link's bookings and sales", async () => {
    const link = await createLink({ label: 'Grand House', target: `/booknow/hotels/details?hotelId=${GRAND_HOUSE}&checkIn=${day(40)}&checkOut=${day(42)}&rooms=2` }, as('agent@wayfarer.test'));
    const res = await hotels.book({ ...(await hotelRequest(40, as('traveller@wayfarer.test'))), dealLinkId: link.id }, { headers: as('traveller@wayfarer.test') });
    expect(res.statusCode).toBe(201);
    const booked = parseBooking(res);
    expect(await dealLinkOf(booked.reference)).toBe(link.id);
    const row = (await listLinks(as('agent@wayfarer.test'))).dealLinks.find((l) => l.id === link.id);
    expect(row).toMatchObject({ bookings: 1, sales: booked.price.totalRate });
  });

  it('is recorded for a visitor without an account where the agency allows it, and on a flight', async () => {
    const sunnyLink = await createLink({ label: 'Sunny stay', target: '/booknow/hotels/search' }, as('owner@sunny.test'), SUNNY);
    const anonymous = await hotels.book({ ...(await hotelRequest(41, {}, SUNNY)), dealLinkId: sunnyLink.id }, { host: SUNNY });
    expect(anonymous.statusCode).toBe(201);
    expect(await dealLinkOf(parseBooking(anonymous).reference)).toBe(sunnyLink.id);

    const flightLink = await createLink({ label: 'Oslo to London', target: '/booknow/flights/search' }, as('agent@wayfarer.test'));
    const trip = { outbound: (await flights.search({ from: 'OSL', to: 'LHR', depart: day(43) })).outbound[0]!.key, cabin: 'economy' as const, brand: 'flex' as const };
    const quote = await flights.quote({ ...trip, passengers: { adults: 1, children: 0, infants: 0 } }, as('traveller@wayfarer.test'));
    const flight = await flights.book(flightBookingRequest(trip, quote.charge.totalRate, [passenger('adult', 43)], { dealLinkId: flightLink.id }), { headers: as('traveller@wayfarer.test') });
    expect(flight.statusCode).toBe(201);
    expect(await dealLinkOf(parseBooking(flight).reference)).toBe(flightLink.id);
  });

  it.each([
    ['an unknown link', async () => 'Zz9Zz9Zz9Z', 404, COMMAND_ERROR_CODES.dealLinkNotFound],
    ["another agency's link", async () => (await createLink({ label: 'Sunny', target: RESULTS }, as('owner@sunny.test'), SUNNY)).id, 404, COMMAND_ERROR_CODES.dealLinkNotFound],
    ['an expired link', async () => { const link = await createLink({ label: 'Gone', target: RESULTS }, as('agent@wayfarer.test')); await expire(link.id); return link.id; }, 410, COMMAND_ERROR_CODES.dealLinkExpired],
  ])('refuses %s: nothing booked or charged', async (_case, make, status, code) => {
    const dealLinkId = await make();
    const charge = jest.spyOn(paymentGateway('stripe'), 'charge');
    try {
      const body = await hotelRequest(44, as('traveller@wayfarer.test'));
      const before = await bookingCount(db());
      const res = await hotels.book({ ...body, dealLinkId }, { headers: as('traveller@wayfarer.test') });
      expect(res.statusCode).toBe(status);
      expect(errorOf(res).code).toBe(code);
      expect(charge).not.toHaveBeenCalled();
      expect(await bookingCount(db())).toBe(before);
    } finally {
      charge.mockRestore();
    }
  });

  it('refuses a dealLinkId that is not one with a 400 naming it', async () => {
    const res = await hotels.book({ ...(await hotelRequest(45, as('traveller@wayfarer.test'))), dealLinkId: 'https://evil' }, { headers: as('traveller@wayfarer.test') });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('body.dealLinkId: expected a deal link id of 10 letters and digits');
  });
});
