import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route is for the machine, not an agency (health checks): no tenant is resolved and
     * no user looked up, so it answers without the database; its handler must not read
     * request.tenant or request.user.
     */
    tenantFree?: boolean;
  }
}

export function isTenantFree(request: FastifyRequest): boolean {
  return request.routeOptions.config.tenantFree === true;
}
