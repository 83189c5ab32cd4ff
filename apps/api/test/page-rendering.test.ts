import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGE_STATE_ELEMENT_ID, REMOTE_NAMES, REMOTE_PAGE_STYLES_FILE, STARTUP_ASSETS_FILE, TIME_ZONE_COOKIE, calendarDayIn, type RemoteName } from '@travel/contracts';
import { wayfarer } from '../src/seed/agencies/wayfarer';
import { styleHash } from '../src/web/csp';
import { serverEntryFile } from '../src/web/page-renderer';
import { tokenFor } from './accounts-helpers';
import { DB_TIMEOUT_MS, startTestServer, type TestServer } from './helpers';

const repo = path.join(__dirname, '..', '..', '..');

/**
 * A remote's server build made of its source: a container as webpack makes one, whose exposed
 * modules jest compiles (mocks/source-federation-runtime.ts loads it).
 */
function remoteSourceContainer(name: RemoteName): string {
  const exposes = { './App': 'src/App.tsx', './SearchForm': 'src/exposes/SearchForm.tsx' };
  const files = Object.fromEntries(Object.entries(exposes).map(([module, file]) => [module, path.join(repo, 'apps', name, file)]));
  return `const files = ${JSON.stringify(files)};
const { existsSync } = require('node:fs');
module.exports = { get: async (module) => { if (!existsSync(files[module])) throw new Error('no ' + module); return () => require(files[module]); } };`;
}

/**
 * A build whose server entries are the shell's and the remotes' sources (jest compiles them as
 * the build would), with the real page template and translations: the server renders exactly
 * what the shell and its remotes render.
 */
function sourceBuild(serverEntry: string, remotes: readonly RemoteName[] = REMOTE_NAMES): string {
  const staticRoot = mkdtempSync(path.join(os.tmpdir(), 'travel-ssr-'));
  mkdirSync(path.join(staticRoot, 'shell'), { recursive: true });
  copyFileSync(path.join(repo, 'public', 'index.html'), path.join(staticRoot, 'shell', 'index.html'));
  symlinkSync(path.join(repo, 'public', 'locales'), path.join(staticRoot, 'shell', 'locales'));
  mkdirSync(path.dirname(serverEntryFile(staticRoot)), { recursive: true });
  writeFileSync(serverEntryFile(staticRoot), serverEntry);
  for (const name of remotes) {
    mkdirSync(path.join(staticRoot, 'server', name));
    writeFileSync(path.join(staticRoot, 'server', name, 'remoteEntry.js'), remoteSourceContainer(name));
    mkdirSync(path.join(staticRoot, name));
    const styles = { App: `page-styles-App.${name}.css`, 'App/results': `page-styles-App-results.${name}.css` };
    writeFileSync(path.join(staticRoot, name, REMOTE_PAGE_STYLES_FILE), JSON.stringify(styles));
  }
  writeFileSync(path.join(staticRoot, 'shell', STARTUP_ASSETS_FILE), JSON.stringify({ scripts: ['/bootstrap.4e5f6a7b.js'], styles: ['/bootstrap.8c9d0e1f.css'] }));
  return staticRoot;
}

const SHELL_SOURCE_ENTRY = `module.exports = require(${JSON.stringify(path.join(repo, 'apps/shell/src/server/render.tsx'))});`;

/** Scripts other than JSON data blocks: the CSP forbids inline script, so a rendered page may have none. */
const inlineScripts = (html: string) => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes, body]) => !/type="application\/json"/.test(attributes ?? '') && body !== '');

/** The page's #root content. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf(`id="${PAGE_STATE_ELEMENT_ID}"`));

/** The stylesheets the page's head links, in order. */
const stylesheetsOf = (html: string) => [...html.slice(0, html.indexOf('</head>')).matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map(([, href]) => href);

interface Handover {
  travelApi: { queries: Record<string, { status: string; data?: unknown }> };
  auth: { status: string };
  calendarDay: string | null;
  renderedModules: string[];
  failedRemotes: string[];
}

function handoverOf(html: string): Handover {
  const match = new RegExp(`<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">(.*?)</script>`).exec(html);
  if (!match?.[1]) throw new Error('the page carries no handover');
  return JSON.parse(match[1]) as Handover;
}

/** The answer the page was rendered with for `endpoint`'s call (its only one). */
function answerOf<T>(html: string, endpoint: string): T {
  const queries = Object.entries(handoverOf(html).travelApi.queries).filter(([key]) => key.startsWith(`${endpoint}(`));
  expect(queries.map(([, query]) => query.status)).toEqual(['fulfilled']);
  return queries[0]?.[1].data as T;
}

/** A calendar day `days` from now (UTC), as the pages' URLs carry them. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Text as React writes it into HTML. */
const inHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

describe('pages rendered on the server', () => {
  let staticRoot: string;
  let server: TestServer;

  beforeAll(async () => {
    staticRoot = sourceBuild(SHELL_SOURCE_ENTRY);
    server = await startTestServer({ staticRoot });
  }, DB_TIMEOUT_MS);
  afterAll(async () => {
    await server.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  const page = (url: string, cookies: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers: { host: 'wayfarer.localhost' }, cookies });

  it('sends the FAQ with its questions in the HTML, and the answers it used to the browser', async () => {
    const res = await page('/faqs');
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    for (const { question } of wayfarer.settings.faq.questions) expect(root).toContain(question.replace(/"/g, '&quot;'));
    expect(root).toContain(wayfarer.settings.faq.headerMessage);
    expect(res.body).toContain('<html lang="en" dir="ltr"');
    expect(handoverOf(res.body).travelApi.queries['faqs(undefined)']?.status).toBe('fulfilled');
  });

  it('renders in the language of the pll_language cookie, right to left for Arabic', async () => {
    const res = await page('/faqs', { pll_language: 'ar' });
    expect(res.body).toContain('<html lang="ar" dir="rtl"');
    const root = rootOf(res.body);
    expect(root).toContain('الانتقال إلى المحتوى');
    for (const { question } of wayfarer.settings.faq.questions) expect(root).toContain(question.replace(/"/g, '&quot;'));
  });

  it('renders in the language of the lng query', async () => {
    const res = await page('/about?lng=ar');
    expect(res.body).toContain('<html lang="ar" dir="rtl"');
    expect(rootOf(res.body)).toContain('About Us');
  });

  it("sends the About page with the agency's own HTML, sanitised on the server by the browser's rules", async () => {
    const root = rootOf((await page('/about')).body);
    expect(root).toContain('<h2>Travel made personal since 2009</h2>');
    expect(root).toContain('data-agency-html=""');
    expect(root).not.toContain('aria-busy="true"');

    const sunny = rootOf((await server.app.inject({ method: 'GET', url: '/about', headers: { host: 'sunny.localhost' } })).body);
    expect(sunny).toContain('<h2>Sunshine, sorted</h2>');
    expect(sunny).not.toMatch(/<script>alert|onerror=/);
    expect(sunny).toMatch(/<img src="x" loading="lazy" decoding="async">/);
  });

  it('sends the legal pages with their text', async () => {
    const root = rootOf((await page('/privacy-policy')).body);
    expect(root).toContain('respects your privacy. This policy explains');
    expect(root).not.toContain('aria-busy="true"');
  });

  it('sends the home page with its hero and the deals the page lists', async () => {
    const res = await page('/');
    const root = rootOf(res.body);
    expect(root).toContain('Wayfarer Travel');
    expect(root).toMatch(/class="hero-title"/);
    const deals = Object.entries(handoverOf(res.body).travelApi.queries).filter(([key]) => key.startsWith('hotelDeals('));
    expect(deals.map(([, query]) => query.status)).toEqual(['fulfilled']);
  });

  it('runs no inline script, allows its style attributes by hash, and is cached for nobody else', async () => {
    // A page with style attributes (the About page's were its placeholder's, before it arrived rendered).
    const res = await page('/');
    expect(inlineScripts(res.body)).toEqual([]);
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self';/);
    const styles = [...rootOf(res.body).matchAll(/ style="([^"]*)"/g)].map(([, value = '']) => styleHash(value));
    expect(styles.length).toBeGreaterThan(0);
    for (const hash of styles) expect(policy).toContain(hash);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    // Drawn before any script runs: its start-up styles are linked, and nothing competes with them.
    expect(res.body).toContain('<link rel="stylesheet" href="/bootstrap.8c9d0e1f.css">');
    expect(res.body.slice(0, res.body.indexOf('</head>'))).not.toContain('rel="preload"');
    expect(res.headers.vary).toMatch(/Cookie/);
  });

  it("renders a signed-in visitor's page for them, and lets no cache keep it", async () => {
    const token = await tokenFor(server.app, 'traveller@wayfarer.test');
    const res = await page('/faqs', { 'x-access-token': token });
    expect(rootOf(res.body)).toContain('Tara');
    expect(handoverOf(res.body).auth.status).toBe('signedIn');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it("renders for the visitor's calendar day: in the time zone their browser keeps in its cookie, else UTC's", async () => {
    const now = new Date();
    const far = await page('/booknow/flights/search', { [TIME_ZONE_COOKIE]: 'Pacific/Kiritimati' });
    const unknown = await page('/booknow/flights/search', { [TIME_ZONE_COOKIE]: 'Not/AZone' });
    const first = await page('/booknow/flights/search');
    // Read twice around the renders: the day may turn meanwhile.
    expect([calendarDayIn(now, 'Pacific/Kiritimati'), calendarDayIn(new Date(), 'Pacific/Kiritimati')]).toContain(handoverOf(far.body).calendarDay);
    for (const res of [unknown, first]) expect([calendarDayIn(now, 'UTC'), calendarDayIn(new Date(), 'UTC')]).toContain(handoverOf(res.body).calendarDay);
  });

  it('answers an unknown path with the not-found page and 404 (the browser then shows it at /errors), as it answers /errors', async () => {
    const unknown = await page('/no/such/page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.location).toBeUndefined();
    expect(rootOf(unknown.body)).toContain('Take me home');
    const notFound = await page('/errors');
    expect(notFound.statusCode).toBe(404);
    expect(rootOf(notFound.body)).toContain('404');
    expect(rootOf(notFound.body)).toContain('Take me home');
  });

  it('remembers the language of the lng query, so the not-found page an unknown path goes to is in it too', async () => {
    const unknown = await page('/no/such/page?lng=ar');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<html lang="ar" dir="rtl"');
    const language = unknown.cookies.find((cookie) => cookie.name === 'pll_language');
    expect(language).toMatchObject({ value: 'ar', path: '/', sameSite: 'Strict' });
    const notFound = await page('/errors', { pll_language: 'ar' });
    expect(notFound.body).toContain('<html lang="ar" dir="rtl"');
  });

  it('sends a signed-in visitor who opens the login page on, as the page would', async () => {
    const token = await tokenFor(server.app, 'traveller@wayfarer.test');
    const res = await page('/login?redirect=/faqs', { 'x-access-token': token });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/faqs');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  const hotelResults = `/booknow/hotels/search-details?cityId=1&place=New%20York%20City&checkIn=${dayFromNow(45)}&checkOut=${dayFromNow(47)}&rooms=2`;

  it.each(['en', 'ar'])("renders the hotel results with the hotels found, through the hotels remote's build (%s)", async (language) => {
    const res = await page(hotelResults, { pll_language: language });
    expect(res.statusCode).toBe(200);
    const { results, total } = answerOf<{ results: Array<{ name: string }>; total: number }>(res.body, 'hotelSearch');
    expect(results.length).toBeGreaterThan(2);
    const root = rootOf(res.body);
    for (const { name } of results) expect(root).toContain(inHtml(name));
    expect(root).toContain(language === 'ar' ? 'تحديث البحث' : 'Update search');
    expect(total).toBeGreaterThanOrEqual(results.length);
    expect(handoverOf(res.body).renderedModules).toEqual(['hotels/App']);
    expect(root).not.toContain('page-skeleton');
    // Its first paint has the remote's styles for this page, after the shell's.
    expect(stylesheetsOf(res.body)).toEqual(['/bootstrap.8c9d0e1f.css', '/remotes/hotels/page-styles-App-results.hotels.css']);
  });

  it.each(['en', 'ar'])("renders a hotel's details with its rooms (%s)", async (language) => {
    const search = await page(hotelResults);
    const [hotel] = answerOf<{ results: Array<{ hotelId: number; name: string }> }>(search.body, 'hotelSearch').results;
    const res = await page(`/booknow/hotels/details?hotelId=${hotel?.hotelId}&checkIn=${dayFromNow(45)}&checkOut=${dayFromNow(47)}&rooms=2`, { pll_language: language });
    const details = answerOf<{ name: string; rooms: Array<{ name: string }> }>(res.body, 'hotelDetails');
    const root = rootOf(res.body);
    expect(root).toContain(inHtml(details.name));
    // A page the remote's list has no stylesheet of its own for gets the one with every page's styles.
    expect(stylesheetsOf(res.body)).toEqual(['/bootstrap.8c9d0e1f.css', '/remotes/hotels/page-styles-App.hotels.css']);
    expect(details.rooms.length).toBeGreaterThan(0);
    expect(root.match(/<li class="room-card card/g)?.length).toBe(details.rooms.length);
    // Room types are named in the page's language.
    if (language === 'en') for (const room of details.rooms) expect(root).toContain(inHtml(room.name));
    expect(res.body).toContain(language === 'ar' ? '<html lang="ar" dir="rtl"' : '<html lang="en" dir="ltr"');
  });

  it.each(['en', 'ar'])('renders the flight results with the flights found (%s)', async (language) => {
    const results = `/booknow/flights/search-details?from=OSL&to=JFK&depart=${dayFromNow(45)}&return=${dayFromNow(52)}&adults=2&children=0&infants=0&cabin=economy`;
    const res = await page(results, { pll_language: language });
    // The first step lists the outbound journeys: the flights back are not handed over until one is chosen.
    const { outbound, inbound } = answerOf<{ outbound: Array<{ key: string }>; inbound: unknown }>(res.body, 'flightSearch');
    expect(outbound.length).toBeGreaterThan(0);
    expect(inbound).toBeNull();
    expect(rootOf(res.body).match(/class="journey-card/g)?.length).toBeGreaterThan(0);
    expect(handoverOf(res.body).renderedModules).toEqual(['flights/App']);

    // Once one is, the page has both legs.
    const chosen = await page(`${results}&outbound=${encodeURIComponent(outbound[0]!.key)}`, { pll_language: language });
    const legs = Object.entries(handoverOf(chosen.body).travelApi.queries)
      .filter(([key]) => key.startsWith('flightSearch('))
      .map(([, query]) => query.data as { outbound: unknown[]; inbound: unknown[] | null });
    expect(legs.map((leg) => [leg.outbound.length > 0, (leg.inbound?.length ?? 0) > 0])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(rootOf(chosen.body)).toContain(language === 'ar' ? 'رحلات العودة' : 'Flights back from New York to Oslo');
  });

  it.each([
    ['owner@wayfarer.test', ['/dashboard', '/bookings', '/clients', '/clients/new', '/users/agents', '/deal-link', '/proposals', '/wallet/details', '/searches', '/settings/agency', '/settings/website', '/settings/product', '/settings/payment']],
    ['traveller@wayfarer.test', ['/mytrip/dashboard', '/mytrip/mytrips', '/mytrip/wallet', '/mytrip/profile', "/booknow/hotels/confirm-payment?reference=H-ABCDEFGH"]],
  ])("renders every page %s opens, by its remote, none failing", async (account, paths) => {
    const token = await tokenFor(server.app, account);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const path of paths) {
      const res = await page(path, { 'x-access-token': token });
      expect([path, res.statusCode]).toEqual([path, 200]);
      expect([path, handoverOf(res.body).failedRemotes]).toEqual([path, []]);
      expect(rootOf(res.body)).not.toContain('Failed to load remote component.');
    }
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("renders a signed-in traveller's trips for them", async () => {
    const token = await tokenFor(server.app, 'traveller@wayfarer.test');
    const res = await page('/mytrip/mytrips', { 'x-access-token': token });
    const bookings = answerOf<Array<{ reference: string }>>(res.body, 'bookings');
    const root = rootOf(res.body);
    expect(root).toContain('trips-page');
    for (const { reference } of bookings.slice(0, 3)) expect(root).toContain(reference);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it("renders a signed-in traveller's dashboard with their trips, not a skeleton to fill later", async () => {
    const token = await tokenFor(server.app, 'traveller@wayfarer.test');
    const res = await page('/mytrip/dashboard', { 'x-access-token': token });
    const bookings = answerOf<unknown[]>(res.body, 'bookings');
    const root = rootOf(res.body);
    expect(root).toContain(bookings.length > 0 ? 'class="trip-card' : 'class="trips-empty');
    expect(root).not.toContain('class="skeleton');
  });
});

describe('a remote whose server build is missing', () => {
  let staticRoot: string;
  let server: TestServer;

  beforeAll(async () => {
    staticRoot = sourceBuild(SHELL_SOURCE_ENTRY, REMOTE_NAMES.filter((name) => name !== 'hotels'));
    server = await startTestServer({ staticRoot });
  }, DB_TIMEOUT_MS);
  afterAll(async () => {
    await server.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  it('renders the failure in its place and the rest of the page, and tells the browser to try it again', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await server.app.inject({ method: 'GET', url: '/booknow/hotels/search', headers: { host: 'wayfarer.localhost' } });
    errors.mockRestore();
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('Failed to load remote component.');
    expect(root).toContain('class="header');
    expect(handoverOf(res.body).failedRemotes).toEqual(['hotels']);
    expect(handoverOf(res.body).renderedModules).toEqual([]);
  });
});

describe('a server build that fails', () => {
  let staticRoot: string;
  let server: TestServer;

  beforeAll(async () => {
    staticRoot = sourceBuild("module.exports = { renderPage: async () => { throw new Error('broken build'); } };");
    server = await startTestServer({ staticRoot });
  }, DB_TIMEOUT_MS);
  afterAll(async () => {
    await server.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  it('still answers every page, for the browser to render', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/faqs', headers: { host: 'wayfarer.localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain(PAGE_STATE_ELEMENT_ID);
    expect(res.body).toContain('rel="preload" as="script" href="/bootstrap.4e5f6a7b.js"');
  });
});
