import { eq } from 'drizzle-orm';
import { ACCOUNT_ERROR_CODES, BOOKING_ERROR_CODES, COMMAND_ERROR_CODES, SUBSCRIPTION_PLAN, TEST_CARDS, agencyResponseSchema, subscriptionResponseSchema } from '@travel/contracts';
import { agencySubscriptions } from '../src/db/schema-payments';
import { call, tokensFor, withToken } from './accounts-helpers';
import { SUNNY, WAYFARER } from './bookings-helpers';
import { errorOf } from './command-helpers';
import { DB_TIMEOUT_MS, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let as: (email: string) => Record<string, string>;
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer();
  const token = await tokensFor(server.app, ['owner@wayfarer.test', 'sales@wayfarer.test', ['owner@sunny.test', SUNNY], ['traveller@sunny.test', SUNNY]]);
  as = (email) => withToken(token(email));
}, DB_TIMEOUT_MS);
afterAll(() => server.close());

const SUBSCRIPTION = '/api/agency/subscription';
const expiry = `12/${String((new Date().getUTCFullYear() + 2) % 100)}`;
const card = (number: string = TEST_CARDS.approve) => ({ number, expiry, cvc: '123', holderName: 'Sofia Martinez' });
const subscribe = (headers: Record<string, string>, body: unknown, host = SUNNY) => call(server.app, SUBSCRIPTION, { method: 'POST', host, headers, body });
const read = (headers: Record<string, string>, host = SUNNY) => call(server.app, SUBSCRIPTION, { host, headers });
const sunnyAgency = async () => agencyResponseSchema.parse((await call(server.app, '/api/agency', { host: SUNNY })).json()).agency;
const sunnyRows = async () => db().select().from(agencySubscriptions).where(eq(agencySubscriptions.agencyId, (await sunnyAgency()).id));

describe('Subscription', () => {
  it("an unsubscribed agency's owner sees the plan, its price and no subscription", async () => {
    const res = await read(as('owner@sunny.test'));
    expect(res.statusCode).toBe(200);
    const answer = subscriptionResponseSchema.parse(res.json());
    expect(answer).toMatchObject({ plan: SUBSCRIPTION_PLAN, status: 'none', startedAt: null });
    expect(answer.agency.isSubscribed).toBe(false);
  });

  it('a declined card says so clearly and changes nothing', async () => {
    const res = await subscribe(as('owner@sunny.test'), { card: card(TEST_CARDS.decline) });
    expect(res.statusCode).toBe(402);
    expect(errorOf(res)).toEqual({ code: BOOKING_ERROR_CODES.cardDeclined, message: 'The card was declined. Nothing was charged and the agency is not subscribed.' });
    expect((await sunnyAgency()).isSubscribed).toBe(false);
    expect(await sunnyRows()).toEqual([]);
  });

  it.each<[string, unknown, RegExp]>([
    ['no card', {}, /card/],
    ['a card number that fails its check digit', { card: card('4242424242424241') }, /not a valid card number/],
    ['an expired card', { card: { ...card(), expiry: '01/20' } }, /card has expired/],
    ['a malformed CVC', { card: { ...card(), cvc: '12' } }, /3 or 4 digits/],
  ])('%s is refused (400) and nothing changes', async (_case, body, message) => {
    const res = await subscribe(as('owner@sunny.test'), body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toMatch(message);
    expect((await sunnyAgency()).isSubscribed).toBe(false);
  });

  it('a traveller or a sales agent may not subscribe (403), a visitor must sign in (401)', async () => {
    const traveller = await subscribe(as('traveller@sunny.test'), { card: card() });
    expect(traveller.statusCode).toBe(403);
    expect(errorOf(traveller).code).toBe(ACCOUNT_ERROR_CODES.forbidden);
    expect((await read(as('sales@wayfarer.test'), WAYFARER)).statusCode).toBe(403);
    expect((await subscribe(as('sales@wayfarer.test'), { card: card() }, WAYFARER)).statusCode).toBe(403);
    expect((await subscribe({}, { card: card() })).statusCode).toBe(401);
    // Another agency's owner is not signed in here.
    expect((await subscribe(as('owner@wayfarer.test'), { card: card() })).statusCode).toBe(401);
    expect((await sunnyAgency()).isSubscribed).toBe(false);
  });

  it('the owner subscribes with a card: charged once, recorded, and the agency (its logo rule) follows at once', async () => {
    const res = await subscribe(as('owner@sunny.test'), { card: card() });
    expect(res.statusCode).toBe(200);
    const answer = subscriptionResponseSchema.parse(res.json());
    expect(answer.status).toBe('active');
    expect(answer.startedAt).not.toBeNull();
    expect(answer.agency.isSubscribed).toBe(true);
    expect((await sunnyAgency()).isSubscribed).toBe(true);
    const rows = await sunnyRows();
    expect(rows).toEqual([expect.objectContaining({ plan: SUBSCRIPTION_PLAN.id, status: 'active', gateway: 'demo', amount: SUBSCRIPTION_PLAN.amount, currency: 'USD' })]);
    expect(rows[0]?.chargeReference).toMatch(/^ch_demo_/);
    expect(subscriptionResponseSchema.parse((await read(as('owner@sunny.test'))).json()).status).toBe('active');
  });

  it('a subscribed agency is not charged again (409)', async () => {
    const again = await subscribe(as('owner@sunny.test'), { card: card() });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe(COMMAND_ERROR_CODES.alreadySubscribed);
    const wayfarer = await subscribe(as('owner@wayfarer.test'), { card: card() }, WAYFARER);
    expect(wayfarer.statusCode).toBe(409);
    expect(await sunnyRows()).toHaveLength(1);
  });
});
