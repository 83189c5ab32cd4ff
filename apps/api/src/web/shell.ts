import type { FastifyReply, FastifyRequest } from 'fastify';
import { bootSchema, type RemoteUrls } from '@travel/contracts';
import { bootFor } from '../boot';
import { tenantFailure } from '../plugins/tenant';
import { analyticsSources, contentSecurityPolicy, crossOriginRemotes, serializeCsp } from './csp';
import { isHttps } from './security-headers';
import type { ShellTemplate } from './shell-html';

// nosniff, the referrer policy and framing come with every response (security-headers.ts).
const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-cache',
};

export type ShellResponder = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/**
 * Sends the shell HTML branded for the request's agency, its boot data inline, under the
 * tenant's Content-Security-Policy. The status tells crawlers and tests what the page will
 * show: 404 for an unknown agency, 403 for an inactive one, else 200.
 */
export function shellResponder(template: ShellTemplate, remotes: RemoteUrls): ShellResponder {
  const remoteOrigins = crossOriginRemotes(remotes);
  return (request, reply) => {
    const { tenant } = request;
    const status = tenant.kind === 'active' ? 200 : tenantFailure(tenant).statusCode;
    // Parsed like GET /api/boot's response: the inlined data meets the contract, in its key order.
    const boot = bootSchema.parse(bootFor(tenant, remotes));
    const policy = contentSecurityPolicy({ remoteOrigins, analytics: analyticsSources(boot.agency), https: isHttps(request) });
    return reply
      .status(status)
      .headers({ ...HTML_HEADERS, 'content-security-policy': serializeCsp(policy) })
      .send(template.render(boot));
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
