import { and, eq, sql } from 'drizzle-orm';
import {
  ACCOUNT_ERROR_CODES,
  type ClientProposal,
  clientProposalSchema,
  COMMAND_ERROR_CODES,
  ERROR_CODES,
  outboxResponseSchema,
  type Proposal,
  PROPOSAL_ERROR_CODES,
  type ProposalInput,
  type ProposalList,
  proposalListSchema,
  type ProposalOfferInput,
  proposalSchema,
} from '@travel/contracts';
import { proposalItems, proposals } from '../src/db/schema-proposals';
import { hotelRooms } from '../src/db/schema-inventory';
import { catalogueProviders } from '../src/inventory/catalogue';
import { requoteOpenProposals } from '../src/command/proposal-requote';
import { bookingsClient, day, GRAND_HOUSE, SUNNY, twoAdults, WAYFARER } from './bookings-helpers';
import { clientInput, commandClient, errorOf, parsed, startCommandServer } from './command-helpers';
import { flightsClient } from './flights-helpers';
import { DB_TIMEOUT_MS, type TestServer } from './helpers';

let server: TestServer;
let as: (email: string) => Record<string, string>;
const api = commandClient(() => server);
const hotels = bookingsClient(() => server);
const flights = flightsClient(() => server, WAYFARER);
const db = () => server.database.db;

type Headers = Record<string, string>;
const AGENT = 'agent@wayfarer.test';
const SALES = 'sales@wayfarer.test';
const OWNER = 'owner@wayfarer.test';

let roomId: number;
/** A client each of the agent and the sales agent keeps. */
let agentsClient: string;
let salesClient: string;

beforeAll(async () => {
  ({ server, as } = await startCommandServer());
  roomId = await hotels.roomId(GRAND_HOUSE, 'Standard Double Room');
  agentsClient = (await api.createClient(clientInput({ firstName: 'Pia', lastName: 'Proposal' }), as(AGENT))).id;
  salesClient = (await api.createClient(clientInput({ firstName: 'Sal', lastName: 'Seller' }), as(SALES))).id;
}, DB_TIMEOUT_MS);
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers = {}, body?: unknown, host = WAYFARER) =>
  server.app.inject({ method, url, headers: { host, ...headers }, ...(body === undefined ? {} : { payload: body as object }) });

const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString();
const draftInput = (overrides: Partial<ProposalInput> = {}): ProposalInput => ({
  clientId: agentsClient,
  title: 'Spring in New York',
  message: 'Two nights at the Grand House, flights included.',
  expiresAt: inDays(7),
  ...overrides,
});

const create = async (input: ProposalInput = draftInput(), who = AGENT): Promise<Proposal> =>
  parsed(await call('POST', '/api/agency/proposals', as(who), input), 201, (body) => proposalSchema.parse(body));
const addItem = (id: string, offer: ProposalOfferInput, who = AGENT) => call('POST', `/api/agency/proposals/${id}/items`, as(who), offer);
const added = async (id: string, offer: ProposalOfferInput, who = AGENT): Promise<Proposal> => parsed(await addItem(id, offer, who), 201, (body) => proposalSchema.parse(body));
const detail = async (id: string, who = AGENT): Promise<Proposal> => parsed(await call('GET', `/api/agency/proposals/${id}`, as(who)), 200, (body) => proposalSchema.parse(body));
const send = (id: string, who = AGENT) => call('POST', `/api/agency/proposals/${id}/send`, as(who));
const list = async (query: string, who = AGENT): Promise<ProposalList> => parsed(await call('GET', `/api/agency/proposals?${query}`, as(who)), 200, (body) => proposalListSchema.parse(body));
const open = (id: string, headers: Headers = {}, host = WAYFARER) => call('GET', `/api/proposals/${id}`, headers, undefined, host);
const opened = async (id: string): Promise<ClientProposal> => parsed(await open(id), 200, (body) => clientProposalSchema.parse(body));

const hotelOffer = (offset = 30): ProposalOfferInput => ({ service: 'hotels', offer: { hotelId: GRAND_HOUSE, roomId, checkIn: day(offset), checkOut: day(offset + 2), rooms: twoAdults() } });

async function flightOffer(): Promise<ProposalOfferInput> {
  const results = await flights.search({ from: 'OSL', to: 'LHR', depart: day(40), adults: 1 });
  const journey = results.outbound.find((offer) => offer.fares.length > 0);
  if (!journey) throw new Error('no flight OSL-LHR with a fare');
  return { service: 'flights', offer: { outbound: journey.key, cabin: 'economy', brand: journey.fares[0]!.brand.brand, currency: 'EUR', passengers: { adults: 1, children: 0, infants: 0 } } };
}

/** A sent proposal with one Grand House item (its own dates so others' changes do not reach it). */
async function sentProposal(offset: number, input: Partial<ProposalInput> = {}): Promise<Proposal> {
  const draft = await create(draftInput(input));
  await added(draft.id, hotelOffer(offset));
  const res = await send(draft.id);
  if (res.statusCode !== 200) throw new Error(`send: ${res.body}`);
  return proposalSchema.parse(res.json());
}

async function statusInDb(id: string): Promise<string | undefined> {
  const [row] = await db().select({ status: proposals.status }).from(proposals).where(eq(proposals.id, id));
  return row?.status;
}

/** Runs `change` on the Standard Double Room, and restores it afterwards. */
async function withRoom(change: Partial<typeof hotelRooms.$inferInsert>, run: () => Promise<void>): Promise<void> {
  const [before] = await db().select().from(hotelRooms).where(eq(hotelRooms.id, roomId));
  await db().update(hotelRooms).set(change).where(eq(hotelRooms.id, roomId));
  try {
    await run();
  } finally {
    await db().update(hotelRooms).set({ nightlyWholesale: before!.nightlyWholesale, allotment: before!.allotment }).where(eq(hotelRooms.id, roomId));
  }
}

describe('the lifecycle of a proposal', () => {
  it('builds a draft priced by the services themselves, sends it with a mail, and the client opens and approves it', async () => {
    const draft = await create();
    expect(draft).toMatchObject({ status: 'draft', title: 'Spring in New York', items: [], link: null, driftThresholdPercent: 5, client: { id: agentsClient, name: 'Pia Proposal' }, agent: { name: 'Alex Rivera' } });

    const hotel = hotelOffer(30);
    const quote = await hotels.quote({ ...hotel.offer, currency: 'USD' } as Parameters<typeof hotels.quote>[0]);
    const withHotel = await added(draft.id, hotel);
    expect(withHotel.items).toHaveLength(1);
    expect(withHotel.items[0]).toMatchObject({ service: 'hotels', quotedTotal: quote.display.totalRate, currentTotal: quote.display.totalRate, currency: 'USD', availability: 'available', needsAttention: false });
    expect(withHotel.items[0]!.summary.title).toBe('New York City Grand House');

    const withFlight = await added(draft.id, await flightOffer());
    expect(withFlight.items.map((item) => item.service)).toEqual(['hotels', 'flights']);
    expect(withFlight.items[1]).toMatchObject({ currency: 'EUR', availability: 'available' });
    expect(withFlight.items[1]!.summary.title).toMatch(/Oslo → London/);
    expect(withFlight.totals.map((total) => total.currency).sort()).toEqual(['EUR', 'USD']);
    expect(withFlight.link).toBe(`/booknow/hotels/deal/${draft.id}?id=${draft.id}`);

    const res = await send(draft.id);
    expect(res.statusCode).toBe(200);
    const sent = proposalSchema.parse(res.json());
    expect(sent.status).toBe('sent');
    expect(sent.sentAt).not.toBeNull();

    const client = await api.getClientResponse(agentsClient, as(AGENT));
    const outbox = outboxResponseSchema.parse((await call('GET', `/api/dev/outbox?to=${encodeURIComponent(client.json().email)}`)).json());
    const mail = outbox.messages.find((message) => message.kind === 'proposal');
    expect(mail).toMatchObject({ subject: 'Spring in New York: a proposal from Wayfarer Travel', path: sent.link, token: draft.id });
    expect(mail?.text).toContain('Two nights at the Grand House');

    // The agent checking the client's page does not make it viewed.
    expect((await open(draft.id, as(AGENT))).statusCode).toBe(200);
    expect(await statusInDb(draft.id)).toBe('sent');

    const seen = await opened(draft.id);
    expect(seen).toMatchObject({ status: 'viewed', title: 'Spring in New York', agencyName: 'Wayfarer Travel', agentName: 'Alex Rivera', clientFirstName: 'Pia' });
    expect(seen.items.map((item) => [item.availability, item.currentTotal === item.quotedTotal])).toEqual([
      ['available', true],
      ['available', true],
    ]);
    expect((await detail(draft.id)).viewedAt).not.toBeNull();

    const approved = await call('POST', `/api/proposals/${draft.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(clientProposalSchema.parse(approved.json()).status).toBe('approved');
    const again = await call('POST', `/api/proposals/${draft.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe(PROPOSAL_ERROR_CODES.proposalStatus);
    expect((await detail(draft.id)).decidedAt).not.toBeNull();
  });

  it('lets the client decline with a reason the agent then reads', async () => {
    const proposal = await sentProposal(31);
    const res = await call('POST', `/api/proposals/${proposal.id}/decline`, {}, { reason: 'We chose other dates' });
    expect(res.statusCode).toBe(200);
    expect(clientProposalSchema.parse(res.json()).status).toBe('declined');
    expect(await detail(proposal.id)).toMatchObject({ status: 'declined', declineReason: 'We chose other dates' });
    expect((await call('POST', `/api/proposals/${proposal.id}/approve`)).statusCode).toBe(409);
  });

  it('edits a draft freely, but a sent one only in its expiry and threshold', async () => {
    const draft = await create();
    const edited = parsed(await call('PUT', `/api/agency/proposals/${draft.id}`, as(AGENT), { title: 'Autumn in New York', message: '', driftThresholdPercent: 10 }), 200, (body) => proposalSchema.parse(body));
    expect(edited).toMatchObject({ title: 'Autumn in New York', message: '', driftThresholdPercent: 10 });

    const sent = await sentProposal(32);
    const retitle = await call('PUT', `/api/agency/proposals/${sent.id}`, as(AGENT), { title: 'Other words' });
    expect(retitle.statusCode).toBe(409);
    expect(errorOf(retitle).code).toBe(PROPOSAL_ERROR_CODES.proposalStatus);
    expect((await addItem(sent.id, hotelOffer(33))).statusCode).toBe(409);
    expect((await call('DELETE', `/api/agency/proposals/${sent.id}/items/${sent.items[0]!.id}`, as(AGENT))).statusCode).toBe(409);
    expect((await call('DELETE', `/api/agency/proposals/${sent.id}`, as(AGENT))).statusCode).toBe(409);
    expect((await send(sent.id)).statusCode).toBe(409);
    expect(await detail(sent.id)).toMatchObject({ title: sent.title, items: [expect.objectContaining({ id: sent.items[0]!.id })] });

    const later = inDays(14);
    const extended = parsed(await call('PUT', `/api/agency/proposals/${sent.id}`, as(AGENT), { expiresAt: later }), 200, (body) => proposalSchema.parse(body));
    expect(new Date(extended.expiresAt).getTime()).toBe(new Date(later).getTime());
  });

  it('removes and reorders a draft’s items, and deletes a draft', async () => {
    const draft = await create();
    await added(draft.id, hotelOffer(34));
    const two = await added(draft.id, await flightOffer());
    const [first, second] = two.items;
    const reordered = parsed(await call('PUT', `/api/agency/proposals/${draft.id}/items/order`, as(AGENT), { itemIds: [second!.id, first!.id] }), 200, (body) => proposalSchema.parse(body));
    expect(reordered.items.map((item) => item.id)).toEqual([second!.id, first!.id]);
    expect(reordered.link).toBe(`/booknow/flights/deal/${draft.id}?id=${draft.id}`);

    const partial = await call('PUT', `/api/agency/proposals/${draft.id}/items/order`, as(AGENT), { itemIds: [first!.id] });
    expect(partial.statusCode).toBe(400);
    expect((await detail(draft.id)).items.map((item) => item.id)).toEqual([second!.id, first!.id]);

    const removed = parsed(await call('DELETE', `/api/agency/proposals/${draft.id}/items/${second!.id}`, as(AGENT)), 200, (body) => proposalSchema.parse(body));
    expect(removed.items.map((item) => item.id)).toEqual([first!.id]);

    expect((await call('DELETE', `/api/agency/proposals/${draft.id}`, as(AGENT))).statusCode).toBe(204);
    expect((await call('GET', `/api/agency/proposals/${draft.id}`, as(AGENT))).statusCode).toBe(404);
    const [left] = await db().select({ n: sql<number>`count(*)::int` }).from(proposalItems).where(eq(proposalItems.proposalId, draft.id));
    expect(left?.n).toBe(0);
  });
});

describe('re-quoting honestly', () => {
  it('shows a changed price to the client and flags it to the agent beyond the threshold', async () => {
    const proposal = await sentProposal(40);
    const quoted = proposal.items[0]!.quotedTotal;
    const [room] = await db().select().from(hotelRooms).where(eq(hotelRooms.id, roomId));
    await withRoom({ nightlyWholesale: room!.nightlyWholesale * 2 }, async () => {
      const seen = await opened(proposal.id);
      expect(seen.items[0]).toMatchObject({ availability: 'changed', quotedTotal: quoted });
      expect(seen.items[0]!.currentTotal).toBeGreaterThan(quoted);

      const agentView = await detail(proposal.id);
      expect(agentView.items[0]).toMatchObject({ availability: 'changed', needsAttention: true });
      expect(agentView.items[0]!.driftPercent).toBeGreaterThanOrEqual(5);
      const rows = await list(`clientId=${agentsClient}&status=viewed`);
      expect(rows.proposals.find((row) => row.id === proposal.id)).toMatchObject({ moved: 1, soldOut: 0, itemCount: 1 });
    });
  });

  it('shows a sold-out item as such, and counts it in no total', async () => {
    const proposal = await sentProposal(41);
    await withRoom({ allotment: 0 }, async () => {
      const seen = await opened(proposal.id);
      expect(seen.items[0]).toMatchObject({ availability: 'soldOut', currentTotal: null });
      expect(seen.totals).toEqual([]);
      const rows = await list(`clientId=${agentsClient}`);
      expect(rows.proposals.find((row) => row.id === proposal.id)).toMatchObject({ soldOut: 1, moved: 0 });
    });
    // Back on sale: the next open shows it again at its price.
    expect((await opened(proposal.id)).items[0]).toMatchObject({ availability: 'available', quotedTotal: proposal.items[0]!.quotedTotal });
  });

  it('the daily pass re-prices open proposals before the client opens them, and the agent may re-quote now', async () => {
    const proposal = await sentProposal(42);
    const [room] = await db().select().from(hotelRooms).where(eq(hotelRooms.id, roomId));
    await withRoom({ nightlyWholesale: room!.nightlyWholesale + 1 }, async () => {
      const done = await requoteOpenProposals(db(), catalogueProviders(db()).hotels);
      expect(done.requoted).toBeGreaterThan(0);
      const read = await detail(proposal.id);
      expect(read.status).toBe('sent');
      // A small rise: changed, shown, but below the 5 % threshold.
      expect(read.items[0]).toMatchObject({ availability: 'changed', needsAttention: false });
    });
    const requoted = parsed(await call('POST', `/api/agency/proposals/${proposal.id}/requote`, as(AGENT)), 200, (body) => proposalSchema.parse(body));
    expect(requoted.items[0]).toMatchObject({ availability: 'available', currentTotal: proposal.items[0]!.quotedTotal });
  });

  it('never takes a price from the browser: the offer alone is sent, and an offer that cannot be booked is refused', async () => {
    const draft = await create();
    await withRoom({ allotment: 0 }, async () => {
      const res = await addItem(draft.id, hotelOffer(43));
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).code).toBe(PROPOSAL_ERROR_CODES.offerUnavailable);
    });
    const unknown = await addItem(draft.id, { service: 'hotels', offer: { hotelId: 999_999, roomId, checkIn: day(30), checkOut: day(32), rooms: twoAdults() } });
    expect(unknown.statusCode).toBe(404);
    const priced = await call('POST', `/api/agency/proposals/${draft.id}/items`, as(AGENT), { ...hotelOffer(43), quotedTotal: 1 });
    expect(priced.statusCode).toBe(201);
    expect(proposalSchema.parse(priced.json()).items[0]!.quotedTotal).toBeGreaterThan(1);
  });
});

describe('expiry', () => {
  it('answers 410 to the client once expired, and changes nothing', async () => {
    const proposal = await sentProposal(50);
    await db().update(proposals).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(proposals.id, proposal.id));
    for (const res of [await open(proposal.id), await call('POST', `/api/proposals/${proposal.id}/approve`), await call('POST', `/api/proposals/${proposal.id}/decline`, {}, {})]) {
      expect(res.statusCode).toBe(410);
      expect(errorOf(res)).toMatchObject({ code: PROPOSAL_ERROR_CODES.proposalExpired, message: expect.stringContaining('expired') });
    }
    expect(await statusInDb(proposal.id)).toBe('sent');
    const [viewed] = await db().select({ viewedAt: proposals.viewedAt, decidedAt: proposals.decidedAt }).from(proposals).where(eq(proposals.id, proposal.id));
    expect(viewed).toEqual({ viewedAt: null, decidedAt: null });

    // The agent reads it as expired at once; the daily pass writes it.
    expect((await detail(proposal.id)).status).toBe('expired');
    expect((await list(`clientId=${agentsClient}&status=expired`)).proposals.map((row) => row.id)).toContain(proposal.id);
    expect((await list(`clientId=${agentsClient}&status=sent`)).proposals.map((row) => row.id)).not.toContain(proposal.id);
    await requoteOpenProposals(db(), catalogueProviders(db()).hotels);
    expect(await statusInDb(proposal.id)).toBe('expired');
  });
});

describe('who sees which proposal', () => {
  it('shows an agent their own, an owner the agency’s, and nobody else anything (404)', async () => {
    const mine = await create();
    const theirs = await create(draftInput({ clientId: salesClient }), SALES);
    expect((await list('pageSize=100', SALES)).proposals.map((row) => row.id)).not.toContain(mine.id);
    expect((await call('GET', `/api/agency/proposals/${mine.id}`, as(SALES))).statusCode).toBe(404);
    expect((await call('POST', `/api/agency/proposals/${mine.id}/send`, as(SALES))).statusCode).toBe(404);
    expect((await detail(theirs.id, OWNER)).agent?.name).toBeDefined();
    const all = await list(`clientId=${salesClient}`, OWNER);
    expect(all.proposals.map((row) => row.id)).toContain(theirs.id);

    const sunny = await call('GET', `/api/agency/proposals/${mine.id}`, as('owner@sunny.test'), undefined, SUNNY);
    expect(sunny.statusCode).toBe(404);
    expect(errorOf(sunny).code).toBe(PROPOSAL_ERROR_CODES.proposalNotFound);
  });

  it('refuses a proposal for a client the agent does not keep, and writes nothing', async () => {
    const before = await list(`clientId=${salesClient}`, OWNER);
    const res = await call('POST', '/api/agency/proposals', as(AGENT), draftInput({ clientId: salesClient }));
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe(COMMAND_ERROR_CODES.clientNotFound);
    expect((await list(`clientId=${salesClient}`, OWNER)).total).toBe(before.total);
  });

  it('refuses a traveller (403) and the anonymous (401)', async () => {
    const traveller = await call('GET', '/api/agency/proposals', as('traveller@wayfarer.test'));
    expect(traveller.statusCode).toBe(403);
    expect(errorOf(traveller).code).toBe(ACCOUNT_ERROR_CODES.forbidden);
    expect((await call('POST', '/api/agency/proposals', {}, draftInput())).statusCode).toBe(401);
  });

  it('shows the client nothing of a draft, nor on another agency’s site', async () => {
    const draft = await create();
    await added(draft.id, hotelOffer(51));
    expect((await open(draft.id)).statusCode).toBe(404);
    expect((await send(draft.id)).statusCode).toBe(200);
    const elsewhere = await open(draft.id, {}, SUNNY);
    expect(elsewhere.statusCode).toBe(404);
    expect((await call('POST', `/api/proposals/${draft.id}/approve`, {}, undefined, SUNNY)).statusCode).toBe(404);
    expect(await statusInDb(draft.id)).toBe('sent');
  });
});

describe('bad input', () => {
  it.each<[string, Partial<ProposalInput>]>([
    ['an expiry in the past', { expiresAt: inDays(-1) }],
    ['an expiry over a year ahead', { expiresAt: inDays(400) }],
    ['no title', { title: '  ' }],
    ['a threshold of 0 %', { driftThresholdPercent: 0 }],
  ])('refuses %s with a 400, and creates nothing', async (_case, overrides) => {
    const [before] = await db().select({ n: sql<number>`count(*)::int` }).from(proposals);
    const res = await call('POST', '/api/agency/proposals', as(AGENT), draftInput(overrides));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe(ERROR_CODES.validation);
    const [after] = await db().select({ n: sql<number>`count(*)::int` }).from(proposals);
    expect(after?.n).toBe(before?.n);
  });

  it('refuses to send an empty proposal, and a malformed id', async () => {
    const draft = await create();
    const res = await send(draft.id);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe(PROPOSAL_ERROR_CODES.proposalEmpty);
    expect(await statusInDb(draft.id)).toBe('draft');
    expect((await open('not-a-uuid')).statusCode).toBe(400);
    expect((await call('PUT', `/api/agency/proposals/${draft.id}`, as(AGENT), {})).statusCode).toBe(400);
  });

  it('refuses a draft whose expiry passed before sending', async () => {
    const draft = await create();
    await added(draft.id, hotelOffer(52));
    await db().update(proposals).set({ expiresAt: new Date(Date.now() - 1000) }).where(and(eq(proposals.id, draft.id)));
    const res = await send(draft.id);
    expect(res.statusCode).toBe(400);
    expect(await statusInDb(draft.id)).toBe('draft');
  });
});

describe("Wayfarer's demo proposals", () => {
  it('are seeded in every status, with hotel and flight items, one of them flagged to its agent, one booked from a demo booking', async () => {
    const rows = await db()
      .select({ status: proposals.status, service: proposalItems.service, availability: proposalItems.availability })
      .from(proposals)
      .innerJoin(proposalItems, eq(proposalItems.proposalId, proposals.id))
      .where(eq(proposals.title, 'Honeymoon ideas: Paris and Rome'));
    expect(rows.map((row) => row.service).sort()).toEqual(['flights', 'hotels', 'hotels']);
    const seeded = await list('pageSize=100', OWNER);
    const statuses = new Set(seeded.proposals.map((row) => row.status));
    expect([...statuses].sort()).toEqual(['approved', 'booked', 'declined', 'draft', 'expired', 'sent', 'viewed']);
    const booked = seeded.proposals.find((row) => row.status === 'booked');
    const [bookedItem] = (await detail(booked!.id, OWNER)).items;
    expect(bookedItem?.bookingReference).toMatch(/^H-/);
    const honeymoon = seeded.proposals.find((row) => row.title === 'Honeymoon ideas: Paris and Rome');
    expect(honeymoon).toMatchObject({ status: 'viewed', moved: 3, soldOut: 0, client: { name: 'Sofía García López' } });
    // The sales agent sees only the one for the client they keep.
    expect((await list('pageSize=100', SALES)).proposals.map((row) => row.title)).toContain('Copenhagen to Amsterdam and a canal hotel');
    expect((await list('pageSize=100', SALES)).proposals.map((row) => row.title)).not.toContain('Lisbon in spring');
  });
});
