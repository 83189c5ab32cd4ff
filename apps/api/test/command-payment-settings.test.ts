import { eq } from 'drizzle-orm';
import { ACCOUNT_ERROR_CODES, BOOKING_ERROR_CODES, agencyResponseSchema, paymentGatewayResponseSchema, paymentSettingsResponseSchema, type PaymentSettings } from '@travel/contracts';
import { bookings } from '../src/db/schema-bookings';
import { agencyPaymentSettings } from '../src/db/schema-payments';
import { call, tokensFor, withToken } from './accounts-helpers';
import { bookingCount, bookingRequest, bookingsClient, creditsOf, day, GRAND_HOUSE, parseBooking, setCredits, SUNNY, twoAdults, WAYFARER, type Selection } from './bookings-helpers';
import { errorOf } from './command-helpers';
import { DB_TIMEOUT_MS, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let as: (email: string) => Record<string, string>;
let roomId: number;
const hotels = bookingsClient(() => server);
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer();
  const token = await tokensFor(server.app, ['owner@wayfarer.test', 'admin@wayfarer.test', 'sales@wayfarer.test', 'agent@wayfarer.test', 'traveller@wayfarer.test', ['owner@sunny.test', SUNNY]]);
  as = (email) => withToken(token(email));
  roomId = await hotels.roomId(GRAND_HOUSE, 'Standard Double Room');
}, DB_TIMEOUT_MS);
afterAll(() => server.close());

const PAYMENT = '/api/agency/payment';
const get = (headers: Record<string, string> = {}, host = WAYFARER) => call(server.app, PAYMENT, { host, headers });
const put = (headers: Record<string, string>, body: unknown) => call(server.app, PAYMENT, { method: 'PUT', body, headers });
const current = async (host = WAYFARER, email = 'owner@wayfarer.test'): Promise<PaymentSettings> =>
  paymentSettingsResponseSchema.parse((await get(as(email), host)).json()).settings;
const checkoutAnswer = async (host = WAYFARER) => paymentGatewayResponseSchema.parse((await call(server.app, '/api/getCurrentPaymentGateway', { host })).json());

async function change(settings: PaymentSettings): Promise<void> {
  const res = await put(as('owner@wayfarer.test'), settings);
  if (res.statusCode !== 200) throw new Error(`change payment settings: ${res.statusCode} ${res.body}`);
}

const DEFAULTS: PaymentSettings = { gateway: 'stripe', chargeCurrencies: ['USD'], walletOffered: true };

async function travellerBooking(offset: number, payment: { useWallet: boolean }) {
  const selection: Selection = { hotelId: GRAND_HOUSE, roomId, checkIn: day(offset), checkOut: day(offset + 2), rooms: twoAdults() };
  const headers = as('traveller@wayfarer.test');
  const quote = await hotels.quote(selection, headers);
  const request = bookingRequest(selection, quote.charge.totalRate);
  return hotels.book({ ...request, payment: { ...request.payment, ...payment } }, { headers });
}

describe('Payment Settings', () => {
  it("an owner reads the agency's gateway, charge currencies and wallet, with the choices the server has", async () => {
    const res = await get(as('owner@wayfarer.test'));
    expect(res.statusCode).toBe(200);
    const { settings, choices } = paymentSettingsResponseSchema.parse(res.json());
    // Every agency got its row from the migration or the seed: the gateway it named, USD, the wallet on.
    expect(settings).toEqual(DEFAULTS);
    expect(choices.gateways.sort()).toEqual(['demo', 'stripe']);
    expect(choices.currencies.map(({ code }) => code)).toEqual(expect.arrayContaining(['USD', 'EUR', 'NOK']));
    expect(choices.catalogueCurrency).toBe('USD');
    const rows = await db().select().from(agencyPaymentSettings);
    expect(rows.length).toBeGreaterThanOrEqual(6);
  });

  it('a change is what checkouts read at once: the gateway answer, the agency, and the card charged through the new gateway', async () => {
    const changed: PaymentSettings = { gateway: 'demo', chargeCurrencies: ['USD', 'EUR'], walletOffered: true };
    const res = await put(as('admin@wayfarer.test'), changed);
    expect(res.statusCode).toBe(200);
    expect(paymentSettingsResponseSchema.parse(res.json()).settings).toEqual(changed);
    expect(await checkoutAnswer()).toEqual({ CurrentPayment: 'demo', chargeCurrencies: ['USD', 'EUR'], walletOffered: true });
    const agency = agencyResponseSchema.parse((await call(server.app, '/api/agency')).json()).agency;
    expect(agency.currentPaymentGateway).toBe('demo');

    const booked = await travellerBooking(40, { useWallet: false });
    expect(booked.statusCode).toBe(201);
    const [row] = await db().select({ cardGateway: bookings.cardGateway }).from(bookings).where(eq(bookings.reference, parseBooking(booked).reference));
    expect(row?.cardGateway).toBe('demo');
    await change(DEFAULTS);
  });

  it('with the wallet not offered, a booking that asks to use credits is refused and nothing is booked or spent; the checkout learns it', async () => {
    await setCredits(db(), 'traveller@wayfarer.test', 5_000);
    await change({ ...DEFAULTS, walletOffered: false });
    expect((await checkoutAnswer()).walletOffered).toBe(false);
    const before = await bookingCount(db());
    const res = await travellerBooking(44, { useWallet: true });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: BOOKING_ERROR_CODES.walletUnavailable, message: expect.stringMatching(/does not take wallet credits/) });
    expect(await bookingCount(db())).toBe(before);
    expect(await creditsOf(db(), 'traveller@wayfarer.test')).toBe(5_000);
    // A card-only booking still goes through.
    expect((await travellerBooking(46, { useWallet: false })).statusCode).toBe(201);
    await change(DEFAULTS);
    expect((await travellerBooking(48, { useWallet: true })).statusCode).toBe(201);
    expect(await creditsOf(db(), 'traveller@wayfarer.test')).toBe(0);
  });

  it('a card part in a currency the agency does not charge in is refused, naming it, and nothing is booked', async () => {
    await change({ ...DEFAULTS, chargeCurrencies: ['EUR'] });
    const before = await bookingCount(db());
    const res = await travellerBooking(50, { useWallet: false });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toMatch(/does not charge cards in USD \(it charges in EUR\)/);
    expect(await bookingCount(db())).toBe(before);
    await change(DEFAULTS);
  });

  it.each<[string, unknown, RegExp]>([
    ['an unknown gateway', { ...DEFAULTS, gateway: 'paypal' }, /body\.gateway: unknown paypal/],
    ['an unknown currency', { ...DEFAULTS, chargeCurrencies: ['USD', 'XQQ'] }, /body\.chargeCurrencies: unknown XQQ/],
    ['no currency', { ...DEFAULTS, chargeCurrencies: [] }, /charge in at least one currency/],
    ['a currency twice', { ...DEFAULTS, chargeCurrencies: ['USD', 'USD'] }, /each currency once/],
    ['a malformed currency', { ...DEFAULTS, chargeCurrencies: ['usd'] }, /ISO 4217/],
    ['no wallet choice', { gateway: 'demo', chargeCurrencies: ['USD'] }, /walletOffered/],
  ])('%s is refused with a clear message and changes nothing', async (_case, body, message) => {
    const res = await put(as('owner@wayfarer.test'), body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toMatch(message);
    expect(await current()).toEqual(DEFAULTS);
  });

  it('a sales agent, an agent or a traveller is refused (403); a visitor must sign in (401)', async () => {
    for (const email of ['sales@wayfarer.test', 'agent@wayfarer.test', 'traveller@wayfarer.test']) {
      expect((await get(as(email))).statusCode).toBe(403);
      const res = await put(as(email), DEFAULTS);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).code).toBe(ACCOUNT_ERROR_CODES.forbidden);
    }
    expect((await get()).statusCode).toBe(401);
    expect(await current()).toEqual(DEFAULTS);
  });

  it("one agency's owner reads and changes only their own agency's settings", async () => {
    const sunny = { gateway: 'demo', chargeCurrencies: ['USD', 'GBP'], walletOffered: false };
    const res = await call(server.app, PAYMENT, { method: 'PUT', host: SUNNY, body: sunny, headers: as('owner@sunny.test') });
    expect(res.statusCode).toBe(200);
    expect(await current(SUNNY, 'owner@sunny.test')).toEqual(sunny);
    expect(await checkoutAnswer(SUNNY)).toEqual({ CurrentPayment: 'demo', chargeCurrencies: ['USD', 'GBP'], walletOffered: false });
    expect(await current()).toEqual(DEFAULTS);
    expect((await checkoutAnswer()).walletOffered).toBe(true);
    // A wayfarer token on sunny's host is not sunny's owner.
    expect((await get(as('owner@wayfarer.test'), SUNNY)).statusCode).toBe(401);
  });
});
