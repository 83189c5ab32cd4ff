import type { Agency } from './agency.schema';
import { REMOTE_NAMES, isNonServiceRemote, type NonServiceRemote, type RemoteName } from './remotes';
import { serviceByRemote, type Service } from './services/registry';

export type RemoteMount = {
  remote: RemoteName;
  /** The route pattern the shell registers. */
  path: string;
  /** The mount point handed to the remote's App. */
  base: string;
  enabled?: (agency: Agency) => boolean;
};

const showsTopDestinations = (agency: Agency) => agency.displayTopDestinations;

const under = (remote: RemoteName, base: string, enabled?: RemoteMount['enabled']): RemoteMount => ({
  remote, path: `${base}/*`, base, ...(enabled ? { enabled } : {}),
});
const exact = (remote: RemoteName, base: string, enabled?: RemoteMount['enabled']): RemoteMount => ({
  remote, path: base, base, ...(enabled ? { enabled } : {}),
});

/** A service's remote under its base route, and at each of its routes outside it (/hotel-details). */
function serviceMounts(service: Service): RemoteMount[] {
  const enabled = service.mountedOnlyWhenActive
    ? (agency: Agency) => agency.bookingMenuItemOptions.some((item) => item.title === service.title && item.active)
    : undefined;
  const outside = service.routes.filter((route) => !route.startsWith(`${service.path}/`));
  return [under(service.remote, service.path, enabled), ...outside.map((route) => exact(service.remote, route, enabled))];
}

/** Where the shell mounts the remotes that serve no booking service (SPEC 2.1, 2.2). */
const NON_SERVICE_MOUNTS: Record<NonServiceRemote, readonly RemoteMount[]> = {
  blog: [
    under('blog', '/blog'),
    exact('blog', '/destination/share'),
    under('blog', '/destination', showsTopDestinations),
    exact('blog', '/top-destination', showsTopDestinations),
  ],
  // The traveller's area (their wallet is /mytrip/wallet), and what an agent shares with it: their own profile and support.
  account: [
    under('account', '/mytrip'),
    under('account', '/settings/profile'),
    under('account', '/settings/support'),
  ],
  // The agents' Command Center (agent-only code, out of the traveller's downloads).
  command: [
    exact('command', '/dashboard'),
    under('command', '/settings'),
    under('command', '/users'),
    under('command', '/clients'),
    under('command', '/bookings'),
    under('command', '/deal-link'),
    under('command', '/proposals'),
    under('command', '/searches'),
    // The agency's credits ledger (/wallet/details).
    under('command', '/wallet'),
  ],
};

/** Where the shell mounts each remote (SPEC 2.1, 2.2), remote by remote: a service's from the manifest. */
export const REMOTE_MOUNTS: readonly RemoteMount[] = REMOTE_NAMES.flatMap((remote) =>
  isNonServiceRemote(remote) ? NON_SERVICE_MOUNTS[remote] : serviceMounts(serviceByRemote(remote)),
);

export function mountsFor(agency: Agency | null, remote?: RemoteName): RemoteMount[] {
  return REMOTE_MOUNTS.filter(
    (mount) => (!remote || mount.remote === remote) && (!mount.enabled || (agency !== null && mount.enabled(agency))),
  );
}

const matches = (pathname: string, { path, base }: RemoteMount) =>
  path.endsWith('/*') ? pathname === base || pathname.startsWith(`${base}/`) : pathname === base;

/**
 * The mount a link to `pathname` opens, or null for the shell's own pages: the most specific
 * matching one, as the router ranks them (/settings/profile is the account's, /settings/agency the Command Center's).
 */
export function mountForPath(pathname: string, agency: Agency | null): RemoteMount | null {
  const candidates = mountsFor(agency).filter((mount) => matches(pathname, mount));
  return candidates.sort((a, b) => b.base.length - a.base.length)[0] ?? null;
}

/** The remote a link to `pathname` opens, or null for the shell's own pages. */
export function remoteForPath(pathname: string, agency: Agency | null): RemoteName | null {
  return mountForPath(pathname, agency)?.remote ?? null;
}
