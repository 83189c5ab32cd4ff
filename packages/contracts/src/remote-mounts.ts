import type { Agency } from './agency.schema';
import type { RemoteName } from './remotes';

export type RemoteMount = {
  remote: RemoteName;
  /** The route pattern the shell registers. */
  path: string;
  /** The mount point handed to the remote's App. */
  base: string;
  enabled?: (agency: Agency) => boolean;
};

const resortsActive = (agency: Agency) =>
  agency.bookingMenuItemOptions.some((item) => item.title === 'Resorts' && item.active);
const showsTopDestinations = (agency: Agency) => agency.displayTopDestinations;

const under = (remote: RemoteName, base: string, enabled?: RemoteMount['enabled']): RemoteMount => ({
  remote, path: `${base}/*`, base, ...(enabled ? { enabled } : {}),
});
const exact = (remote: RemoteName, base: string, enabled?: RemoteMount['enabled']): RemoteMount => ({
  remote, path: base, base, ...(enabled ? { enabled } : {}),
});

/** Where the shell mounts each remote (SPEC 2.1, 2.2). */
export const REMOTE_MOUNTS: readonly RemoteMount[] = [
  under('hotels', '/booknow/hotels'),
  exact('hotels', '/hotel-details'),
  under('flights', '/booknow/flights'),
  exact('flights', '/flight-details'),
  under('cars', '/booknow/cars'),
  under('activities', '/booknow/activities'),
  under('cruise', '/booknow/cruise'),
  under('resort', '/booknow/resort', resortsActive),
  under('blog', '/blog'),
  exact('blog', '/destination/share'),
  under('blog', '/destination', showsTopDestinations),
  exact('blog', '/top-destination', showsTopDestinations),
  under('account', '/mytrip'),
  exact('account', '/dashboard'),
  under('account', '/settings'),
  under('account', '/wallet'),
  under('account', '/users'),
  under('account', '/clients'),
  under('account', '/bookings'),
  under('account', '/proposals'),
];

export function mountsFor(agency: Agency | null, remote?: RemoteName): RemoteMount[] {
  return REMOTE_MOUNTS.filter(
    (mount) => (!remote || mount.remote === remote) && (!mount.enabled || (agency !== null && mount.enabled(agency))),
  );
}

/** The remote a link to `pathname` opens (its first matching mount), or null for the shell's own pages. */
export function remoteForPath(pathname: string, agency: Agency | null): RemoteName | null {
  const mount = mountsFor(agency).find(({ path, base }) =>
    path.endsWith('/*') ? pathname === base || pathname.startsWith(`${base}/`) : pathname === base,
  );
  return mount?.remote ?? null;
}
