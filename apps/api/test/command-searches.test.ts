import { and, count, eq, like } from 'drizzle-orm';
import {
  ACCOUNT_ERROR_CODES,
  ERROR_CODES,
  PAGE_SIZE_MAX,
  SEARCH_LIMITS,
  flightSearchResponseSchema,
  hotelSearchResponseSchema,
  markupSimulationSchema,
  searchListSchema,
  type SearchList,
} from '@travel/contracts';
import { agencies } from '../src/db/schema-agencies';
import { catalogueCities } from '../src/db/schema-inventory';
import { agencySearches } from '../src/db/schema-searches';
import { day, SUNNY, twoAdults, WAYFARER } from './bookings-helpers';
import { errorOf, startCommandServer } from './command-helpers';
import { DB_TIMEOUT_MS, type TestServer } from './helpers';

let server: TestServer;
let as: (email: string) => Record<string, string>;
const db = () => server.database.db;

beforeAll(async () => ({ server, as } = await startCommandServer()), DB_TIMEOUT_MS);
afterAll(() => server.close());

const inject = (method: 'GET' | 'POST', url: string, { headers = {}, host = WAYFARER, payload }: { headers?: Record<string, string>; host?: string; payload?: object } = {}) =>
  server.app.inject({ method, url, headers: { host, ...headers }, ...(payload ? { payload } : {}) });

const listResponse = (query: string, headers: Record<string, string>, host = WAYFARER) => inject('GET', `/api/agency/searches${query}`, { headers, host });

async function list(query: string, headers: Record<string, string>, host = WAYFARER): Promise<SearchList> {
  const res = await listResponse(query, headers, host);
  expect(res.statusCode).toBe(200);
  return searchListSchema.parse(res.json());
}

async function searchesOf(subdomain: string): Promise<number> {
  const [row] = await db().select({ n: count() }).from(agencySearches).innerJoin(agencies, eq(agencies.id, agencySearches.agencyId)).where(eq(agencies.subdomain, subdomain));
  return row?.n ?? 0;
}

/** The recording runs after the answer: waits (bounded) until the agency's searches reach `n`. */
async function untilRecorded(subdomain: string, n: number): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    if ((await searchesOf(subdomain)) >= n) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${subdomain} never had ${n} searches`);
}

async function cityId(name: string): Promise<number> {
  const [city] = await db().select({ id: catalogueCities.id }).from(catalogueCities).where(like(catalogueCities.name, `${name}%`)).limit(1);
  if (!city) throw new Error(`no city ${name}`);
  return city.id;
}

describe("the agency's recent searches", () => {
  it("lists Wayfarer's seeded month of searches newest first, with the top destinations of each service", async () => {
    const page = await list('?pageSize=10', as('owner@wayfarer.test'));
    expect(page).toMatchObject({ page: 1, pageSize: 10 });
    expect(page.total).toBeGreaterThan(200);
    expect(page.searches).toHaveLength(10);
    const times = page.searches.map((search) => search.searchedAt);
    expect([...times].sort().reverse()).toEqual(times);
    for (const search of page.searches) {
      expect(search.path).toMatch(search.service === 'hotels' ? /^\/booknow\/hotels\/search-details\?cityId=\d+&place=/ : /^\/booknow\/flights\/search-details\?from=[A-Z]{3}&to=[A-Z]{3}&depart=/);
      if (search.lowest) expect(search.lowest.traveller).toBeGreaterThan(search.lowest.wholesale ?? Infinity);
    }

    for (const service of ['hotels', 'flights'] as const) {
      const top = page.topDestinations.filter((row) => row.service === service);
      expect(top.length).toBeGreaterThan(0);
      expect(top.length).toBeLessThanOrEqual(SEARCH_LIMITS.topDestinations);
      const counts = top.map((row) => row.searches);
      expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    }
    expect(page.topDestinations.find((row) => row.service === 'flights')?.destination).toMatch(/^[A-Z]{3} → [A-Z]{3}$/);
  });

  it('filters by service and pages within bounds', async () => {
    const hotels = await list('?service=hotels&pageSize=100', as('agent@wayfarer.test'));
    expect(hotels.searches.every((search) => search.service === 'hotels')).toBe(true);
    const all = await list('?pageSize=100', as('agent@wayfarer.test'));
    expect(hotels.total).toBeLessThan(all.total);
    const second = await list('?page=2&pageSize=5', as('agent@wayfarer.test'));
    const first = await list('?pageSize=10', as('agent@wayfarer.test'));
    expect(second.searches.map((search) => search.id)).toEqual(first.searches.slice(5).map((search) => search.id));
    const past = await list('?page=1000', as('agent@wayfarer.test'));
    expect(past).toMatchObject({ page: 1000, searches: [] });

    for (const query of [`?pageSize=${PAGE_SIZE_MAX + 1}`, '?page=0', '?service=cruise', '?pageSize=ten']) {
      const res = await listResponse(query, as('owner@wayfarer.test'));
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).code).toBe(ERROR_CODES.validation);
    }
  });

  it('shows the wholesale only to agents who may see it (SPEC 1, 6)', async () => {
    const restricted = await list('?pageSize=50', as('restricted@wayfarer.test'));
    const priced = restricted.searches.filter((search) => search.lowest);
    expect(priced.length).toBeGreaterThan(0);
    expect(priced.every((search) => search.lowest?.wholesale === undefined)).toBe(true);
    const sales = await list('?pageSize=50', as('sales@wayfarer.test'));
    expect(sales.searches.filter((search) => search.lowest).every((search) => search.lowest?.wholesale !== undefined)).toBe(true);
  });

  it('refuses a visitor (401) and a traveller (403)', async () => {
    const anonymous = await listResponse('', {});
    expect(anonymous.statusCode).toBe(401);
    const traveller = await listResponse('', as('traveller@wayfarer.test'));
    expect(traveller.statusCode).toBe(403);
    expect(errorOf(traveller).code).toBe(ACCOUNT_ERROR_CODES.forbidden);
  });
});

describe('recording the searches the site answers', () => {
  it("records a hotel search once (not its pages or filters), for its agency only, with the cheapest price's net", async () => {
    const before = { sunny: await searchesOf('sunny'), wayfarer: await searchesOf('wayfarer') };
    const body = { destination: { cityId: await cityId('New York') }, checkIn: day(200), checkOut: day(203), rooms: twoAdults(1), pageSize: 50 };
    const res = await inject('POST', '/api/hotels/search', { host: SUNNY, payload: body });
    expect(res.statusCode).toBe(200);
    const answer = hotelSearchResponseSchema.parse(res.json());
    const cheapest = Math.min(...answer.results.map((result) => result.rates.totalRate));
    await untilRecorded('sunny', before.sunny + 1);

    // The same search again, its second page and a filter: the same search, not new ones.
    await inject('POST', '/api/hotels/search', { host: SUNNY, payload: body });
    await inject('POST', '/api/hotels/search', { host: SUNNY, payload: { ...body, page: 2, pageSize: 5 } });
    await inject('POST', '/api/hotels/search', { host: SUNNY, payload: { ...body, filters: { stars: [5] } } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await searchesOf('sunny')).toBe(before.sunny + 1);
    expect(await searchesOf('wayfarer')).toBe(before.wayfarer);

    const [recorded] = (await list('?service=hotels', as('owner@sunny.test'), SUNNY)).searches;
    expect(recorded).toMatchObject({
      service: 'hotels',
      destination: expect.stringMatching(/^New York/),
      trip: { start: day(200), end: day(203), travellers: 2, rooms: 1 },
      lowest: { currency: 'USD', traveller: cheapest },
    });
    expect(recorded?.path).toBe(`/booknow/hotels/search-details?cityId=${body.destination.cityId}&place=${encodeURIComponent(recorded?.destination ?? '').replace(/%20/g, '+')}&checkIn=${day(200)}&checkOut=${day(203)}&rooms=2`);
    expect(recorded?.lowest?.wholesale).toBeLessThan(cheapest);

    // Wayfarer's agents never see it.
    const wayfarer = await list('?pageSize=100', as('owner@wayfarer.test'));
    expect(wayfarer.searches.map((search) => search.id)).not.toContain(recorded?.id);
  });

  it('records a flight search with the cheapest fare out and back, and who searched', async () => {
    const before = await searchesOf('sunny');
    const query = `from=JFK&to=LHR&depart=${day(150)}&return=${day(157)}&adults=2&children=0&infants=0&cabin=economy`;
    const res = await inject('GET', `/api/flights/search?${query}`, { host: SUNNY, headers: as('owner@sunny.test') });
    expect(res.statusCode).toBe(200);
    const answer = flightSearchResponseSchema.parse(res.json());
    const cheapest = (journeys: typeof answer.outbound) => Math.min(...journeys.flatMap((journey) => journey.fares.map((fare) => fare.price.totalRate)));
    await untilRecorded('sunny', before + 1);

    const [recorded] = (await list('?service=flights', as('owner@sunny.test'), SUNNY)).searches;
    expect(recorded).toMatchObject({
      service: 'flights',
      destination: 'JFK → LHR',
      path: `/booknow/flights/search-details?${query}`,
      trip: { start: day(150), end: day(157), travellers: 2 },
      lowest: { currency: 'USD', traveller: cheapest(answer.outbound) + cheapest(answer.inbound ?? []) },
    });
    const [row] = await db().select({ userId: agencySearches.userId }).from(agencySearches).where(and(eq(agencySearches.id, recorded?.id ?? '')));
    expect(row?.userId).not.toBeNull();
  });

  it('records a search asked leg by leg, as the results page asks it, once, with the cheapest whole trip', async () => {
    const query = `from=JFK&to=LHR&depart=${day(151)}&return=${day(158)}&adults=1&children=0&infants=0&cabin=economy`;
    const first = await searchesOf('sunny');
    const whole = flightSearchResponseSchema.parse((await inject('GET', `/api/flights/search?${query}`, { host: SUNNY })).json());
    await untilRecorded('sunny', first + 1);
    const before = first + 1;
    // The flights back first: were that call logged, it would be by the time the outbound's is.
    for (const leg of ['inbound', 'outbound']) expect((await inject('GET', `/api/flights/search?${query}&leg=${leg}`, { host: SUNNY, headers: as('owner@sunny.test') })).statusCode).toBe(200);
    await untilRecorded('sunny', before + 1);
    const cheapest = (journeys: typeof whole.outbound) => Math.min(...journeys.flatMap((journey) => journey.fares.map((fare) => fare.price.totalRate)));
    const [recorded] = (await list('?service=flights', as('owner@sunny.test'), SUNNY)).searches;
    expect(recorded).toMatchObject({ path: `/booknow/flights/search-details?${query}`, lowest: { traveller: cheapest(whole.outbound) + cheapest(whole.inbound ?? []) } });
    expect(await searchesOf('sunny')).toBe(before + 1);
  });
});

describe('the markup simulator samples', () => {
  it("answers an owner the latest priced searches of each service, the agency's own", async () => {
    const res = await inject('GET', '/api/agency/markup-simulation', { headers: as('owner@wayfarer.test') });
    expect(res.statusCode).toBe(200);
    const { samples } = markupSimulationSchema.parse(res.json());
    for (const service of ['hotels', 'flights'] as const) {
      const mine = samples.filter((sample) => sample.service === service);
      expect(mine).toHaveLength(SEARCH_LIMITS.simulatorSamples);
      expect(mine.every((sample) => sample.wholesale > 0 && sample.currency === 'USD')).toBe(true);
    }
    const sunny = markupSimulationSchema.parse((await inject('GET', '/api/agency/markup-simulation', { host: SUNNY, headers: as('owner@sunny.test') })).json());
    expect(sunny.samples.map((sample) => sample.destination).sort()).toEqual(expect.arrayContaining(['JFK → LHR']));
    expect(sunny.samples.every((sample) => !samples.some((other) => other === sample))).toBe(true);
  });

  it('is for those who set the markups: 403 for a sales agent, 401 for a visitor', async () => {
    const sales = await inject('GET', '/api/agency/markup-simulation', { headers: as('sales@wayfarer.test') });
    expect(sales.statusCode).toBe(403);
    expect(errorOf(sales).code).toBe(ACCOUNT_ERROR_CODES.forbidden);
    expect((await inject('GET', '/api/agency/markup-simulation')).statusCode).toBe(401);
  });
});
