// The service manifest (DESIGN.md, "Services and the booking core"): the one place the six
// booking services are spelled. The nav, the shell's mounts, the home page's tabs and tiles,
// the remotes' ports (remotes.ts), the dev scripts and jest's roots are derived from it.
// Plain data and lookups, no zod: the API, the browser bundles and the tooling all read it.

/** What the manifest says about one booking service. */
export interface ServiceDefinition {
  /** Our short key: markups, inventory providers, bookings' `service`. */
  key: string;
  /** SPEC 2.6: its title in English, as agencies' booking menus name it (the screens translate it). */
  title: string;
  /** SPEC 2.6: its place in the nav, Book Now's choice and every list of services, from 1. */
  navOrder: number;
  /** The federated remote that serves its pages (REMOTES). */
  remote: string;
  /** SPEC 2.2: its base route; the shell mounts its remote there and under it. */
  path: `/${string}`;
  /** SPEC 2.2: its pages; one outside `path` (`/hotel-details`) is mounted on its own. */
  routes: readonly `/${string}`[];
  /** SPEC 2.1: its routes exist only while the agency's menu item for it is active. */
  mountedOnlyWhenActive: boolean;
  /** DESIGN.md: the letter its booking references start with (`H-…`). */
  referencePrefix: string;
  /** SPEC 2.3, 2.4: the `tab` value of its home page deals tab; null when it has none. */
  dealsTab: string | null;
  /** Its journey is built; until then its remote shows a "coming soon" page. */
  bookable: boolean;
  /** The lucide-react icon the nav, tabs and tiles draw it with (packages/ui maps the name). */
  icon: string;
}

const MANIFEST = [
  {
    key: 'hotels',
    title: 'Hotels',
    navOrder: 1,
    remote: 'hotels',
    path: '/booknow/hotels',
    routes: [
      '/booknow/hotels/search',
      '/booknow/hotels/search-details',
      '/booknow/hotels/details',
      '/booknow/hotels/checkout',
      '/booknow/hotels/confirm-payment',
      '/booknow/hotels/deal/:proposalId',
      '/hotel-details',
    ],
    mountedOnlyWhenActive: false,
    referencePrefix: 'H',
    dealsTab: 'Hotels',
    bookable: true,
    icon: 'BedDouble',
  },
  {
    key: 'flights',
    title: 'Air Travel',
    navOrder: 2,
    remote: 'flights',
    path: '/booknow/flights',
    routes: [
      '/booknow/flights/search',
      '/booknow/flights/search-details',
      '/booknow/flights/reservation-details',
      '/booknow/flights/checkout',
      '/booknow/flights/confirmation',
      '/booknow/flights/deal/:proposalId',
      '/flight-details',
    ],
    mountedOnlyWhenActive: false,
    referencePrefix: 'F',
    dealsTab: 'Flights',
    bookable: true,
    icon: 'Plane',
  },
  {
    key: 'resort',
    title: 'Resorts',
    navOrder: 3,
    remote: 'resort',
    path: '/booknow/resort',
    routes: ['/booknow/resort/search', '/booknow/resort/details', '/booknow/resort/checkout'],
    mountedOnlyWhenActive: true,
    referencePrefix: 'R',
    dealsTab: null,
    bookable: false,
    icon: 'Palmtree',
  },
  {
    key: 'cars',
    title: 'Cars',
    navOrder: 4,
    remote: 'cars',
    path: '/booknow/cars',
    routes: [
      '/booknow/cars/search',
      '/booknow/cars/result-details',
      '/booknow/cars/result-details/checkout',
      '/booknow/cars/reservation-details',
      '/booknow/cars/checkout',
      '/booknow/cars/confirm-payment',
    ],
    mountedOnlyWhenActive: false,
    referencePrefix: 'C',
    dealsTab: 'Car Rentals',
    bookable: false,
    icon: 'CarFront',
  },
  {
    key: 'activities',
    title: 'Activities',
    navOrder: 5,
    remote: 'activities',
    path: '/booknow/activities',
    routes: [
      '/booknow/activities/search',
      '/booknow/activities/result-details/:productCode',
      '/booknow/activities/bookings/checkout',
      '/booknow/activities/confirmation/:referenceNumber',
    ],
    mountedOnlyWhenActive: false,
    referencePrefix: 'A',
    dealsTab: 'Activities',
    bookable: false,
    icon: 'Ticket',
  },
  {
    key: 'cruise',
    title: 'Cruise',
    navOrder: 6,
    remote: 'cruise',
    path: '/booknow/cruise',
    routes: [
      '/booknow/cruise/search',
      '/booknow/cruise/search-details',
      '/booknow/cruise/checkout',
      '/booknow/cruise/confirmation/:referenceNumber',
    ],
    mountedOnlyWhenActive: false,
    referencePrefix: 'S',
    dealsTab: 'Cruises',
    bookable: false,
    icon: 'Ship',
  },
] as const satisfies readonly ServiceDefinition[];

/** One booking service, exactly as the manifest has it. */
export type Service = (typeof MANIFEST)[number];
export type ServiceKey = Service['key'];
export type ServiceTitle = Service['title'];
/** The remotes that serve a booking service (the others, blog and account, are in remotes.ts). */
export type ServiceRemote = Service['remote'];
export type ServiceReferencePrefix = Service['referencePrefix'];
export type ServiceIcon = Service['icon'];
/** A service with a home page deals tab, and the tab's `tab` query value. */
export type DealsTabService = Exclude<Service, { dealsTab: null }>;
export type DealsTab = DealsTabService['dealsTab'];

/** The booking services in the nav order (SPEC 2.6, 9): `navOrder` decides, not where an entry is written. */
export const SERVICES: readonly Service[] = [...MANIFEST].sort((a, b) => a.navOrder - b.navOrder);
export const SERVICE_KEYS: readonly ServiceKey[] = SERVICES.map((service) => service.key);
export const SERVICE_TITLES: readonly ServiceTitle[] = SERVICES.map((service) => service.title);

/** A value for each service, by title (what agencies' menus and the screens name services by). */
export function byServiceTitle<V>(valueOf: (service: Service) => V): Readonly<Record<ServiceTitle, V>> {
  // Every title is a key: SERVICES holds every service.
  return Object.fromEntries(SERVICES.map((service) => [service.title, valueOf(service)])) as Record<ServiceTitle, V>;
}

const hasDealsTab = (service: Service): service is DealsTabService => service.dealsTab !== null;

const BY_KEY = new Map<string, Service>(SERVICES.map((service) => [service.key, service]));
const BY_TITLE = new Map<string, Service>(SERVICES.map((service) => [service.title, service]));
const BY_REMOTE = new Map<string, Service>(SERVICES.map((service) => [service.remote, service]));
const BY_DEALS_TAB = new Map<string, DealsTabService>(SERVICES.filter(hasDealsTab).map((service) => [service.dealsTab, service]));
const BY_REFERENCE_PREFIX = new Map<string, Service>(SERVICES.map((service) => [service.referencePrefix, service]));

/** The entry a key, title or remote names: the maps hold every service, so a typed name always finds one. */
function named(map: ReadonlyMap<string, Service>, name: string): Service {
  const service = map.get(name);
  if (!service) throw new Error(`No booking service ${name}`);
  return service;
}

export const serviceByKey = <K extends ServiceKey>(key: K) => named(BY_KEY, key) as Extract<Service, { key: K }>;
export const serviceByTitle = <T extends ServiceTitle>(title: T) => named(BY_TITLE, title) as Extract<Service, { title: T }>;
export const serviceByRemote = <R extends ServiceRemote>(remote: R) => named(BY_REMOTE, remote) as Extract<Service, { remote: R }>;
/** The service whose deals tab a `tab` query value names (SPEC 2.3: 'Car Rentals', not 'Cars'). */
export const serviceByDealsTab = (tab: string | null): DealsTabService | undefined => (tab === null ? undefined : BY_DEALS_TAB.get(tab));
/** The service a booking reference's prefix letter names. */
export const serviceByReferencePrefix = (prefix: string): Service | undefined => BY_REFERENCE_PREFIX.get(prefix);

/** SPEC 2.2: where each service's booking pages live. */
export const SERVICE_PATHS: Readonly<Record<ServiceTitle, string>> = byServiceTitle((service) => service.path);

/**
 * The services whose booking journey is built. The others' remotes show a "coming soon" page
 * until their own journey lands, in the same change as `bookable: true`.
 */
export const BOOKABLE_SERVICES: ReadonlySet<ServiceTitle> = new Set(SERVICES.filter((service) => service.bookable).map((service) => service.title));
