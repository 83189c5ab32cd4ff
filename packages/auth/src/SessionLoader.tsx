import { selectAuthStatus, useAppSelector, useProfileQuery } from '@travel/store';

/**
 * The session check (SPEC 4): with a token cookie the store starts 'checking', and the user's
 * profile settles it (a stale token answers 401, which logs out). Mount once per host, after
 * the first render.
 */
export function SessionLoader() {
  const status = useAppSelector(selectAuthStatus);
  useProfileQuery(undefined, { skip: status !== 'checking' });
  return null;
}
