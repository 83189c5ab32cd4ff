import { ACCOUNT_ERROR_CODES, COMMAND_ERROR_CODES, receivedGrantsSchema, walletGrantListSchema, walletGrantSchema, type Client } from '@travel/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema-agencies';
import { tokensFor, withToken } from './accounts-helpers';
import { creditsOf, SUNNY } from './bookings-helpers';
import { clientInput, commandClient, errorOf } from './command-helpers';
import { DB_TIMEOUT_MS, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let as: (email: string) => Record<string, string>;
let tara: Client;
let noAccount: Client;
let salesClient: Client;
let sunnyClient: Client;
const api = commandClient(() => server);
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer();
  const token = await tokensFor(server.app, ['owner@wayfarer.test', 'admin@wayfarer.test', 'sales@wayfarer.test', 'traveller@wayfarer.test', 'plain@wayfarer.test', ['owner@sunny.test', SUNNY]]);
  as = (email) => withToken(token(email));
  // Tara Quinn's account (traveller@wayfarer.test) is also a client of the agency.
  tara = await api.createClient(clientInput({ firstName: 'Tara', lastName: 'Quinn', email: 'traveller@wayfarer.test' }), as('sales@wayfarer.test'));
  noAccount = await api.createClient(clientInput(), as('owner@wayfarer.test'));
  salesClient = await api.createClient(clientInput({ email: 'plain@wayfarer.test' }), as('sales@wayfarer.test'));
  sunnyClient = await api.createClient(clientInput(), as('owner@sunny.test'), SUNNY);
}, DB_TIMEOUT_MS);
afterAll(() => server.close());

const grant = (clientId: string, body: unknown, headers: Record<string, string>, host?: string) =>
  api.inject('POST', `/api/agency/clients/${clientId}/wallet-grants`, headers, body, host);
const ledger = (headers: Record<string, string>, query = '', host?: string) => api.inject('GET', `/api/agency/wallet-grants${query}`, headers, undefined, host);

describe('wallet grants', () => {
  it("an owner grants credits: the client's wallet holds them, with the reason the traveller reads", async () => {
    const before = await creditsOf(db(), 'traveller@wayfarer.test');
    const res = await grant(tara.id, { amount: 2_500, reason: '  Sorry for the delayed transfer  ' }, as('owner@wayfarer.test'));
    expect(res.statusCode).toBe(201);
    const granted = walletGrantSchema.parse(res.json());
    expect(granted).toMatchObject({ amount: 2_500, currency: 'USD', reason: 'Sorry for the delayed transfer', account: { name: 'Tara Quinn', email: 'traveller@wayfarer.test' }, clientId: tara.id });
    expect(granted.grantedBy).toMatch(/\S+ \S+/);
    expect(await creditsOf(db(), 'traveller@wayfarer.test')).toBe(before + 2_500);

    const mine = receivedGrantsSchema.parse((await api.inject('GET', '/api/user/wallet/grants', as('traveller@wayfarer.test'))).json());
    expect(mine.grants[0]).toMatchObject({ id: granted.id, amount: 2_500, currency: 'USD', reason: 'Sorry for the delayed transfer' });
  });

  it("an amount in another currency is converted to the wallet's, and an account without the wallet gets it turned on", async () => {
    const res = await grant(salesClient.id, { amount: 1_000, currency: 'EUR', reason: 'Welcome gift' }, as('admin@wayfarer.test'));
    expect(res.statusCode).toBe(201);
    const granted = walletGrantSchema.parse(res.json());
    expect(granted.currency).toBe('USD');
    expect(granted.amount).toBeGreaterThan(1_000);
    const [plain] = await db().select({ wallet: users.isRewardWalletEnable }).from(users).where(eq(users.email, 'plain@wayfarer.test'));
    expect(plain?.wallet).toBe(true);
    expect(await creditsOf(db(), 'plain@wayfarer.test')).toBe(granted.amount);
  });

  it('a client without an account is a 409 with a clear message, and nothing is credited', async () => {
    const res = await grant(noAccount.id, { amount: 500, reason: 'Loyalty' }, as('owner@wayfarer.test'));
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({ code: COMMAND_ERROR_CODES.clientHasNoAccount, message: expect.stringMatching(/^This client has no account yet/) });
  });

  it.each<[string, unknown, RegExp]>([
    ['no amount', { reason: 'x' }, /amount/],
    ['a zero amount', { amount: 0, reason: 'x' }, /above zero/],
    ['a negative amount', { amount: -100, reason: 'x' }, /above zero/],
    ['a fraction of a minor unit', { amount: 10.5, reason: 'x' }, /whole minor units/],
    ['too much', { amount: 10_000_01, reason: 'x' }, /at most 10,000.00/],
    ['no reason', { amount: 100, reason: '   ' }, /say why/],
    ['an unknown currency', { amount: 100, currency: 'XQQ', reason: 'x' }, /body\.currency: unknown XQQ/],
  ])('%s is refused (400) and nothing is credited', async (_case, body, message) => {
    const before = await creditsOf(db(), 'traveller@wayfarer.test');
    const res = await grant(tara.id, body, as('owner@wayfarer.test'));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toMatch(message);
    expect(await creditsOf(db(), 'traveller@wayfarer.test')).toBe(before);
  });

  it('a sales agent (even for their own client) or a traveller is refused (403); another agency, or an unknown client, is a 404', async () => {
    const before = await creditsOf(db(), 'traveller@wayfarer.test');
    const sales = await grant(tara.id, { amount: 100, reason: 'x' }, as('sales@wayfarer.test'));
    expect(sales.statusCode).toBe(403);
    expect(errorOf(sales).code).toBe(ACCOUNT_ERROR_CODES.forbidden);
    expect((await grant(tara.id, { amount: 100, reason: 'x' }, as('traveller@wayfarer.test'))).statusCode).toBe(403);
    expect((await ledger(as('sales@wayfarer.test'))).statusCode).toBe(403);
    const other = await grant(sunnyClient.id, { amount: 100, reason: 'x' }, as('owner@wayfarer.test'));
    expect(other.statusCode).toBe(404);
    expect(errorOf(other).code).toBe(COMMAND_ERROR_CODES.clientNotFound);
    expect((await grant('00000000-0000-4000-8000-000000000000', { amount: 100, reason: 'x' }, as('owner@wayfarer.test'))).statusCode).toBe(404);
    expect((await grant(tara.id, { amount: 100, reason: 'x' }, {})).statusCode).toBe(401);
    expect(await creditsOf(db(), 'traveller@wayfarer.test')).toBe(before);
  });

  it("the agency's ledger lists its grants newest first, paged, and only its own", async () => {
    const first = walletGrantListSchema.parse((await ledger(as('owner@wayfarer.test'), '?pageSize=1')).json());
    expect(first).toMatchObject({ page: 1, pageSize: 1, total: 2 });
    expect(first.grants.map(({ reason }) => reason)).toEqual(['Welcome gift']);
    const second = walletGrantListSchema.parse((await ledger(as('admin@wayfarer.test'), '?pageSize=1&page=2')).json());
    expect(second.grants.map(({ reason }) => reason)).toEqual(['Sorry for the delayed transfer']);
    expect((await ledger(as('owner@wayfarer.test'), '?pageSize=0')).statusCode).toBe(400);
    const sunny = walletGrantListSchema.parse((await ledger(as('owner@sunny.test'), '', SUNNY)).json());
    expect(sunny).toMatchObject({ total: 0, grants: [] });
  });
});
