import {
  apiErrorSchema,
  countriesResponseSchema,
  currenciesResponseSchema,
  languagesResponseSchema,
  navigationsResponseSchema,
  productSettingsResponseSchema,
  shipLinesResponseSchema,
  type ProductSettings,
} from '@travel/contracts';
import { call, tokensFor, withToken } from './accounts-helpers';
import { DB_TIMEOUT_MS, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let token: (email: string) => string;
beforeAll(async () => {
  server = await startTestServer();
  token = await tokensFor(server.app, ['owner@wayfarer.test', 'admin@wayfarer.test', 'sales@wayfarer.test', 'agent@wayfarer.test', 'traveller@wayfarer.test', ['owner@sunny.test', 'sunny.localhost']]);
}, DB_TIMEOUT_MS);
afterAll(() => server.close());

const PRODUCT = '/api/agency/product';
const owner = () => token('owner@wayfarer.test');
const get = (bearer: string | null, host = 'wayfarer.localhost') => call(server.app, PRODUCT, { host, ...(bearer ? { headers: withToken(bearer) } : {}) });
const put = (bearer: string | null, body: unknown) => call(server.app, PRODUCT, { method: 'PUT', body, ...(bearer ? { headers: withToken(bearer) } : {}) });
const current = async (): Promise<ProductSettings> => productSettingsResponseSchema.parse((await get(owner())).json()).settings;
const fetchJson = async (path: string) => (await call(server.app, path)).json();

test("an owner reads the agency's product settings and everything it could offer", async () => {
  const res = await get(owner());
  expect(res.statusCode).toBe(200);
  const { settings, choices, agency } = productSettingsResponseSchema.parse(res.json());
  expect(settings.services.map(({ title }) => title)).toEqual(['Hotels', 'Air Travel', 'Resorts', 'Cars', 'Activities', 'Cruise']);
  expect(settings.services.every(({ active }) => active)).toBe(true);
  expect(settings.languages[0]).toBe(settings.defaultLanguage);
  expect(settings.currencies).toContain(settings.defaultCurrency);
  expect(choices.languages.map(({ code }) => code)).toEqual(['en', 'pt', 'es', 'da', 'no', 'de', 'ar', 'fr', 'sv']);
  expect(choices.currencies.length).toBeGreaterThan(settings.currencies.length - 1);
  expect(choices.cruiseLines.length).toBeGreaterThan(0);
  expect(choices.countries.length).toBeGreaterThan(100);
  expect(agency.subdomain).toBe('wayfarer');
});

test('a change is what the whole site reads at once: nav, languages, currencies, countries, cruise lines', async () => {
  const before = await current();
  const changed: ProductSettings = {
    services: before.services.map((service) => (service.title === 'Cars' ? { ...service, active: false } : service)),
    cruiseLines: before.cruiseLines.slice(0, 1),
    currencies: ['EUR', 'USD', 'NOK'],
    defaultCurrency: 'EUR',
    countries: ['NO', 'SE', 'DK'],
    languages: ['en', 'no', 'sv'],
    defaultLanguage: 'no',
  };
  const res = await put(token('admin@wayfarer.test'), changed);
  expect(res.statusCode).toBe(200);
  const answered = productSettingsResponseSchema.parse(res.json());
  expect(answered.settings).toEqual({ ...changed, languages: ['no', 'en', 'sv'] });
  expect(answered.agency.bookingMenuItemOptions).toContainEqual({ title: 'Cars', active: false });
  expect(answered.agency.languages).toEqual(['no', 'en', 'sv']);
  expect(answered.agency.defaultCurrency).toBe('EUR');

  const nav = navigationsResponseSchema.parse(await fetchJson('/api/agency/navigations')).agencyNavigation.map(({ label }) => label);
  expect(nav).not.toContain('Cars');
  expect(nav).toContain('Hotels');
  expect(languagesResponseSchema.parse(await fetchJson('/api/agency/languages')).languages.map(({ code }) => code)).toEqual(['no', 'en', 'sv']);
  expect(currenciesResponseSchema.parse(await fetchJson('/api/admin/country/enableCurrencies')).data.map(({ currency }) => currency)).toEqual(['EUR', 'USD', 'NOK']);
  expect(countriesResponseSchema.parse(await fetchJson('/api/admin/country/enable')).data.map(({ code }) => code).sort()).toEqual(['DK', 'NO', 'SE']);
  expect(shipLinesResponseSchema.parse(await fetchJson('/api/cruise/ship-lines')).data.map(({ id }) => id)).toEqual(changed.cruiseLines);

  expect((await put(owner(), before)).statusCode).toBe(200);
  expect(await current()).toEqual(before);
});

test.each<[string, (s: ProductSettings) => unknown, RegExp]>([
  ['every service off', (s) => ({ ...s, services: s.services.map((service) => ({ ...service, active: false })) }), /keep at least one service active/],
  ['a service missing', (s) => ({ ...s, services: s.services.slice(1) }), /each of the 6 services once/],
  ['no currency', (s) => ({ ...s, currencies: [] }), /offer at least one currency/],
  ['a default currency not offered', (s) => ({ ...s, currencies: ['USD'], defaultCurrency: 'EUR' }), /default currency must be one of the currencies offered/],
  ['a default language not offered', (s) => ({ ...s, languages: ['en'], defaultLanguage: 'ar' }), /default language must be one of the languages offered/],
  ['an unknown currency', (s) => ({ ...s, currencies: ['USD', 'XQQ'], defaultCurrency: 'USD' }), /body\.currencies: unknown XQQ/],
  ['an unknown country', (s) => ({ ...s, countries: ['NO', 'QQ'] }), /body\.countries: unknown QQ/],
  ['an unknown cruise line', (s) => ({ ...s, cruiseLines: ['no-such-line'] }), /body\.cruiseLines: unknown no-such-line/],
  ['a language twice', (s) => ({ ...s, languages: ['en', 'en'], defaultLanguage: 'en' }), /each language once/],
])('%s is refused with a clear message and changes nothing', async (_case, edit, message) => {
  const before = await current();
  const res = await put(owner(), edit(before));
  expect(res.statusCode).toBe(400);
  expect(apiErrorSchema.parse(res.json()).error.message).toMatch(message);
  expect(await current()).toEqual(before);
});

test('a sales agent or an agent is refused (403), a traveller too, and a visitor must sign in (401)', async () => {
  for (const email of ['sales@wayfarer.test', 'agent@wayfarer.test', 'traveller@wayfarer.test']) {
    expect((await get(token(email))).statusCode).toBe(403);
    expect((await put(token(email), await current())).statusCode).toBe(403);
  }
  expect((await get(null)).statusCode).toBe(401);
});

test("one agency's owner reads and changes only their own agency", async () => {
  const sunny = productSettingsResponseSchema.parse((await get(token('owner@sunny.test'), 'sunny.localhost')).json());
  expect(sunny.agency.subdomain).toBe('sunny');
  expect(sunny.settings.services.filter(({ active }) => active).map(({ title }) => title)).toEqual(['Hotels', 'Activities', 'Cruise']);
  // A wayfarer token on sunny's host is not sunny's owner.
  expect((await get(owner(), 'sunny.localhost')).statusCode).toBe(401);
});
