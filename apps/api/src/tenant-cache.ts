/**
 * Agencies by subdomain, kept in memory for a short time: every request resolves its tenant,
 * and an agency changes rarely. A change made through this process is seen at once
 * (invalidate); one made by another API process within the time to live.
 */
export class TenantCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; expires: number }>();

  constructor(
    private readonly load: (subdomain: string) => Promise<T>,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(subdomain: string): Promise<T> {
    const cached = this.entries.get(subdomain);
    if (cached && cached.expires > this.now()) return cached.value;
    // Concurrent requests for one tenant share a single query.
    const value = this.load(subdomain);
    this.entries.set(subdomain, { value, expires: this.now() + this.ttlMs });
    value.catch(() => this.entries.delete(subdomain));
    return value;
  }

  invalidate(subdomain?: string): void {
    if (subdomain === undefined) this.entries.clear();
    else this.entries.delete(subdomain);
  }
}
