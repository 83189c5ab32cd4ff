import type { FastifyReply, FastifyRequest } from 'fastify';
import { bootSchema, remoteForPath, type Boot, type RemoteUrls } from '@travel/contracts';
import { bootFor } from '../boot';
import { tenantFailure } from '../plugins/tenant';
import { analyticsSources, contentSecurityPolicy, crossOriginRemotes, serializeCsp } from './csp';
import { htmlAttributes, renderFirstPaint, styleHash, type HeroTexts } from './first-paint';
import { isHttps } from './security-headers';
import type { PagePaint, ShellTemplate } from './shell-html';

// nosniff, the referrer policy and framing come with every response (security-headers.ts).
const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-cache',
};

export type ShellResponder = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

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
 * Sends the shell HTML branded for the request's agency, its boot data inline, under the
 * tenant's Content-Security-Policy. The status tells crawlers and tests what the page will
 * show: 404 for an unknown agency, 403 for an inactive one, else 200. With the shell's hero
 * texts, an active agency's page also comes in the visitor's language and colours, and the
 * home page with its first screen already painted (first-paint.ts).
 */
export function shellResponder(template: ShellTemplate, remotes: RemoteUrls, heroTexts: HeroTexts | null): ShellResponder {
  const remoteOrigins = crossOriginRemotes(remotes);
  return (request, reply) => {
    const { tenant } = request;
    const status = tenant.kind === 'active' ? 200 : tenantFailure(tenant).statusCode;
    // Parsed like GET /api/boot's response: the inlined data meets the contract, in its key order.
    const boot = bootSchema.parse(bootFor(tenant, remotes));
    const paint = heroTexts ? pagePaint(request, boot, heroTexts, remotes) : undefined;
    const policy = contentSecurityPolicy({
      remoteOrigins,
      analytics: analyticsSources(boot.agency),
      https: isHttps(request),
      styleHashes: paint ? [styleHash(paint.style)] : [],
    });
    return reply
      .status(status)
      .headers({ ...HTML_HEADERS, 'content-security-policy': serializeCsp(policy) })
      .send(template.render(boot, paint));
  };
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
