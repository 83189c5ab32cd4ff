import { agencyFixture } from '@travel/mocks';
import {
  BOOKABLE_SERVICES,
  DEV_APPS,
  NON_SERVICE_REMOTES,
  REMOTES,
  SERVICES,
  SERVICE_KEYS,
  SERVICE_PATHS,
  SERVICE_TITLES,
  byServiceTitle,
  remoteForPath,
  serviceByDealsTab,
  serviceByKey,
  serviceByReferencePrefix,
  serviceByRemote,
  serviceByTitle,
  type ServiceKey,
} from '@travel/contracts';

describe('the service manifest', () => {
  test('the six services in the nav order of SPEC 2.6', () => {
    expect(SERVICE_TITLES).toEqual(['Hotels', 'Air Travel', 'Resorts', 'Cars', 'Activities', 'Cruise']);
    expect(SERVICE_KEYS).toEqual(['hotels', 'flights', 'resort', 'cars', 'activities', 'cruise']);
    expect(SERVICES.map((service) => service.navOrder)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  test.each<[string, readonly (string | number)[]]>([
    ['key', SERVICES.map((service) => service.key)],
    ['title', SERVICES.map((service) => service.title)],
    ['nav order', SERVICES.map((service) => service.navOrder)],
    ['remote', SERVICES.map((service) => service.remote)],
    ['path', SERVICES.map((service) => service.path)],
    ['reference prefix', SERVICES.map((service) => service.referencePrefix)],
    ['deals tab', SERVICES.flatMap((service) => (service.dealsTab === null ? [] : [service.dealsTab]))],
    ['route', SERVICES.flatMap((service) => service.routes)],
  ])('no two services share a %s', (_field, values) => {
    expect(new Set(values).size).toBe(values.length);
  });

  test.each<[ServiceKey, string, string, string, string, string | null, string]>([
    ['hotels', 'Hotels', 'hotels', '/booknow/hotels', 'H', 'Hotels', 'BedDouble'],
    ['flights', 'Air Travel', 'flights', '/booknow/flights', 'F', 'Flights', 'Plane'],
    ['resort', 'Resorts', 'resort', '/booknow/resort', 'R', null, 'Palmtree'],
    ['cars', 'Cars', 'cars', '/booknow/cars', 'C', 'Car Rentals', 'CarFront'],
    ['activities', 'Activities', 'activities', '/booknow/activities', 'A', 'Activities', 'Ticket'],
    ['cruise', 'Cruise', 'cruise', '/booknow/cruise', 'S', 'Cruises', 'Ship'],
  ])('%s: %s, remote %s at %s, references %s-, deals tab %s, icon %s', (key, title, remote, path, referencePrefix, dealsTab, icon) => {
    expect(serviceByKey(key)).toMatchObject({ key, title, remote, path, referencePrefix, dealsTab, icon });
    expect(SERVICE_PATHS[serviceByKey(key).title]).toBe(path);
  });

  test('a reference prefix is one capital letter', () => {
    for (const { referencePrefix } of SERVICES) expect(referencePrefix).toMatch(/^[A-Z]$/);
  });

  test('SPEC 2.1: only the resort pages depend on the agency offering the service', () => {
    expect(SERVICES.filter((service) => service.mountedOnlyWhenActive).map((service) => service.key)).toEqual(['resort']);
  });

  test('hotels and flights can be booked today', () => {
    expect([...BOOKABLE_SERVICES]).toEqual(['Hotels', 'Air Travel']);
  });
});

describe('lookups', () => {
  test.each(SERVICES)('$key is found by each of its names', (service) => {
    expect(serviceByKey(service.key)).toBe(service);
    expect(serviceByTitle(service.title)).toBe(service);
    expect(serviceByRemote(service.remote)).toBe(service);
    expect(serviceByReferencePrefix(service.referencePrefix)).toBe(service);
    if (service.dealsTab !== null) expect(serviceByDealsTab(service.dealsTab)).toBe(service);
  });

  test.each<[string | null, ServiceKey | undefined]>([
    ['Hotels', 'hotels'],
    ['Flights', 'flights'],
    ['Car Rentals', 'cars'],
    ['Cruises', 'cruise'],
    ['Cars', undefined], // the tab is 'Car Rentals', not the service's title
    ['Air Travel', undefined],
    ['Resorts', undefined], // no deals tab
    ['hotels', undefined],
    ['', undefined],
    [null, undefined],
  ])('the deals tab %j is %s', (tab, key) => {
    expect(serviceByDealsTab(tab)?.key).toBe(key);
  });

  test.each<[string, ServiceKey | undefined]>([
    ['H', 'hotels'],
    ['F', 'flights'],
    ['C', 'cars'],
    ['A', 'activities'],
    ['S', 'cruise'],
    ['R', 'resort'],
    ['h', undefined],
    ['X', undefined],
    ['H-', undefined],
  ])('the reference prefix %s is %s', (prefix, key) => {
    expect(serviceByReferencePrefix(prefix)?.key).toBe(key);
  });

  test('byServiceTitle gives every service its value', () => {
    expect(byServiceTitle((service) => service.key)).toEqual({
      Hotels: 'hotels', 'Air Travel': 'flights', Resorts: 'resort', Cars: 'cars', Activities: 'activities', Cruise: 'cruise',
    });
  });
});

describe('what the manifest decides elsewhere', () => {
  test('every service has its own remote; blog and account serve none', () => {
    expect(Object.keys(REMOTES).sort()).toEqual([...SERVICES.map((service) => service.remote), ...NON_SERVICE_REMOTES].sort());
  });

  test('the dev servers (and jest roots) are the shell and every remote', () => {
    expect([...DEV_APPS].sort()).toEqual(['shell', ...Object.keys(REMOTES)].sort());
  });

  test.each(SERVICES.flatMap((service) => service.routes.map((route) => [route, service.remote] as const)))(
    'SPEC 2.2: %s opens the %s remote',
    (route, remote) => {
      expect(remoteForPath(route, agencyFixture())).toBe(remote);
    },
  );

  test.each(SERVICES)('$key: its routes are under $path, or pages of its own at the top level', ({ path, routes }) => {
    for (const route of routes) expect(route.startsWith(`${path}/`) || /^\/[a-z-]+$/.test(route)).toBe(true);
  });
});
