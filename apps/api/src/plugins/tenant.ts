import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AGENCY_INACTIVE_TEXT, AGENCY_NOT_FOUND_TEXT, ERROR_CODES, type ApiError } from '@travel/contracts';
import { announceAgencyChange, listenForAgencyChanges } from '../agency-changes';
import { agencies, type AgencyRow } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError } from '../errors';
import { subdomainFromHost } from '../tenant';
import { TenantCache } from '../tenant-cache';
import { isTenantFree } from './tenant-free';

/** Who the request is for: an agency (active or not), or a subdomain no agency owns. */
export type TenantState =
  | { kind: 'active'; agency: AgencyRow }
  | { kind: 'inactive'; agency: AgencyRow }
  | { kind: 'unknown'; subdomain: string };

declare module 'fastify' {
  interface FastifyRequest {
    tenant: TenantState;
  }
  interface FastifyInstance {
    tenants: TenantCache<AgencyRow>;
    /** Call after changing an agency: this process reads it afresh at once, every other one within a second. */
    agencyChanged(subdomain: string): Promise<void>;
  }
}

/**
 * How long an agency is served from memory. Changes reach every process at once through
 * the agency-changes listener; this only bounds what a missed notification can cost.
 */
export const TENANT_CACHE_TTL_MS = 30_000;
/** Bounds: real agencies are few; random Host headers are not, and cost one query per 30 s at most. */
const TENANT_CACHE_LIMITS = { maxAgencies: 1_000, maxUnknown: 10_000, unknownTtlMs: 30_000 } as const;

export interface TenantFailure {
  statusCode: 404 | 403;
  error: ApiError['error'];
}

export type UnservableTenant = Exclude<TenantState, { kind: 'active' }>;

/** Why a tenant cannot be served, with SPEC 8's texts. */
export function tenantFailure(tenant: UnservableTenant): TenantFailure {
  return tenant.kind === 'inactive'
    ? { statusCode: 403, error: { code: ERROR_CODES.agencyInactive, message: AGENCY_INACTIVE_TEXT } }
    : { statusCode: 404, error: { code: ERROR_CODES.agencyNotFound, message: AGENCY_NOT_FOUND_TEXT } };
}

/** The request's agency; throws the 404/403 error for a missing or inactive one. */
export function activeAgency(request: FastifyRequest): AgencyRow {
  const tenant = request.tenant;
  if (tenant.kind === 'active') return tenant.agency;
  const { statusCode, error } = tenantFailure(tenant);
  throw new HttpError(statusCode, error.code, error.message);
}

/**
 * Resolves the tenant from the Host header on every request, before routing decides
 * anything, and decorates the request with it. Every tenant-scoped query then filters on
 * request.tenant, so none crosses agencies.
 */
export function registerTenantResolution(app: FastifyInstance, options: { db: Db; defaultTenant: string; postgresUrl?: string }): void {
  // Null until the hook below sets it, which happens before any handler runs.
  app.decorateRequest<TenantState, 'tenant'>('tenant', null as unknown as TenantState);
  const tenants = new TenantCache<AgencyRow>(async (subdomain) => {
    const [agency] = await options.db.select().from(agencies).where(eq(agencies.subdomain, subdomain)).limit(1);
    return agency;
  }, { ttlMs: TENANT_CACHE_TTL_MS, ...TENANT_CACHE_LIMITS });
  app.decorate('tenants', tenants);
  app.decorate('agencyChanged', async (subdomain: string) => {
    tenants.invalidate(subdomain);
    if (!options.postgresUrl) return; // PGlite: this is the only process.
    // The change is committed: a failed announcement leaves the others on the cache's time to live, not the caller with an error.
    await announceAgencyChange(options.db, subdomain).catch((err: unknown) => app.log.warn({ err, agency: subdomain }, 'agency change not announced'));
  });
  if (options.postgresUrl) {
    const listener = listenForAgencyChanges({
      connectionString: options.postgresUrl,
      onChange: (subdomain) => tenants.invalidate(subdomain),
      onResync: () => tenants.invalidate(),
      log: app.log,
    });
    app.addHook('onReady', () => listener.ready);
    app.addHook('onClose', () => listener.close());
  }
  app.addHook('onRequest', async (request) => {
    if (isTenantFree(request)) return;
    const subdomain = subdomainFromHost(request.host, options.defaultTenant);
    const agency = await tenants.get(subdomain);
    request.tenant = !agency
      ? { kind: 'unknown', subdomain }
      : agency.status === 'Active'
        ? { kind: 'active', agency }
        : { kind: 'inactive', agency };
  });
}
