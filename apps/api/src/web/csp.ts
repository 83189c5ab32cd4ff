import { createHash } from 'node:crypto';
import type { Agency, RemoteUrls } from '@travel/contracts';

/** Which trackers a tenant's pages load (apps/shell/src/startup/analytics.ts starts them). */
export interface AnalyticsSources {
  google: boolean;
  facebook: boolean;
}

export interface CspInput {
  /** Origins other than ours that remote entries load from (REMOTE_<NAME>_URL on a CDN). */
  remoteOrigins: readonly string[];
  analytics: AnalyticsSources;
  /** The page came over HTTPS (directly or through a trusted proxy). */
  https: boolean;
  /** Hashes of the page's own inline <style> elements (the page frame's colours). */
  styleHashes?: readonly string[];
  /** Hashes of the style attributes of a page rendered on the server (styleAttributeHashes). */
  styleAttributeHashes?: readonly string[];
}

/** Directive name to its sources, in the order they are sent; an empty list is a bare directive. */
export type CspDirectives = Record<string, readonly string[]>;

const SELF = "'self'";
const NONE = "'none'";

/**
 * The one inline <style> the site has: react-toastify 11 injects its stylesheet from the
 * ToastContainer (the shell's toasts). Allowed by hash rather than 'unsafe-inline';
 * apps/api/test/csp.test.ts recomputes it from the installed package, so an upgrade that
 * changes the CSS fails there first.
 */
export const TOASTIFY_STYLE_HASH = "'sha256-wBAOjWqzlHdwhuIyV//yRl4v0VNTHc3TOqbIfNXoA7k='";

/** Google's documented GA4 origins: gtag.js, its collect beacons and regional endpoints. */
const GOOGLE = {
  script: ['https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/** The Meta Pixel: fbevents.js and the /tr beacon it sends as an image or a fetch. */
const FACEBOOK = {
  script: ['https://connect.facebook.net'],
  connect: ['https://www.facebook.com'],
  img: ['https://www.facebook.com'],
};

/**
 * The Content-Security-Policy of a tenant's shell page. Scripts come only from files on our
 * origin and the remotes' origins: no inline script at all (the boot data is a JSON data
 * block, which never runs), so agency HTML that slipped a <script> or an onerror past the
 * sanitiser still cannot run it. Styles come from stylesheet files plus hashed <style>s;
 * React's style props go through the CSSOM, which CSP does not govern, so no 'unsafe-inline'
 * of any kind is needed.
 * Images are our own /images, /flags and /brand files (agency logos are seeded there) plus
 * data: URLs, which cannot run script.
 */
export function contentSecurityPolicy({ remoteOrigins, analytics, https, styleHashes = [], styleAttributeHashes = [] }: CspInput): CspDirectives {
  const tracker = (kind: 'script' | 'connect' | 'img') => [
    ...(analytics.google ? GOOGLE[kind] : []),
    ...(analytics.facebook ? FACEBOOK[kind] : []),
  ];
  return {
    'default-src': [SELF],
    'script-src': [SELF, ...remoteOrigins, ...tracker('script')],
    'script-src-attr': [NONE],
    // A remote's chunks, CSS, fonts and images load from where its entry does.
    'style-src': [SELF, TOASTIFY_STYLE_HASH, ...styleHashes, ...remoteOrigins],
    // A rendered page's own style attributes (a skeleton's size), each allowed by its hash alone.
    ...(styleAttributeHashes.length > 0 ? { 'style-src-attr': ["'unsafe-hashes'", ...styleAttributeHashes] } : {}),
    'img-src': [SELF, 'data:', ...remoteOrigins, ...tracker('img')],
    'font-src': [SELF, ...remoteOrigins],
    'connect-src': [SELF, ...remoteOrigins, ...tracker('connect')],
    'object-src': [NONE],
    'base-uri': [NONE],
    'form-action': [SELF],
    // Matches X-Frame-Options SAMEORIGIN: no other site may frame the booking pages.
    'frame-ancestors': [SELF],
    // Over plain HTTP (development, the browser tests) an upgrade would break every request.
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

const HTML_ENTITIES: Record<string, string> = { '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };

/**
 * The hashes of the style attributes in HTML React rendered (a skeleton's height, a bar's
 * width), of their values as the browser reads them (React's five entities decoded). The
 * browser sets the same styles through the CSSOM once it runs, which CSP does not govern; in
 * the HTML they need these hashes.
 */
export function styleAttributeHashes(html: string): string[] {
  const values = new Set<string>();
  for (const [, value = ''] of html.matchAll(/ style="([^"]*)"/g)) values.add(value.replace(/&quot;|&#x27;|&lt;|&gt;|&amp;/g, (entity) => HTML_ENTITIES[entity] ?? entity));
  return [...values].sort().map(styleHash);
}

/** A Content-Security-Policy source allowing exactly this CSS (an inline <style>, or a style attribute with 'unsafe-hashes'). */
export const styleHash = (css: string): string => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

/** The header value: `name source source; name source`. */
export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** The origins of remote entries that are absolute URLs on another origin than the page's, deduplicated. */
export function crossOriginRemotes(remotes: RemoteUrls): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remotes)) {
    if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins].sort();
}

/**
 * The trackers a tenant enables. Looser than the shell's id check on purpose: an id the shell
 * then refuses only leaves an origin allowed that nothing loads from.
 */
export function analyticsSources(agency: Pick<Agency, 'analytics'> | null): AnalyticsSources {
  const analytics = agency?.analytics;
  if (!analytics?.isEnabled) return { google: false, facebook: false };
  return { google: analytics.googleAnalyticsId.trim() !== '', facebook: analytics.facebookAnalyticsId.trim() !== '' };
}
