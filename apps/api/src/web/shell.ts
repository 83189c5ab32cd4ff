import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_COOKIE_NAME, bootSchema, initialCurrency, remoteForPath, type Agency, type Boot, type RemoteUrls } from '@travel/contracts';
import { bootFor } from '../boot';
import { tenantFailure } from '../plugins/tenant';
import { analyticsSources, contentSecurityPolicy, crossOriginRemotes, serializeCsp, styleAttributeHashes, styleHash } from './csp';
import { htmlAttributes, renderFirstPaint, type HeroTexts } from './first-paint';
import { isHttps } from './security-headers';
import { currencyCookie, type PageRenderer } from './page-renderer';
import type { PagePaint, ShellTemplate } from './shell-html';

// nosniff, the referrer policy and framing come with every response (security-headers.ts).
const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-cache',
};

export type ShellResponder = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** An active agency's page in the visitor's language and colours, with the first screen when the server can paint it. */
function pagePaint(request: FastifyRequest, boot: Boot, heroTexts: HeroTexts, remotes: RemoteUrls): PagePaint | undefined {
  if (request.tenant.kind !== 'active' || !boot.agency) return undefined;
  const url = new URL(request.url, 'http://page');
  const paint = renderFirstPaint(
    boot.agency,
    { pathname: url.pathname, query: url.searchParams, cookies: request.cookies, userAgent: request.headers['user-agent'] ?? '' },
    heroTexts,
  );
  const remote = remoteForPath(url.pathname, boot.agency);
  return { ...paint, htmlAttributes: htmlAttributes(paint), remoteEntry: remote ? remotes[remote] : null };
}

/**
 * The page rendered on the server in the visitor's language and currency (page-renderer.ts),
 * in place of the painted first screen; the painted one when it cannot be rendered.
 */
async function renderedPaint(request: FastifyRequest, boot: Boot, paint: PagePaint, renderer: PageRenderer): Promise<PagePaint> {
  const agency: Agency | null = boot.agency;
  if (!agency) return paint;
  const url = new URL(request.url, 'http://page');
  const { currency } = initialCurrency({ pathname: url.pathname, search: url.search, stored: currencyCookie(request), agencyDefault: agency.defaultCurrency });
  const rendered = await renderer.render(request, { ...boot, agency }, paint.language, currency);
  return rendered ? { ...paint, screen: 'rendered', root: rendered.html, handover: rendered.handover } : paint;
}

/**
 * Sends the shell HTML branded for the request's agency, its boot data inline, under the
 * tenant's Content-Security-Policy. The status tells crawlers and tests what the page will
 * show: 404 for an unknown agency, 403 for an inactive one, else 200. With the shell's hero
 * texts, an active agency's page also comes in the visitor's language and colours, and the
 * home page with its first screen already painted (first-paint.ts).
 */
export function shellResponder(template: ShellTemplate, remotes: RemoteUrls, heroTexts: HeroTexts | null, renderer: PageRenderer | null = null): ShellResponder {
  const remoteOrigins = crossOriginRemotes(remotes);
  return async (request, reply) => {
    const { tenant } = request;
    const status = tenant.kind === 'active' ? 200 : tenantFailure(tenant).statusCode;
    // Parsed like GET /api/boot's response: the inlined data meets the contract, in its key order.
    const boot = bootSchema.parse(bootFor(tenant, remotes));
    const painted = heroTexts ? pagePaint(request, boot, heroTexts, remotes) : undefined;
    const paint = painted && renderer ? await renderedPaint(request, boot, painted, renderer) : painted;
    const policy = contentSecurityPolicy({
      remoteOrigins,
      analytics: analyticsSources(boot.agency),
      https: isHttps(request),
      styleHashes: paint ? [styleHash(paint.style)] : [],
      styleAttributeHashes: paint?.screen === 'rendered' ? styleAttributeHashes(paint.root) : [],
    });
    return reply
      .status(status)
      .headers({ ...HTML_HEADERS, ...(paint?.screen === 'rendered' ? renderedPageCaching(request) : {}), 'content-security-policy': serializeCsp(policy) })
      .send(template.render(boot, paint));
  };
}

/**
 * A rendered page holds what its cookies asked for (language, currency, the signed-in visitor's
 * name and prices): no shared cache may give it to anyone else, and a signed-in visitor's page
 * is kept nowhere.
 */
function renderedPageCaching(request: FastifyRequest): Record<string, string> {
  const signedIn = Boolean(request.cookies[ACCESS_TOKEN_COOKIE_NAME]);
  return { 'cache-control': signedIn ? 'private, no-store' : 'private, no-cache', vary: 'Cookie' };
}

/**
 * A client-side route the shell resolves (/booknow/hotels/search, /errors, /anything):
 * a GET that is not the API, not a built asset's folder and does not name a file.
 */
export function isSpaRoute(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '';
  if (/^\/(api|remotes|brand)(\/|$)/.test(pathname)) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !/\.[a-z0-9]{1,8}$/i.test(lastSegment);
}
