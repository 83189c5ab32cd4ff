import { TenantCache } from '../src/tenant-cache';

function setup() {
  let clock = 0;
  let loads = 0;
  const load = jest.fn(async (subdomain: string) => {
    loads += 1;
    return subdomain === 'nowhere' ? undefined : { subdomain, version: loads };
  });
  const cache = new TenantCache(load, 30_000, () => clock);
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

test('an unknown subdomain is remembered too, so random hosts cannot flood the database', async () => {
  const { cache, load } = setup();
  expect(await cache.get('nowhere')).toBeUndefined();
  await cache.get('nowhere');
  expect(load).toHaveBeenCalledTimes(1);
});

test('invalidate makes the next request read the change', async () => {
  const { cache, load } = setup();
  await cache.get('wayfarer');
  cache.invalidate('wayfarer');
  await cache.get('wayfarer');
  expect(load).toHaveBeenCalledTimes(2);
});

test('a failed load is not cached', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('db down')).mockResolvedValue({ subdomain: 'wayfarer' });
  const cache = new TenantCache(load, 30_000);
  await expect(cache.get('wayfarer')).rejects.toThrow('db down');
  await expect(cache.get('wayfarer')).resolves.toEqual({ subdomain: 'wayfarer' });
});
