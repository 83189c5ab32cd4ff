import { count, eq, sql } from 'drizzle-orm';
import { ACCOUNT_ERROR_CODES, type Client, COMMAND_ERROR_CODES, ERROR_CODES, PAGE_SIZE_MAX } from '@travel/contracts';
import { agencies, users } from '../src/db/schema-agencies';
import { clients } from '../src/db/schema-command';
import { SUNNY, userIdOf } from './bookings-helpers';
import { clientInput, commandClient, errorOf, startCommandServer } from './command-helpers';
import { DB_TIMEOUT_MS, type TestServer } from './helpers';

let server: TestServer;
let as: (email: string) => Record<string, string>;
const api = commandClient(() => server);
const db = () => server.database.db;

beforeAll(async () => ({ server, as } = await startCommandServer()), DB_TIMEOUT_MS);
afterAll(() => server.close());

const userId = (email: string) => userIdOf(db(), email);

async function clientCount(): Promise<number> {
  const [row] = await db().select({ n: count() }).from(clients);
  return row?.n ?? 0;
}

async function wayfarerClients(): Promise<number> {
  const [row] = await db().select({ n: count() }).from(clients).innerJoin(agencies, eq(agencies.id, clients.agencyId)).where(eq(agencies.subdomain, 'wayfarer'));
  return row?.n ?? 0;
}

async function keptBy(email: string): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(clients)
    .where(eq(clients.agentId, await userId(email)));
  return row?.n ?? 0;
}

describe('creating and editing a client', () => {
  it('creates a client kept by its creator, normalised, and reads it back', async () => {
    const input = clientInput({ email: '  Grace.HOPPER@Example.COM ', firstName: ' Grace ', lastName: 'Hopper' });
    const created = await api.createClient(input, as('agent@wayfarer.test'));
    expect(created).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace.hopper@example.com',
      phone: '+44 20 7946 0958',
      dateOfBirth: '1985-12-10',
      nationality: 'GB',
      passportNumber: 'GB1234567',
      passportExpiry: input.passportExpiry,
      preferences: 'Aisle seat',
      notes: 'Met at the spring fair',
      agent: { id: await userId('agent@wayfarer.test'), name: 'Alex Rivera' },
      bookings: 0,
    });
    expect(created.createdAt).toBe(created.updatedAt);
    const read = await api.getClientResponse(created.id, as('agent@wayfarer.test'));
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
  });

  it('keeps blank optional fields blank', async () => {
    const created = await api.createClient({ firstName: 'Min', lastName: 'Imal', email: 'min.imal@example.com' }, as('owner@wayfarer.test'));
    expect(created).toMatchObject({ phone: '', dateOfBirth: '', nationality: '', passportNumber: '', passportExpiry: '', preferences: '', notes: '' });
    expect(created.agent?.name).toBe('Olivia Chen');
  });

  it('edits a client: every field as sent, the keeper unchanged, updatedAt moved', async () => {
    const created = await api.createClient(clientInput(), as('sales@wayfarer.test'));
    const edited = clientInput({ firstName: 'Augusta', email: `augusta.${created.id.slice(0, 6)}@example.com`, phone: '', dateOfBirth: '', notes: 'Now prefers trains' });
    const res = await api.updateClientResponse(created.id, edited, as('sales@wayfarer.test'));
    expect(res.statusCode).toBe(200);
    const updated = res.json() as Client;
    expect(updated).toMatchObject({ id: created.id, firstName: 'Augusta', email: edited.email, phone: '', dateOfBirth: '', notes: 'Now prefers trains', agent: created.agent, createdAt: created.createdAt });
    expect(updated.updatedAt > created.updatedAt).toBe(true);
  });

  it.each([
    ['no first name', { firstName: '' }, 'body.firstName'],
    ['a malformed email', { email: 'not-an-email' }, 'body.email: expected an email address'],
    ['a phone without enough digits', { phone: '12' }, 'body.phone: expected a phone number'],
    ['a lower-case nationality', { nationality: 'gb' }, 'body.nationality: expected a two-letter country code'],
    ['a birthday in the future', { dateOfBirth: '2999-01-01' }, 'body.dateOfBirth: expected a date of birth in the past 120 years'],
    ['a passport number with symbols', { passportNumber: 'AB#12345' }, 'body.passportNumber: expected 5 to 20 letters and digits'],
    ['a passport expiry in year 0', { passportExpiry: '0000-01-01' }, 'body.passportExpiry: expected a passport expiry date'],
    ['notes with a control character', { notes: 'a\u0000b' }, 'body.notes'],
    ['notes over 2000 characters', { notes: 'x'.repeat(2001) }, 'body.notes'],
  ])('refuses %s with a 400 naming the field, and writes nothing', async (_case, overrides, message) => {
    const before = await clientCount();
    const res = await api.createClientResponse({ ...clientInput(), ...overrides }, as('agent@wayfarer.test'));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({ code: ERROR_CODES.validation, message: expect.stringContaining(message) });
    expect(await clientCount()).toBe(before);
  });

  it('refuses a second client with the same email (any case) with a 409 naming it; nothing is written', async () => {
    const first = await api.createClient(clientInput({ email: 'twin@example.com' }), as('agent@wayfarer.test'));
    const before = await clientCount();
    const again = await api.createClientResponse(clientInput({ email: 'TWIN@example.com' }), as('sales@wayfarer.test'));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({ code: COMMAND_ERROR_CODES.clientEmailTaken, message: 'body.email: the agency already has a client with the email twin@example.com' });
    expect(await clientCount()).toBe(before);

    const other = await api.createClient(clientInput(), as('agent@wayfarer.test'));
    const clash = await api.updateClientResponse(other.id, clientInput({ email: 'twin@example.com' }), as('agent@wayfarer.test'));
    expect(clash.statusCode).toBe(409);
    expect(errorOf(clash).code).toBe(COMMAND_ERROR_CODES.clientEmailTaken);
    expect((await api.getClientResponse(other.id, as('agent@wayfarer.test'))).json()).toEqual(other);
    expect((await api.getClientResponse(first.id, as('agent@wayfarer.test'))).json()).toEqual(first);
  });

  it('lets another agency have a client with the same email', async () => {
    await api.createClient(clientInput({ email: 'shared@example.com' }), as('owner@wayfarer.test'));
    const sunny = await api.createClient(clientInput({ email: 'shared@example.com' }), as('owner@sunny.test'), SUNNY);
    expect(sunny.email).toBe('shared@example.com');
  });
});

describe('who sees which clients', () => {
  it('shows owners and admins every client of the agency, and any other agent only the clients they keep', async () => {
    const agencyClients = await wayfarerClients();
    for (const manager of ['owner@wayfarer.test', 'admin@wayfarer.test']) expect((await api.listClients({}, as(manager))).total).toBe(agencyClients);
    for (const agent of ['agent@wayfarer.test', 'sales@wayfarer.test']) {
      const list = await api.listClients({ pageSize: PAGE_SIZE_MAX }, as(agent));
      expect(list.total).toBe(await keptBy(agent));
      expect(list.clients.every((client) => client.agent?.id === list.clients[0]?.agent?.id)).toBe(true);
    }
  });

  it('gives a restricted agent only the clients they add', async () => {
    expect((await api.listClients({}, as('restricted@wayfarer.test'))).total).toBe(await keptBy('restricted@wayfarer.test'));
    const own = await api.createClient(clientInput(), as('restricted@wayfarer.test'));
    const list = await api.listClients({ pageSize: PAGE_SIZE_MAX }, as('restricted@wayfarer.test'));
    expect(list.clients.map((client) => client.id)).toContain(own.id);
    expect(list.total).toBe(await keptBy('restricted@wayfarer.test'));
  });

  it('answers another agent\'s client, or another agency\'s, as the same 404 as an unknown one, and changes nothing', async () => {
    const agents = await api.createClient(clientInput(), as('agent@wayfarer.test'));
    const sunny = await api.createClient(clientInput(), as('owner@sunny.test'), SUNNY);
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [id, who] of [
      [agents.id, 'sales@wayfarer.test'],
      [agents.id, 'restricted@wayfarer.test'],
      [sunny.id, 'owner@wayfarer.test'],
      [unknown, 'owner@wayfarer.test'],
    ] as const) {
      const res = await api.getClientResponse(id, as(who));
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toEqual({ code: COMMAND_ERROR_CODES.clientNotFound, message: `No client ${id} among the clients you may see` });
      const edit = await api.updateClientResponse(id, clientInput(), as(who));
      expect(edit.statusCode).toBe(404);
    }
    expect((await api.getClientResponse(agents.id, as('agent@wayfarer.test'))).json()).toEqual(agents);
    expect((await api.getClientResponse(agents.id, as('owner@wayfarer.test'))).statusCode).toBe(200);
    const wayfarerEmails = (await api.listClients({ pageSize: PAGE_SIZE_MAX, q: sunny.email }, as('owner@wayfarer.test'))).clients;
    expect(wayfarerEmails).toEqual([]);
  });

  it('refuses a traveller (403) and an anonymous visitor (401)', async () => {
    const traveller = await api.listClientsResponse({}, as('traveller@wayfarer.test'));
    expect(traveller.statusCode).toBe(403);
    expect(errorOf(traveller).code).toBe(ACCOUNT_ERROR_CODES.forbidden);
    expect((await api.createClientResponse(clientInput(), as('traveller@wayfarer.test'))).statusCode).toBe(403);
    const anonymous = await api.listClientsResponse({}, {});
    expect(anonymous.statusCode).toBe(401);
    expect((await api.createClientResponse(clientInput(), {})).statusCode).toBe(401);
  });
});

describe('the clients list', () => {
  let made: Client[];
  const owner = () => as('owner@wayfarer.test');

  beforeAll(async () => {
    made = [];
    for (const [firstName, lastName, phone] of [
      ['Zelda', 'Quartermaine', '+1 415 555 0101'],
      ['yannick', 'quartermaine-Noah', '+1 415 555 0102'],
      ['Xavier', 'Quarto', '+33 1 55 55 01 03'],
    ] as const) {
      made.push(await api.createClient(clientInput({ firstName, lastName, phone, email: `${firstName.toLowerCase()}.q@example.org` }), owner()));
    }
  });

  it('finds part of a name, an email or a phone number, in any case', async () => {
    const ids = async (q: string) => (await api.listClients({ q, pageSize: PAGE_SIZE_MAX }, owner())).clients.map((client) => client.id).sort();
    const all = made.map((client) => client.id).sort();
    expect(await ids('QUART')).toEqual(all);
    expect(await ids('rtermaine')).toEqual([made[0]!.id, made[1]!.id].sort());
    expect(await ids('zelda quart')).toEqual([made[0]!.id]);
    expect(await ids('yannick.q@example')).toEqual([made[1]!.id]);
    expect(await ids('(415) 555-0102')).toEqual([made[1]!.id]);
    expect(await ids('100%_')).toEqual([]);
  });

  it('sorts by name (any case), email, date added and bookings, either way', async () => {
    const names = async (sort: string, dir: string) => (await api.listClients({ q: 'quart', sort, dir }, owner())).clients.map((client) => client.firstName);
    expect(await names('name', 'asc')).toEqual(['Zelda', 'yannick', 'Xavier']);
    expect(await names('name', 'desc')).toEqual(['Xavier', 'yannick', 'Zelda']);
    expect(await names('email', 'asc')).toEqual(['Xavier', 'yannick', 'Zelda']);
    expect(await names('createdAt', 'desc')).toEqual(['Xavier', 'yannick', 'Zelda']);
    const byBookings = (await api.listClients({ sort: 'bookings', dir: 'desc', pageSize: PAGE_SIZE_MAX }, owner())).clients.map((client) => client.bookings);
    expect(byBookings).toEqual([...byBookings].sort((a, b) => b - a));
    expect(byBookings[0]).toBeGreaterThan(0);
  });

  it('pages on the server: pages do not overlap, past the end is empty, and a page holds at most 100', async () => {
    const first = await api.listClients({ q: 'quart', pageSize: 2 }, owner());
    const second = await api.listClients({ q: 'quart', pageSize: 2, page: 2 }, owner());
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect([...first.clients, ...second.clients].map((client) => client.id).sort()).toEqual(made.map((client) => client.id).sort());
    expect((await api.listClients({ q: 'quart', pageSize: 2, page: 3 }, owner())).clients).toEqual([]);
    expect((await api.listClients({}, owner())).pageSize).toBe(25);
    const tooBig = await api.listClientsResponse({ pageSize: PAGE_SIZE_MAX + 1 }, owner());
    expect(tooBig.statusCode).toBe(400);
    expect(errorOf(tooBig).message).toMatch(/^querystring\.pageSize: /);
  });

  it('filters by the agent who keeps them', async () => {
    const sales = await userId('sales@wayfarer.test');
    const list = await api.listClients({ agentId: sales, pageSize: PAGE_SIZE_MAX }, owner());
    expect(list.total).toBe(await keptBy('sales@wayfarer.test'));
    expect(list.clients.every((client) => client.agent?.id === sales)).toBe(true);
  });

  it('counts each client\'s confirmed and cancelled bookings', async () => {
    const list = await api.listClients({ pageSize: PAGE_SIZE_MAX }, owner());
    // Pending bookings are not bookings yet.
    const result = (await db().execute(
      sql`select client_id as id, count(*)::int as n from bookings where client_id is not null and status <> 'pending' group by client_id`,
    )) as unknown as { rows: { id: string; n: number }[] };
    const expected = new Map(result.rows.map((row) => [row.id, row.n]));
    for (const client of list.clients) expect(client.bookings).toBe(expected.get(client.id) ?? 0);
  });

  it('refuses bad paging, sorting and ids with a 400 naming them', async () => {
    for (const [query, field] of [
      [{ page: 0 }, 'querystring.page'],
      [{ sort: 'password' }, 'querystring.sort'],
      [{ dir: 'up' }, 'querystring.dir'],
      [{ agentId: '42' }, 'querystring.agentId'],
    ] as const) {
      const res = await api.listClientsResponse(query, owner());
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
    }
    const badId = await api.getClientResponse('42', owner());
    expect(badId.statusCode).toBe(400);
    expect(errorOf(badId).message).toBe('params.clientId: expected a client id');
  });
});
