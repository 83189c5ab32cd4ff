import { remoteForPath, usesCommandCenter, type UserProfile } from '@travel/contracts';

/** The agents' Command Center (SPEC 2.2, 6). */
export const COMMAND_CENTER_PATH = '/dashboard';

/** A booking's checkout, whichever service: signing in there is to go on booking. */
const CHECKOUT = /\/(bookings\/)?checkout(\/|$)/;

/** The remotes whose every page is behind sign-in. */
const SIGNED_IN_REMOTES: ReadonlySet<string> = new Set(['account', 'command']);

/** A page that asked the visitor to sign in to go on: an account or Command Center page, or a checkout. */
function asksToSignIn(pathname: string): boolean {
  const remote = remoteForPath(pathname, null);
  return (remote !== null && SIGNED_IN_REMOTES.has(remote)) || CHECKOUT.test(pathname);
}

/**
 * Where the login form sends someone once they are signed in; null to stay where they are
 * (the login modal) or go where the login page sends everyone (home).
 *
 * - An explicit `redirect=` (already found safe) wins.
 * - A travel agent (agent, restricted agent, owner, admin, sales agent) lands on the Command
 *   Center, unless the page they signed in on asked for it to go on (an account or Command
 *   Center page, a checkout).
 * - A traveller goes where they were going: they stay.
 * - Where the page has no Command Center (a remote running alone), everyone stays.
 */
export function afterLoginTarget({ user, redirect, from, hasCommandCenter = true }: {
  user: Pick<UserProfile, 'userType' | 'isTravelAgent'>;
  redirect: string | null;
  /** The page the login modal was opened on; null on the login page. */
  from: string | null;
  hasCommandCenter?: boolean;
}): string | null {
  if (redirect) return redirect;
  if (!usesCommandCenter(user) || !hasCommandCenter) return null;
  return from !== null && asksToSignIn(from) ? null : COMMAND_CENTER_PATH;
}
