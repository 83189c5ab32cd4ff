import { LRUCache } from 'lru-cache';

export interface TenantCacheOptions {
  /** How long a found agency is served from memory: a safety net behind change notifications. */
  ttlMs: number;
  /** How long a subdomain no agency owns is remembered as unknown. */
  unknownTtlMs: number;
  /** Agencies kept at most; the least recently used goes first. */
  maxAgencies: number;
  /** Unknown subdomains remembered at most. */
  maxUnknown: number;
  now?: () => number;
}

/**
 * Agencies by subdomain, kept in memory: every request resolves its tenant, and an agency
 * changes rarely. Bounded, so a flood of random Host headers costs neither memory nor a
 * query each: unknown subdomains are remembered apart (they cannot push real agencies out)
 * for a short time. A change is dropped with invalidate (this process at once, the others
 * through the agency-changes listener); the time to live covers a missed notification.
 */
export class TenantCache<T extends object> {
  private readonly agencies: LRUCache<string, T>;
  private readonly unknown: LRUCache<string, true>;
  /** Loads under way: concurrent requests for one subdomain share a single query. */
  private readonly pending = new Map<string, Promise<T | undefined>>();

  constructor(
    private readonly load: (subdomain: string) => Promise<T | undefined>,
    options: TenantCacheOptions,
  ) {
    const perf = options.now ? { now: options.now } : undefined;
    this.agencies = new LRUCache({ max: options.maxAgencies, ttl: options.ttlMs, ttlResolution: 0, ...(perf && { perf }) });
    this.unknown = new LRUCache({ max: options.maxUnknown, ttl: options.unknownTtlMs, ttlResolution: 0, ...(perf && { perf }) });
  }

  get(subdomain: string): Promise<T | undefined> {
    const agency = this.agencies.get(subdomain);
    if (agency) return Promise.resolve(agency);
    if (this.unknown.has(subdomain)) return Promise.resolve(undefined);
    const running = this.pending.get(subdomain);
    if (running) return running;

    const loading = this.load(subdomain);
    this.pending.set(subdomain, loading);
    const settle = (found: T | undefined) => {
      // Invalidated while loading: the answer may predate the change, so it is not kept.
      if (this.pending.get(subdomain) !== loading) return;
      this.pending.delete(subdomain);
      if (found) this.agencies.set(subdomain, found);
      else this.unknown.set(subdomain, true);
    };
    loading.then(settle, () => {
      if (this.pending.get(subdomain) === loading) this.pending.delete(subdomain);
    });
    return loading;
  }

  /** Forgets one subdomain (its agency changed, or was created), or everything. */
  invalidate(subdomain?: string): void {
    if (subdomain === undefined) {
      this.agencies.clear();
      this.unknown.clear();
      this.pending.clear();
      return;
    }
    this.agencies.delete(subdomain);
    this.unknown.delete(subdomain);
    this.pending.delete(subdomain);
  }

  /** Entries held: agencies, unknown subdomains, loads under way. */
  get size(): { agencies: number; unknown: number; pending: number } {
    return { agencies: this.agencies.size, unknown: this.unknown.size, pending: this.pending.size };
  }
}
