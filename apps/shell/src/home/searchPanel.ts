import { BOOKABLE_SERVICES, SERVICE_PATHS, remoteForPath, type Agency, type RemoteName, type ServiceTitle } from '@travel/contracts';

/**
 * The remote whose search form a service's tab on the home page embeds (its `./SearchForm`):
 * a service whose journey is built has one; the others have none yet, so their tab leads to
 * their page instead. Null also when no remote is mounted for the service.
 */
export function searchFormRemote(
  service: ServiceTitle,
  agency: Agency | null,
  bookable: ReadonlySet<ServiceTitle> = BOOKABLE_SERVICES,
): RemoteName | null {
  return bookable.has(service) ? remoteForPath(SERVICE_PATHS[service], agency) : null;
}
