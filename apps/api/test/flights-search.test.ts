import { apiErrorSchema, ERROR_CODES, journeyKeyLegs } from '@travel/contracts';
import { day } from './bookings-helpers';
import { flightsClient } from './flights-helpers';
import { DB_TIMEOUT_MS, startTestServer, type TestServer } from './helpers';

let server: TestServer;
const client = flightsClient(() => server);
const errorOf = (res: { json(): unknown }) => apiErrorSchema.parse(res.json()).error;

beforeAll(async () => {
  server = await startTestServer();
}, DB_TIMEOUT_MS);
afterAll(() => server.close());

describe('GET /api/flights/search', () => {
  it('finds journeys each way for a return trip, priced per brand in the display currency, best first', async () => {
    const results = await client.search({ from: 'osl', to: 'LHR', depart: day(40), return: day(47), adults: 2, children: 1, infants: 1, currency: 'EUR' });
    expect(results).toMatchObject({ from: { code: 'OSL', city: 'Oslo', countryCode: 'NO', timeZone: 'Europe/Oslo' }, to: { code: 'LHR', city: 'London' }, currency: 'EUR' });
    expect(results.outbound.length).toBeGreaterThan(0);
    expect(results.outbound.length).toBeLessThanOrEqual(40);
    expect(results.outbound[0]).toMatchObject({ stops: 0, segments: [{ from: { code: 'OSL' }, to: { code: 'LHR' } }] });
    expect(results.inbound?.[0]).toMatchObject({ segments: [{ from: { code: 'LHR' } }] });
    for (const journey of results.outbound) expect(journeyKeyLegs(journey.key)[0]!.date).toBe(day(40));
    const [basic, standard, flex] = results.outbound[0]!.fares;
    expect([basic?.brand.brand, standard?.brand.brand, flex?.brand.brand]).toEqual(['basic', 'standard', 'flex']);
    expect(basic!.brand).toMatchObject({ carryOnBags: 1, checkedBags: 0, changes: 'none', refund: 'taxesOnly', currency: 'EUR' });
    expect(standard!.brand).toMatchObject({ checkedBags: 1, checkedBagKg: 23, changes: 'fee', refund: 'fee' });
    expect(flex!.brand).toMatchObject({ checkedBags: 2, changes: 'free', refund: 'full', cancellationFee: 0 });
    expect(basic!.price.totalRate).toBeLessThan(standard!.price.totalRate);
    expect(standard!.price.totalRate).toBeLessThan(flex!.price.totalRate);
    expect(basic!.price.currency).toBe('EUR');
    expect(basic!.seatsLeft).toBe(9);
  });

  it('answers one leg when asked: the outbound journeys, or the flights back, each as the whole search has them', async () => {
    const query = { from: 'OSL', to: 'LHR', depart: day(42), return: day(49), adults: 2 };
    const whole = await client.search(query);
    const outbound = await client.search({ ...query, leg: 'outbound' });
    const back = await client.search({ ...query, leg: 'inbound' });
    expect(outbound).toEqual({ ...whole, inbound: null });
    expect(back).toEqual({ ...whole, outbound: [] });
    expect(whole.inbound?.length).toBeGreaterThan(0);
  });

  it('answers 400 for the flights back of a one-way trip', async () => {
    const res = await client.searchResponse({ from: 'OSL', to: 'LHR', depart: day(42), leg: 'inbound' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toContain('querystring.leg: a one-way trip has no flights back');
  });

  it('answers the same query the same way', async () => {
    const query = { from: 'OSL', to: 'CUZ', depart: day(60), return: day(70) };
    const first = await client.search(query);
    const started = performance.now();
    expect(await client.search(query)).toEqual(first);
    // A two-stop search both ways, the network already built: the time is in the hand-over.
    console.info(`flight search OSL-CUZ return: ${(performance.now() - started).toFixed(0)} ms`);
  });

  it('leaves out journeys whose aircraft lack the cabin: first class only on the long haul', async () => {
    const results = await client.search({ from: 'LHR', to: 'JFK', depart: day(41), cabin: 'first' });
    expect(results.outbound.length).toBeGreaterThan(0);
    for (const journey of results.outbound) expect(journey.fares.map((fare) => fare.brand.brand)).toEqual(['standard', 'flex']);
    expect((await client.search({ from: 'OSL', to: 'BGO', depart: day(41), cabin: 'first' })).outbound).toEqual([]);
  });

  it.each([
    ['an unknown airport', { from: 'XQX', to: 'LHR', depart: day(30) }, 'querystring.from: no airport with the code XQX'],
    ['the same airport', { from: 'OSL', to: 'OSL', depart: day(30) }, 'querystring.to: the origin and the destination are the same airport'],
    ['a past date', { from: 'OSL', to: 'LHR', depart: day(-1) }, 'querystring.depart: the departure date is in the past'],
    ['a return before the outbound', { from: 'OSL', to: 'LHR', depart: day(30), return: day(29) }, 'querystring.return: the return is before the outbound flight'],
    ['more infants than adults', { from: 'OSL', to: 'LHR', depart: day(30), adults: 1, infants: 2 }, "querystring.infants: each infant travels on an adult's lap"],
  ])('answers 400 for %s', async (_, query, message) => {
    const res = await client.searchResponse(query);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: ERROR_CODES.validation });
    expect(errorOf(res).message).toContain(message);
  });

  it('answers 400 for a date over a year ahead', async () => {
    const res = await client.searchResponse({ from: 'OSL', to: 'LHR', depart: day(400) });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toMatch(/^querystring\.depart: /);
  });
});

describe('POST /api/flights/quote', () => {
  it('prices the chosen journeys now, like the search, and says whether passports are needed', async () => {
    const results = await client.search({ from: 'OSL', to: 'LHR', depart: day(42), return: day(44), adults: 2 });
    const [outbound, inbound] = [results.outbound[0]!, results.inbound![0]!];
    const quote = await client.quote({ outbound: outbound.key, inbound: inbound.key, cabin: 'economy', brand: 'standard', passengers: { adults: 2, children: 0, infants: 0 } });

    expect(quote).toMatchObject({
      outbound: { key: outbound.key, segments: outbound.segments },
      inbound: { key: inbound.key },
      brand: { brand: 'standard', cabin: 'economy', refund: 'fee', currency: 'USD' },
      passengers: { adults: 2, children: 0, infants: 0 },
      perPassenger: [{ type: 'adult', count: 2 }],
      bookable: true,
      international: true,
      lastFlightDate: day(44),
      wallet: null,
    });
    expect(quote.charge.totalRate).toBe(outbound.fares[1]!.price.totalRate + inbound.fares[1]!.price.totalRate);
    expect(quote.display).toEqual(quote.charge);
    // Two adults pay twice one adult's fare, to the cent the markup rounds.
    expect(Math.abs(quote.perPassenger[0]!.each.totalRate * 2 - quote.charge.totalRate)).toBeLessThanOrEqual(2);
    const family = await client.quote({ outbound: outbound.key, cabin: 'economy', brand: 'basic', passengers: { adults: 1, children: 1, infants: 1 } });
    const [adult, child, infant] = family.perPassenger.map(({ each }) => each.baseRate);
    expect(family.perPassenger.map(({ type }) => type)).toEqual(['adult', 'child', 'infant']);
    expect(child).toBeLessThan(adult!);
    expect(infant).toBeLessThan(child!);
    const domestic = await client.search({ from: 'OSL', to: 'BGO', depart: day(42) });
    expect((await client.quote({ outbound: domestic.outbound[0]!.key, cabin: 'economy', brand: 'basic', passengers: { adults: 1, children: 0, infants: 0 } })).international).toBe(false);
  });

  it('answers 404 when a key names no flight that day, 400 when its flights do not connect', async () => {
    const missing = await client.quoteResponse({ outbound: `ZZ9999.${day(42)}`, cabin: 'economy', brand: 'flex', passengers: { adults: 1, children: 0, infants: 0 } });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe(`body.outbound: no flight ZZ9999 on ${day(42)}`);
    const [first] = (await client.search({ from: 'OSL', to: 'LHR', depart: day(42) })).outbound;
    const leg = first!.key;
    const apart = await client.quoteResponse({ outbound: `${leg}_${leg}`, cabin: 'economy', brand: 'flex', passengers: { adults: 1, children: 0, infants: 0 } });
    expect(apart.statusCode).toBe(400);
  });
});
