// Role rules (SPEC 6): who may open which part of the Command Center. Plain TypeScript: the
// browser (sidebar, menus) and the API (route guards) share it.
import type { UserProfile } from './accounts.schema';

type RoleSubject = Pick<UserProfile, 'userType' | 'isTravelAgent'>;

/** Owners and admins run the agency: website settings, settings support, subscription. */
export function managesAgency(user: Pick<UserProfile, 'userType'>): boolean {
  return user.userType === 'AgencyOwner' || user.userType === 'Admin';
}

/** Agents (every travel-agent user type) get the Command Center; travellers get My Trips. */
export function usesCommandCenter(user: RoleSubject): boolean {
  return user.isTravelAgent;
}

/** The Command Center areas a role can be granted read access to (SPEC 2.2 sidebar). */
export const COMMAND_CENTER_AREAS = [
  'dashboard',
  'bookNow',
  'clients',
  'agents',
  'bookings',
  'proposals',
  'markupSettings',
  'websiteSettings',
  'profileSettings',
  'paymentSettings',
  'productSettings',
  'wallet',
  'academy',
  'dealLink',
  'applications',
  'customizeTheme',
  'support',
  'searches',
  /** The agency's own pay product (SPEC 2.2 sidebar), shown under the agency's name for it. */
  'payProduct',
] as const;
export type CommandCenterArea = (typeof COMMAND_CENTER_AREAS)[number];

/** Agency-wide settings and staff: owners and admins only. */
const MANAGER_ONLY: ReadonlySet<CommandCenterArea> = new Set(['agents', 'markupSettings', 'websiteSettings', 'paymentSettings', 'productSettings', 'customizeTheme', 'applications']);

/**
 * SPEC 6: which areas a user may read. Owners and admins read everything; a SalesAgent or
 * Agent reads the selling side (clients, bookings, proposals, deal links...) and its own
 * profile, but not the agency settings (greyed in the sidebar).
 */
export function canRead(user: RoleSubject, area: CommandCenterArea): boolean {
  if (!usesCommandCenter(user)) return false;
  if (managesAgency(user)) return true;
  return !MANAGER_ONLY.has(area);
}
