import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { AGENCY_INACTIVE_TEXT, AGENCY_NOT_FOUND_TEXT, LANGUAGE_CODES, bootSchema, type Boot } from '@travel/contracts';
import { agencies } from '../src/db/schema';
import { wayfarer } from '../src/seed/agencies/wayfarer';
import { DB_TIMEOUT_MS, startTestServer, type TestServer } from './helpers';

/** A tiny build output: the shell with its markers and a hashed bundle, its translations, one remote. */
const SHELL_HTML = `<!doctype html>
<html lang="en" dir="ltr">
<head>
  <meta charset="utf-8">
  <!--ssr-head-->
  <script defer src="/main.3f9a1c2b.js"></script>
</head>
<body><div id="root"><!--ssr-root--></div><!--ssr-boot--></body>
</html>`;
const MAIN_JS = "console.log('shell');\n".repeat(20);

let staticRoot: string;
let server: TestServer;

function writeBuild(root: string): void {
  const file = (rel: string, content: string | Buffer) => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), content);
  };
  file('shell/index.html', SHELL_HTML);
  file('shell/index.html.gz', gzipSync(SHELL_HTML));
  file('shell/main.3f9a1c2b.js', MAIN_JS);
  file('shell/main.3f9a1c2b.js.br', brotliCompressSync(MAIN_JS));
  file('shell/main.3f9a1c2b.js.gz', gzipSync(MAIN_JS));
  file('shell/robots.txt', 'User-agent: *\n');
  file('shell/startup-assets.json', JSON.stringify({ scripts: ['/libraries.0a1b2c3d.js', '/bootstrap.4e5f6a7b.js'], styles: ['/bootstrap.8c9d0e1f.css'] }));
  file('hotels/remoteEntry.js', 'var hotels;');
  file('hotels/612.0a1b2c3d.js', 'chunk();');
}

beforeAll(async () => {
  staticRoot = mkdtempSync(path.join(os.tmpdir(), 'travel-static-'));
  writeBuild(staticRoot);
  server = await startTestServer({ staticRoot });
  // An agency whose texts try to break out of the HTML they are written into.
  await server.database.db.insert(agencies).values({
    subdomain: 'evil',
    agencyName: 'Evil </title><script>alert(1)</script> & "Co"',
    primaryColor: '#000000',
    settings: {
      ...wayfarer.settings,
      favicon: '"><script>alert(3)</script>',
      metaData: { title: '', description: '"><script>alert(2)</script><!--', keywords: ['a"b', '<c>'] },
    },
    dealsCity: 'Nowhere',
    dealsLatitude: 0,
    dealsLongitude: 0,
  });
}, DB_TIMEOUT_MS);
afterAll(async () => {
  await server.close();
  rmSync(staticRoot, { recursive: true, force: true });
});

const get = (host: string, url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers: { host, ...headers } });

/** The boot data inlined in a page, parsed back. */
function bootOf(html: string): Boot {
  const match = /<script type="application\/json" id="boot-data">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('no boot script');
  return bootSchema.parse(JSON.parse(match[1]));
}

/** What the server put inside #root ('' when nothing: this build has no server entry). */
const rootContent = (html: string): string => /<div id="root">(.*?)<\/div><script type="application\/json"/s.exec(html)?.[1] ?? '';

describe('the page frame (a build without a server entry: the browser renders the pages)', () => {
  it("gives an agency's page its language, direction and colours, allowed by the policy's hash", async () => {
    const res = await get('wayfarer.localhost:3000', '/?tab=Hotels');
    const html = res.body;
    expect(html).toContain('<html lang="en" dir="ltr" class="theme-dark">');
    expect(rootContent(html)).toBe('');
    const style = /<style>(.*?)<\/style>/s.exec(html)?.[1] ?? '';
    expect(style).toContain('--color-primary:#2c7be5');
    const hash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
    expect(res.headers['content-security-policy']).toMatch(new RegExp(`style-src [^;]*${hash.replace(/[+/]/g, '\\$&')}`));
  });

  it.each([
    ['the lng query', '/?lng=ar', {}],
    ['the language cookie', '/', { cookie: 'pll_language=ar' }],
  ])('gives the page in Arabic, right to left, from %s', async (_source, url, headers) => {
    const html = (await get('wayfarer.localhost:3000', url, headers)).body;
    expect(html).toContain('<html lang="ar" dir="rtl" class="theme-dark">');
  });

  it("colours a light-coloured agency in its own colours, over the stylesheet's defaults, with the light theme's class", async () => {
    const html = (await get('sunny.localhost:3000', '/')).body;
    expect(html).toContain('<html lang="en" dir="ltr" class="theme-light">');
    // html:root outranks tokens.css's :root, which is linked after this <style>.
    expect(html).toContain('<style>html:root{--color-primary:#ffd400;--color-primary-fill:#ffd400;--color-link:#806a00;--color-on-primary:#000000}</style>');
  });

  it("preloads the shell's start-up files and the page's translations, which the browser needs to render it", async () => {
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="(\w+)"( crossorigin)? href="([^"]+)">/g)].map(([, as, cors, href]) => `${as}${cors ?? ''} ${href}`);
    const faq = (await get('wayfarer.localhost:3000', '/faq')).body;
    expect(preloads(faq)).toEqual([
      'script /libraries.0a1b2c3d.js',
      'script /bootstrap.4e5f6a7b.js',
      'style /bootstrap.8c9d0e1f.css',
      'fetch crossorigin /locales/en/common.json',
      'fetch crossorigin /locales/en/deals.json',
      'fetch crossorigin /locales/en/pages.json',
    ]);
    // In <head>, ahead of main.js, so they are fetched alongside it.
    expect(faq.indexOf('rel="preload"')).toBeLessThan(faq.indexOf('<script defer src="/main.3f9a1c2b.js">'));
    // In the visitor's language, with the fallback language i18next fetches alongside it.
    const signedInArabic = (await get('wayfarer.localhost:3000', '/', { cookie: 'x-access-token=abc; pll_language=ar' })).body;
    expect(preloads(signedInArabic).filter((preload) => preload.startsWith('fetch'))).toEqual([
      'fetch crossorigin /locales/ar/common.json',
      'fetch crossorigin /locales/ar/deals.json',
      'fetch crossorigin /locales/ar/pages.json',
      'fetch crossorigin /locales/en/common.json',
      'fetch crossorigin /locales/en/deals.json',
      'fetch crossorigin /locales/en/pages.json',
    ]);
    // A service's page also preloads the entry of the remote it opens.
    const results = preloads((await get('wayfarer.localhost:3000', '/booknow/hotels/search-details?lat=40.71&lon=-74.01')).body);
    expect(results.at(-1)).toBe('script /remotes/hotels/remoteEntry.js');
    expect(results.filter((preload) => preload.includes('/remotes/'))).toHaveLength(1);
  });

  it('frames nothing for an unknown agency', async () => {
    const html = (await get('nowhere.localhost', '/')).body;
    expect(rootContent(html)).toBe('');
    expect(html).not.toContain('<style>');
  });
});

describe('shell HTML', () => {
  it('brands the page for wayfarer', async () => {
    const res = await get('wayfarer.localhost:3000', '/');
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'SAMEORIGIN',
    });
    const html = res.body;
    expect(html).toContain('<title>Wayfarer Travel | Hotels, Flights, Cars and Cruises</title>');
    expect(html).toContain(`<meta name="description" content="${wayfarer.settings.metaData.description}">`);
    expect(html).toContain('<meta name="keywords" content="travel agency,hotels,cheap flights,car rental,cruises,resorts,activities,New York">');
    expect(html).toContain('<link rel="icon" href="/brand/wayfarer/favicon.svg">');
    expect(html).toContain('<meta name="theme-color" content="#2c7be5">');
    expect(html).not.toContain('<!--ssr-');
    expect(html).toContain('<script defer src="/main.3f9a1c2b.js"></script>');

    const boot = bootOf(html);
    expect(boot.agency?.subdomain).toBe('wayfarer');
    expect(boot.error).toBeNull();
    expect(boot.remotes.hotels).toBe('/remotes/hotels/remoteEntry.js');
    expect(boot.remotes.account).toBe('/remotes/account/remoteEntry.js');
  });

  it.each(['/booknow/hotels/search?lat=25.76&long=-80.19', '/errors', '/anything', '/index.html'])('serves %s to sunny with the fallback title', async (url) => {
    const res = await get('sunny.localhost', url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Sunny Escapes - Online Hotel, Flight, Car Booking Agency</title>');
    expect(res.body).toContain('<meta name="theme-color" content="#ffd400">');
    expect(bootOf(res.body).agency?.agencyName).toBe('Sunny Escapes');
  });

  it.each(['/', '/booknow/hotels'])('answers %s for an unknown agency with 404 and "Agency not found!"', async (url) => {
    const res = await get('nowhere.localhost', url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain(`<title>${AGENCY_NOT_FOUND_TEXT}</title>`);
    const boot = bootOf(res.body);
    expect(boot.agency).toBeNull();
    expect(boot.error).toEqual({ code: 'AGENCY_NOT_FOUND', message: AGENCY_NOT_FOUND_TEXT });
  });

  it('answers an inactive agency with 403 and its boot error', async () => {
    const res = await get('closed.localhost', '/');
    expect(res.statusCode).toBe(403);
    expect(bootOf(res.body).error).toEqual({ code: 'AGENCY_INACTIVE', message: AGENCY_INACTIVE_TEXT });
  });

  it('escapes hostile agency texts', async () => {
    const res = await get('evil.localhost', '/');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Evil &#60;/title&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;Co&#34; - Online Hotel, Flight, Car Booking Agency</title>');
    expect(html).toContain('<meta name="description" content="&#34;&#62;&#60;script&#62;alert(2)&#60;/script&#62;&#60;!--">');
    expect(html).toContain('<meta name="keywords" content="a&#34;b,&#60;c&#62;">');
    expect(html).toContain('<link rel="icon" href="&#34;&#62;&#60;script&#62;alert(3)&#60;/script&#62;">');
    // Only the template's bundle script and the boot script: nothing injected.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain('<!--"');
    expect(bootOf(html).agency?.agencyName).toBe('Evil </title><script>alert(1)</script> & "Co"');
  });

  it('compresses the HTML for browsers that accept it', async () => {
    const res = await get('wayfarer.localhost', '/', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('<title>Wayfarer Travel');
  });

  it('answers HEAD without a body', async () => {
    const res = await server.app.inject({ method: 'HEAD', url: '/booknow/hotels', headers: { host: 'wayfarer.localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });
});

describe('built assets', () => {
  it('caches hashed files forever', async () => {
    const res = await get('wayfarer.localhost', '/main.3f9a1c2b.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toBe(MAIN_JS);
  });

  it('serves the pre-compressed copy when the browser accepts it', async () => {
    const res = await get('wayfarer.localhost', '/main.3f9a1c2b.js', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.equals(brotliCompressSync(MAIN_JS))).toBe(true);
  });

  it('revalidates files without a hash', async () => {
    const res = await get('wayfarer.localhost', '/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves a remote entry uncached and its hashed chunks forever', async () => {
    const entry = await get('wayfarer.localhost', '/remotes/hotels/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['content-type']).toMatch(/javascript/);
    expect(entry.body).toBe('var hotels;');
    const chunk = await get('wayfarer.localhost', '/remotes/hotels/612.0a1b2c3d.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves brand assets', async () => {
    const res = await get('wayfarer.localhost', '/brand/wayfarer/logo.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/missing.3f9a1c2b.js', '/index.html.gz', '/remotes/hotels/missing.js', '/remotes/flights/remoteEntry.js', '/brand/nowhere/logo.svg'])(
    'answers the missing file %s with a JSON 404, not the shell',
    async (url) => {
      const res = await get('wayfarer.localhost', url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    },
  );

  it('keeps /api JSON in production', async () => {
    expect((await get('sunny.localhost', '/api/agency')).json().agency.agencyName).toBe('Sunny Escapes');
    const res = await get('sunny.localhost', '/api/unknown');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
