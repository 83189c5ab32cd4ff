import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ACCESS_TOKEN_COOKIE_NAME,
  CURRENCY_COOKIE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_DAYS,
  bootSchema,
  initialCurrency,
  remoteForPath,
  type Agency,
  type Boot,
  type RemoteUrls,
} from '@travel/contracts';
import { bootFor } from '../boot';
import { tenantFailure } from '../plugins/tenant';
import { analyticsSources, contentSecurityPolicy, crossOriginRemotes, serializeCsp, styleAttributeHashes, styleHash } from './csp';
import { pageFrame } from './page-frame';
import type { PageRenderer, RenderedPage } from './page-renderer';
import { isHttps } from './security-headers';
import type { PageContent, ShellTemplate } from './shell-html';

// nosniff, the referrer policy and framing come with every response (security-headers.ts).
const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-cache',
};

export type ShellResponder = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** The page's path and query, parsed once per request. */
type PageUrl = Pick<URL, 'pathname' | 'search' | 'searchParams'>;

/**
 * The page rendered on the server in the visitor's language and currency (chosen as the browser
 * chooses it, from the cookie that mirrors its choice), or null when it cannot be (then the
 * browser renders it).
 */
async function renderContent(request: FastifyRequest, page: PageUrl, boot: Boot, agency: Agency, language: PageContent['frame']['language'], renderer: PageRenderer): Promise<RenderedPage | null> {
  const stored = request.cookies[CURRENCY_COOKIE] ?? null;
  const { currency } = initialCurrency({ pathname: page.pathname, search: page.search, stored, agencyDefault: agency.defaultCurrency });
  return renderer.render(request, { ...boot, agency }, language, currency);
}

/** An active agency's page: its frame, and its content when the server renders it. */
async function pageContent(request: FastifyRequest, page: PageUrl, boot: Boot, remotes: RemoteUrls, renderer: PageRenderer | null): Promise<PageContent | undefined> {
  const { agency } = boot;
  if (request.tenant.kind !== 'active' || !agency) return undefined;
  const frame = pageFrame(agency, { query: page.searchParams, cookies: request.cookies });
  const remote = remoteForPath(page.pathname, agency);
  const rendered = renderer ? await renderContent(request, page, boot, agency, frame.language, renderer) : null;
  return { frame, rendered, remoteEntry: remote ? remotes[remote] : null };
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
 * SPEC 4: a language asked for in the query (lng) is remembered like a picked one. The shell
 * remembers it once its scripts run; the server does so too, so a page it sends elsewhere (a
 * signed-in visitor's login page to their home) opens in that language as well.
 */
function rememberQueryLanguage(request: FastifyRequest, page: PageUrl, reply: FastifyReply, content: PageContent): void {
  const { language } = content.frame;
  const asked = page.searchParams.get('lng');
  if (asked !== language || request.cookies[LANGUAGE_COOKIE] === language) return;
  reply.setCookie(LANGUAGE_COOKIE, language, { path: '/', sameSite: 'strict', httpOnly: false, maxAge: LANGUAGE_COOKIE_DAYS * 86_400 });
}

/**
 * Sends an agency's page: rendered on the server with its data when the build has a server
 * entry (page-renderer.ts), in the visitor's language and the agency's colours, its boot data
 * inline, under the tenant's Content-Security-Policy. The status tells crawlers and tests what
 * the page will show: 404 for an unknown agency, 403 for an inactive one, else 200.
 */
export function shellResponder(template: ShellTemplate, remotes: RemoteUrls, renderer: PageRenderer | null): ShellResponder {
  const remoteOrigins = crossOriginRemotes(remotes);
  return async (request, reply) => {
    const { tenant } = request;
    const status = tenant.kind === 'active' ? 200 : tenantFailure(tenant).statusCode;
    // Parsed like GET /api/boot's response: the inlined data meets the contract, in its key order.
    const boot = bootSchema.parse(bootFor(tenant, remotes));
    const page = new URL(request.url, 'http://page');
    const content = await pageContent(request, page, boot, remotes, renderer);
    if (content) rememberQueryLanguage(request, page, reply, content);
    // The page sends the visitor elsewhere (a signed-in visitor's login page): say so now.
    if (content?.rendered?.redirect) return reply.headers(renderedPageCaching(request)).redirect(content.rendered.redirect, 302);
    const policy = contentSecurityPolicy({
      remoteOrigins,
      analytics: analyticsSources(boot.agency),
      https: isHttps(request),
      styleHashes: content ? [styleHash(content.frame.style)] : [],
      styleAttributeHashes: content?.rendered ? styleAttributeHashes(content.rendered.html) : [],
    });
    return reply
      .status(status === 200 ? (content?.rendered?.status ?? 200) : status)
      .headers({ ...HTML_HEADERS, ...(content?.rendered ? renderedPageCaching(request) : {}), 'content-security-policy': serializeCsp(policy) })
      .send(template.render(boot, content));
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
