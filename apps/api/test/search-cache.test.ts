import type { InventoryProviders } from '../src/inventory/providers';
import { withSearchCache } from '../src/inventory/search-cache';

function fakeProviders() {
  const calls = { hotelDeals: 0, holds: 0 };
  const providers = {
    hotels: {
      deals: async () => {
        calls.hotelDeals += 1;
        if (calls.hotelDeals === 1) throw new Error('database busy');
        return [];
      },
      search: async () => [{ hotelId: 1, amenities: ['Bar'] }],
      suggest: async () => ({ cities: [], hotels: [] }),
      nearestCity: async () => 'New York City',
    },
    activities: { deals: async () => [], destinations: async () => [] },
    cars: { deals: async () => [], locations: async () => [] },
    resort: {
      hold: async () => {
        calls.holds += 1;
        return undefined;
      },
    },
  } as unknown as InventoryProviders; // only what these tests call
  return { providers, calls };
}

const search = (latitude: number) => ({
  center: { latitude, longitude: -74 },
  radiusKm: 15,
  stay: { start: '2027-03-12', end: '2027-03-14' },
  occupancies: [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, childAges: [] }],
});

test('the same search is answered once; another search is its own; a failure is not kept', async () => {
  const { providers, calls } = fakeProviders();
  const cachedProviders = withSearchCache(providers);
  await expect(cachedProviders.hotels.deals(search(40.7))).rejects.toThrow('database busy');
  await cachedProviders.hotels.deals(search(40.7));
  await Promise.all([cachedProviders.hotels.deals(search(40.7)), cachedProviders.hotels.deals(search(40.7))]);
  expect(calls.hotelDeals).toBe(2);
  await cachedProviders.hotels.deals(search(25.8));
  expect(calls.hotelDeals).toBe(3);
});

test('a kept search hands out the same objects, which hotel-amenities.ts memoises by', async () => {
  const cachedProviders = withSearchCache(fakeProviders().providers);
  const search = { center: { latitude: 40.7, longitude: -74 }, radiusKm: 15, stay: { start: '2027-03-12', end: '2027-03-14' }, rooms: [{ adults: 2, childAges: [] }] };
  const [first, again] = [await cachedProviders.hotels.search(search), await cachedProviders.hotels.search(search)];
  expect(again).toBe(first);
  expect(again[0]?.amenities).toBe(first[0]?.amenities);
});

test('resort holds pass straight through', async () => {
  const { providers, calls } = fakeProviders();
  const cachedProviders = withSearchCache(providers);
  const request = { agencyId: 1, propertyId: 1, roomId: 1, stay: { start: '2027-03-12', end: '2027-03-14' }, guests: 2 };
  await cachedProviders.resort.hold(request as never);
  await cachedProviders.resort.hold(request as never);
  expect(calls.holds).toBe(2);
});
