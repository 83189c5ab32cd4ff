import { TenantCache } from '../src/tenant-cache';

const LIMITS = { ttlMs: 30_000, unknownTtlMs: 10_000, maxAgencies: 3, maxUnknown: 1_000 };

function setup(known: string[] = ['wayfarer', 'sunny', 'sol', 'nordic']) {
  let clock = 1_000;
  let loads = 0;
  const load = jest.fn(async (subdomain: string) => {
    loads += 1;
    return known.includes(subdomain) ? { subdomain, version: loads } : undefined;
  });
  const cache = new TenantCache(load, { ...LIMITS, now: () => clock });
  return { cache, load, advance: (ms: number) => (clock += ms) };
}

test('a tenant is loaded once while fresh, and concurrent requests share the load', async () => {
  const { cache, load } = setup();
  const [a, b] = await Promise.all([cache.get('wayfarer'), cache.get('wayfarer')]);
  await cache.get('wayfarer');
  expect(a).toBe(b);
  expect(load).toHaveBeenCalledTimes(1);
});

test('after the time to live the agency is read again', async () => {
  const { cache, load, advance } = setup();
  await cache.get('sunny');
  advance(30_001);
  expect(await cache.get('sunny')).toEqual({ subdomain: 'sunny', version: 2 });
  expect(load).toHaveBeenCalledTimes(2);
});

test('an unknown subdomain is remembered for its own shorter time', async () => {
  const { cache, load, advance } = setup();
  expect(await cache.get('nowhere')).toBeUndefined();
  await cache.get('nowhere');
  expect(load).toHaveBeenCalledTimes(1);
  advance(10_001);
  await cache.get('nowhere');
  expect(load).toHaveBeenCalledTimes(2);
});

test('1000 random subdomains asked twice cost 1000 queries, not 2000, and the cache stays within its bounds', async () => {
  const { cache, load } = setup();
  const hosts = Array.from({ length: 1_000 }, (_, i) => `random-${i}-${Math.random().toString(36).slice(2)}`);
  for (const host of hosts) await cache.get(host);
  for (const host of hosts) expect(await cache.get(host)).toBeUndefined();
  expect(load).toHaveBeenCalledTimes(1_000);

  const more = Array.from({ length: 500 }, (_, i) => `more-${i}`);
  await Promise.all(more.map((host) => cache.get(host)));
  expect(cache.size).toEqual({ agencies: 0, unknown: 1_000, pending: 0 });
});

test('random subdomains cannot push real agencies out', async () => {
  const { cache, load } = setup();
  await cache.get('wayfarer');
  for (let i = 0; i < 2_000; i++) await cache.get(`random-${i}`);
  await cache.get('wayfarer');
  expect(load.mock.calls.filter(([s]) => s === 'wayfarer')).toHaveLength(1);
});

test('agencies are bounded too: the least recently used goes first', async () => {
  const { cache, load } = setup();
  for (const s of ['wayfarer', 'sunny', 'sol', 'wayfarer', 'nordic']) await cache.get(s);
  expect(cache.size.agencies).toBe(3);
  await cache.get('wayfarer');
  await cache.get('sunny');
  expect(load.mock.calls.map(([s]) => s)).toEqual(['wayfarer', 'sunny', 'sol', 'nordic', 'sunny']);
});

test('invalidate makes the next request read the change', async () => {
  const { cache, load } = setup();
  await cache.get('wayfarer');
  cache.invalidate('wayfarer');
  await cache.get('wayfarer');
  expect(load).toHaveBeenCalledTimes(2);
});

test('a subdomain invalidated while unknown (an agency just created) is read again', async () => {
  const known: string[] = [];
  const { cache } = setup(known);
  expect(await cache.get('fresh')).toBeUndefined();
  known.push('fresh');
  cache.invalidate('fresh');
  expect(await cache.get('fresh')).toMatchObject({ subdomain: 'fresh' });
});

test('a load that was under way when the agency changed is not kept', async () => {
  let release: (v: { version: number }) => void = () => undefined;
  const load = jest
    .fn()
    .mockImplementationOnce(() => new Promise((resolve) => (release = resolve)))
    .mockResolvedValue({ version: 2 });
  const cache = new TenantCache<{ version: number }>(load, LIMITS);
  const stale = cache.get('wayfarer');
  cache.invalidate('wayfarer');
  release({ version: 1 });
  expect(await stale).toEqual({ version: 1 });
  expect(await cache.get('wayfarer')).toEqual({ version: 2 });
});

test('invalidate() without a subdomain forgets everything', async () => {
  const { cache, load } = setup();
  await cache.get('wayfarer');
  await cache.get('nowhere');
  cache.invalidate();
  await cache.get('wayfarer');
  await cache.get('nowhere');
  expect(load).toHaveBeenCalledTimes(4);
});

test('a failed load is not cached', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('db down')).mockResolvedValue({ subdomain: 'wayfarer' });
  const cache = new TenantCache(load, LIMITS);
  await expect(cache.get('wayfarer')).rejects.toThrow('db down');
  await expect(cache.get('wayfarer')).resolves.toEqual({ subdomain: 'wayfarer' });
});
