import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A year, subdomains included: every tenant is a subdomain of the site's domain. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers every response carries (helmet's set: nosniff, SAMEORIGIN framing, the referrer
 * policy, cross-origin isolation of our resources...) and HSTS over HTTPS. The CSP belongs to
 * the shell HTML alone (web/shell.ts): it depends on the tenant, and JSON or a built file
 * runs nothing a policy could restrict.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    // Set below only when the request is HTTPS: on plain HTTP a browser ignores it anyway.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (isHttps(request)) reply.header('strict-transport-security', HSTS);
  });
}

/** Fastify reads X-Forwarded-Proto only from proxies TRUST_PROXY names; otherwise the socket decides. */
export function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}
