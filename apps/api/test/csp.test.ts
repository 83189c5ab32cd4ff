import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES, themeFor, type RemoteUrls } from '@travel/contracts';
import { buildApp } from '../src/app';
import { agencies } from '../src/db/schema';
import { wayfarer } from '../src/seed/agencies/wayfarer';
import {
  analyticsSources,
  contentSecurityPolicy,
  crossOriginRemotes,
  serializeCsp,
  styleAttributeHashes,
  styleHash,
  TOASTIFY_STYLE_HASH,
  type CspInput,
} from '../src/web/csp';
import { themeStyle } from '../src/web/page-frame';
import { HSTS } from '../src/web/security-headers';
import { DB_TIMEOUT_MS, startTestServer, testConfig, type TestServer } from './helpers';

const NO_TRACKERS = { google: false, facebook: false };
const base: CspInput = { remoteOrigins: [], analytics: NO_TRACKERS, https: false };

describe('styleAttributeHashes', () => {
  it.each([
    ['no style attribute', '<div class="a">x</div>', []],
    ['one, hashed as the browser reads it', '<span style="height:36px;width:40%"></span>', ['height:36px;width:40%']],
    ['each value once, in a stable order', '<i style="b:1"></i><i style="a:1"></i><i style="b:1"></i>', ['a:1', 'b:1']],
    ["React's entities decoded", '<i style="font-family:&quot;A&quot;, &#x27;B&#x27;"></i>', ['font-family:"A", \'B\'']],
    ['not a data attribute that ends in style', '<i data-style="x:1"></i>', []],
  ])('%s', (_case, html, values) => {
    expect(styleAttributeHashes(html)).toEqual(values.map(styleHash));
  });

  it("allows a rendered page's style attributes by hash only", () => {
    const policy = contentSecurityPolicy({ ...base, styleAttributeHashes: [styleHash('a:1')] });
    expect(policy['style-src-attr']).toEqual(["'unsafe-hashes'", styleHash('a:1')]);
    expect(contentSecurityPolicy(base)).not.toHaveProperty('style-src-attr');
  });
});

describe('contentSecurityPolicy', () => {
  it('allows only our origin, runs no inline script, and closes plugins, <base> and framing', () => {
    expect(serializeCsp(contentSecurityPolicy(base))).toBe(
      [
        "default-src 'self'",
        "script-src 'self'",
        "script-src-attr 'none'",
        `style-src 'self' ${TOASTIFY_STYLE_HASH}`,
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'self'",
      ].join('; '),
    );
  });

  it.each<[string, Partial<CspInput>, string, string[]]>([
    ['a remote on a CDN may run scripts', { remoteOrigins: ['https://cdn.example.com'] }, 'script-src', ["'self'", 'https://cdn.example.com']],
    ['...and load its CSS', { remoteOrigins: ['https://cdn.example.com'] }, 'style-src', ["'self'", TOASTIFY_STYLE_HASH, 'https://cdn.example.com']],
    ['...fonts', { remoteOrigins: ['https://cdn.example.com'] }, 'font-src', ["'self'", 'https://cdn.example.com']],
    ['...images', { remoteOrigins: ['https://cdn.example.com'] }, 'img-src', ["'self'", 'data:', 'https://cdn.example.com']],
    ['...and chunks fetched', { remoteOrigins: ['https://cdn.example.com'] }, 'connect-src', ["'self'", 'https://cdn.example.com']],
    ['Google Analytics loads gtag.js', { analytics: { google: true, facebook: false } }, 'script-src', ["'self'", 'https://*.googletagmanager.com']],
    [
      '...and sends its beacons',
      { analytics: { google: true, facebook: false } },
      'connect-src',
      ["'self'", 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
    ],
    ['the Meta Pixel loads fbevents.js', { analytics: { google: false, facebook: true } }, 'script-src', ["'self'", 'https://connect.facebook.net']],
    ['...and its image beacon', { analytics: { google: false, facebook: true } }, 'img-src', ["'self'", 'data:', 'https://www.facebook.com']],
    [
      'both trackers and a remote',
      { remoteOrigins: ['https://cdn.example.com'], analytics: { google: true, facebook: true } },
      'script-src',
      ["'self'", 'https://cdn.example.com', 'https://*.googletagmanager.com', 'https://connect.facebook.net'],
    ],
    ['trackers never widen styles', { analytics: { google: true, facebook: true } }, 'style-src', ["'self'", TOASTIFY_STYLE_HASH]],
  ])('%s (%s)', (_label, input, directive, sources) => {
    expect(contentSecurityPolicy({ ...base, ...input })[directive]).toEqual(sources);
  });

  it('asks for HTTPS subresources only on an HTTPS page', () => {
    expect(contentSecurityPolicy({ ...base, https: true })['upgrade-insecure-requests']).toEqual([]);
    expect(serializeCsp(contentSecurityPolicy({ ...base, https: true }))).toMatch(/; upgrade-insecure-requests$/);
    expect(contentSecurityPolicy(base)).not.toHaveProperty('upgrade-insecure-requests');
  });

  it('never allows inline or eval script, whatever the input', () => {
    const policy = contentSecurityPolicy({ remoteOrigins: ['https://cdn.example.com'], analytics: { google: true, facebook: true }, https: true });
    expect(serializeCsp(policy)).not.toMatch(/unsafe-|nonce-/);
    expect(policy['script-src']?.join(' ')).not.toMatch(/sha256-/);
  });

  it('allows exactly the stylesheet the installed react-toastify injects', () => {
    const bundle = readFileSync(require.resolve('react-toastify'), 'utf8');
    const css = /=`(:root \{[\s\S]*?)`/.exec(bundle)?.[1];
    expect(css).toBeDefined();
    const hash = `'sha256-${createHash('sha256').update(css ?? '').digest('base64')}'`;
    // On a mismatch after an upgrade, set TOASTIFY_STYLE_HASH in src/web/csp.ts to the received value.
    expect(TOASTIFY_STYLE_HASH).toBe(hash);
  });
});

describe('crossOriginRemotes', () => {
  const remotes = (overrides: Partial<RemoteUrls>) =>
    ({ ...Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${name}/remoteEntry.js`])), ...overrides }) as RemoteUrls;

  it.each<[string, Partial<RemoteUrls>, string[]]>([
    ['every remote served here', {}, []],
    ['one on a CDN', { hotels: 'https://cdn.example.com/hotels/remoteEntry.js' }, ['https://cdn.example.com']],
    [
      'two on one CDN, one elsewhere with a port',
      { hotels: 'https://cdn.example.com/h/remoteEntry.js', cars: 'https://cdn.example.com/c/remoteEntry.js', blog: 'http://10.0.0.5:3006/remoteEntry.js' },
      ['http://10.0.0.5:3006', 'https://cdn.example.com'],
    ],
    ['a path override stays on our origin', { blog: '/elsewhere/blog/remoteEntry.js' }, []],
  ])('%s', (_label, overrides, expected) => {
    expect(crossOriginRemotes(remotes(overrides))).toEqual(expected);
  });
});

describe('analyticsSources', () => {
  const analytics = (isEnabled: boolean, googleAnalyticsId: string, facebookAnalyticsId: string) => ({
    analytics: { isEnabled, googleAnalyticsId, facebookAnalyticsId },
  });

  it.each([
    ['no agency', null, NO_TRACKERS],
    ['disabled, ids set', analytics(false, 'G-WF7K2Q9X4M', '418203957716402'), NO_TRACKERS],
    ['enabled, both ids', analytics(true, 'G-WF7K2Q9X4M', '418203957716402'), { google: true, facebook: true }],
    ['enabled, Google only', analytics(true, 'G-WF7K2Q9X4M', ' '), { google: true, facebook: false }],
    ['enabled, no ids', analytics(true, '', ''), NO_TRACKERS],
  ])('%s', (_label, agency, expected) => {
    expect(analyticsSources(agency)).toEqual(expected);
  });
});

/** A minimal build: the shell's template with both markers. */
const SHELL_HTML = '<!doctype html><html><head><!--ssr-head--><script defer src="/main.3f9a1c2b.js"></script></head><body><!--ssr-boot--></body></html>';
const CDN_HOTELS = 'https://cdn.example.com/hotels/remoteEntry.js';

describe('the headers the server sends', () => {
  let staticRoot: string;
  let server: TestServer;

  beforeAll(async () => {
    staticRoot = mkdtempSync(path.join(os.tmpdir(), 'travel-csp-'));
    mkdirSync(path.join(staticRoot, 'shell'), { recursive: true });
    writeFileSync(path.join(staticRoot, 'shell', 'index.html'), SHELL_HTML);
    server = await startTestServer({ staticRoot, trustProxy: true, remoteOverrides: { hotels: CDN_HOTELS } });
    await server.database.db.insert(agencies).values({
      subdomain: 'tracked',
      agencyName: 'Tracked Travel',
      primaryColor: '#123456',
      settings: { ...wayfarer.settings, analytics: { isEnabled: true, googleAnalyticsId: 'G-TR4CK3D1', facebookAnalyticsId: '' } },
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

  it('gives a shell page the tenant policy and the basic headers', async () => {
    const res = await get('wayfarer.localhost', '/booknow/hotels/search');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(
      serializeCsp(
        contentSecurityPolicy({
          remoteOrigins: ['https://cdn.example.com'],
          analytics: NO_TRACKERS,
          https: false,
          // The page frame's colours (page-frame.ts).
          styleHashes: [styleHash(themeStyle(themeFor(wayfarer.primaryColor)))],
        }),
      ),
    );
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'SAMEORIGIN',
    });
    expect(res.headers).not.toHaveProperty('strict-transport-security');
  });

  it('lets an agency that enables analytics load its tracker, and only that agency', async () => {
    const tracked = String((await get('tracked.localhost', '/')).headers['content-security-policy']);
    const plain = String((await get('wayfarer.localhost', '/')).headers['content-security-policy']);
    expect(tracked).toContain("script-src 'self' https://cdn.example.com https://*.googletagmanager.com;");
    expect(tracked).not.toContain('facebook');
    expect(plain).not.toContain('google');
  });

  it('sends HSTS and upgrades subresources when a trusted proxy says the page is HTTPS', async () => {
    const res = await get('wayfarer.localhost', '/', { 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toBe(HSTS);
    expect(res.headers['content-security-policy']).toMatch(/upgrade-insecure-requests/);
  });

  it('gives API JSON the basic headers but no CSP', async () => {
    const res = await get('wayfarer.localhost', '/api/health', { 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': HSTS,
    });
    expect(res.headers).not.toHaveProperty('content-security-policy');
  });

  it('gives an error answer the basic headers too', async () => {
    const res = await get('wayfarer.localhost', '/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('ignores X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    const app = buildApp({ database: server.database, config: testConfig({ staticRoot, trustProxy: false }) });
    try {
      const res = await app.inject({ method: 'GET', url: '/', headers: { host: 'wayfarer.localhost', 'x-forwarded-proto': 'https' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers).not.toHaveProperty('strict-transport-security');
      expect(res.headers['content-security-policy']).not.toMatch(/upgrade-insecure-requests/);
    } finally {
      await app.close();
    }
  });
});
