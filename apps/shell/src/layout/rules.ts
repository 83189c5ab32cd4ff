// What the shell's chrome shows for a page and a viewer (SPEC 2.6, 2.7, 2.8, 6): pure rules,
// table-tested in apps/shell/test/layout-rules.test.ts.
import {
  SERVICE_PATHS,
  activeServices,
  canRead,
  managesAgency,
  usesCommandCenter,
  type Agency,
  type CommandCenterArea,
  type UserProfile,
} from '@travel/contracts';

export interface PageContext {
  pathname: string;
  search: string;
}

const PROPOSAL_PAGES = ['/disapproveProposal', '/allowAgentProposal'];

/** Legal, info, destination and subscription pages: no sidebar there (SPEC 2.8). */
const SIDEBAR_FREE_PREFIXES = [
  '/agency-terms-and-conditions',
  '/user-terms-and-conditions',
  '/privacy-policy',
  '/cookies-policy',
  '/disclaimer',
  '/faqs',
  '/about',
  '/deal-link',
  '/url/',
  '/subscription',
  '/destination',
  '/top-destination',
  '/logout',
];

const startsWithPath = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);

/** A deal link, a proposal or a checkout: the flows an agency may show without its header. */
export function isDealOrProposalFlow({ pathname, search }: PageContext): boolean {
  const query = new URLSearchParams(search);
  return (
    query.has('dealLinkId') ||
    query.has('id') ||
    startsWithPath(pathname, '/deal-link') ||
    startsWithPath(pathname, '/booknow/hotels/deal') ||
    /\/(bookings\/)?checkout(\/|$)/.test(pathname)
  );
}

/**
 * The header a page gets: `full`; `none` (SPEC 2.6: hideHeader=true from an embedding page,
 * the proposal pages); or `slim`, the agency's logo and phone alone, where SPEC 2.6 hides the
 * header for an anonymous visitor's deal, proposal or checkout flow (hideHeaderforDealProposal):
 * the header's links are gone, but whom one is paying stays in view.
 */
export type HeaderKind = 'full' | 'slim' | 'none';

export function headerKind(page: PageContext, agency: Pick<Agency, 'hideHeaderforDealProposal'>, signedIn: boolean, hideHeaderRemembered = false): HeaderKind {
  if (hideHeaderRemembered || new URLSearchParams(page.search).get('hideHeader') === 'true') return 'none';
  if (PROPOSAL_PAGES.includes(page.pathname)) return 'none';
  return !signedIn && agency.hideHeaderforDealProposal && isDealOrProposalFlow(page) ? 'slim' : 'full';
}

/** SPEC 2.7: hideFooter=true, and the logout page. */
export function footerHidden(page: PageContext, hideFooterRemembered = false): boolean {
  if (hideFooterRemembered || new URLSearchParams(page.search).get('hideFooter') === 'true') return true;
  return page.pathname === '/logout';
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * A navigation link is the current page's when the page is its path or under it, whatever
 * the trailing slashes ('/mytrip/wallet/' is the Wallet of '/mytrip/wallet'; a trip under
 * '/mytrip/mytrips/H-…' is My Trips').
 */
export function isActiveLink(pathname: string, to: string): boolean {
  const page = withoutTrailingSlash(pathname);
  const link = withoutTrailingSlash(to.split(/[?#]/)[0] ?? to);
  return page === link || (link !== '/' && page.startsWith(`${link}/`));
}

/** SPEC 2.8: signed-in users, outside the legal, info, destination and subscription pages. */
export function sidebarShown(pathname: string, signedIn: boolean): boolean {
  return signedIn && !SIDEBAR_FREE_PREFIXES.some((prefix) => startsWithPath(pathname, prefix));
}

/** SPEC 2.6, 6: the logo goes to the agency's return URL, or /subscription for an unsubscribed owner or admin. */
export function logoTarget(agency: Pick<Agency, 'returnUrl' | 'isSubscribed'>, user: Pick<UserProfile, 'userType'> | null): string {
  if (user && managesAgency(user) && !agency.isSubscribed) return '/subscription';
  return agency.returnUrl || '/';
}

/** SPEC 2.6: Book Now goes to the first active booking service in the nav order. */
export function bookNowPath(agency: Pick<Agency, 'bookingMenuItemOptions'>): string | null {
  const [first] = activeServices(agency);
  return first ? SERVICE_PATHS[first] : null;
}

export type MenuLabel =
  | 'commandCenter'
  | 'dashboard'
  | 'bookNow'
  | 'myTrips'
  | 'profileSettings'
  | 'websiteSettings'
  | 'support'
  | 'help'
  | 'wallet';

/** `external`: a URL outside the app (the special tenant's chat widget), opened in a new tab. */
export type MenuItem = { label: MenuLabel; to: string; external?: boolean };

/**
 * SPEC 2.6, 6: the signed-in menu (Logout is always last, added by the menu itself).
 * Travellers: Dashboard, Book Now, My Trips, Profile Settings, Support, Wallet. Agents:
 * Command Center, Profile Settings, Website Settings (owners and admins), Support, Wallet;
 * no Book Now or My Trips. Wallet only with isRewardWalletEnable; Help (the agency's chat
 * widget) replaces Support where the agency has one.
 */
export function accountMenu(
  user: Pick<UserProfile, 'userType' | 'isTravelAgent' | 'isRewardWalletEnable'>,
  agency: Pick<Agency, 'bookingMenuItemOptions' | 'supportChatWidgetUrl'>,
): MenuItem[] {
  const agent = usesCommandCenter(user);
  const support: MenuItem = agency.supportChatWidgetUrl
    ? { label: 'help', to: agency.supportChatWidgetUrl, external: true }
    : { label: 'support', to: agent ? '/settings/support' : '/mytrip/support' };
  const wallet: MenuItem[] = user.isRewardWalletEnable ? [{ label: 'wallet', to: agent ? '/wallet/details/' : '/mytrip/wallet/' }] : [];
  if (agent) {
    return [
      { label: 'commandCenter', to: '/dashboard' },
      { label: 'profileSettings', to: '/settings/profile' },
      ...(managesAgency(user) ? [{ label: 'websiteSettings', to: '/settings/website/' } as const] : []),
      support,
      ...wallet,
    ];
  }
  const bookNow = bookNowPath(agency);
  return [
    { label: 'dashboard', to: '/mytrip/dashboard' },
    ...(bookNow ? [{ label: 'bookNow', to: bookNow } as const] : []),
    { label: 'myTrips', to: '/mytrip/mytrips' },
    { label: 'profileSettings', to: '/mytrip/profile' },
    support,
    ...wallet,
  ];
}

export type SidebarItem = {
  area: CommandCenterArea | 'myTrips';
  to: string;
  /** Greyed and not a link: the role lacks read access (SPEC 6). */
  disabled: boolean;
  external?: boolean;
  /** Settings sub-links are indented under Settings. */
  child?: boolean;
  /** The agency's own name for the link (its pay product), instead of the area's. */
  label?: string;
};

/** The query parameter the Academy reads the agent's access token from (SPEC 6). */
export const ACADEMY_TOKEN_PARAM = 'token';

/** SPEC 6: the Academy link carries the agent's access token, so the Academy signs them in. */
export function academyLink(academyUrl: string, accessToken: string | undefined): string {
  if (!accessToken) return academyUrl;
  const url = new URL(academyUrl);
  url.searchParams.set(ACADEMY_TOKEN_PARAM, accessToken);
  return url.toString();
}

type SidebarAgency = Pick<Agency, 'bookingMenuItemOptions' | 'supportChatWidgetUrl' | 'academyUrl' | 'applicationsUrl' | 'payProduct'>;

/**
 * SPEC 2.2, 2.8, 6: the sidebar links; agents see the Command Center with unreadable items
 * greyed, in the spec's order. Academy, Applications and the pay product open the agency's own
 * sites in a new tab, and are left out while the agency has not set them (Website Settings).
 */
export function sidebarItems(
  user: Pick<UserProfile, 'userType' | 'isTravelAgent' | 'isRewardWalletEnable'>,
  agency: SidebarAgency,
  accessToken?: string,
): SidebarItem[] {
  const bookNow = bookNowPath(agency);
  const support = agency.supportChatWidgetUrl;
  if (!usesCommandCenter(user)) {
    return [
      { area: 'dashboard', to: '/mytrip/dashboard', disabled: false },
      ...(bookNow ? [{ area: 'bookNow', to: bookNow, disabled: false } as const] : []),
      { area: 'myTrips', to: '/mytrip/mytrips', disabled: false },
      { area: 'profileSettings', to: '/mytrip/profile', disabled: false },
      ...(user.isRewardWalletEnable ? [{ area: 'wallet', to: '/mytrip/wallet/', disabled: false } as const] : []),
      support ? { area: 'support', to: support, disabled: false, external: true } : { area: 'support', to: '/mytrip/support', disabled: false },
    ];
  }
  const item = (area: CommandCenterArea, to: string, extra: Partial<SidebarItem> = {}): SidebarItem => ({
    area,
    to,
    disabled: !canRead(user, area),
    ...extra,
  });
  return [
    item('dashboard', '/dashboard'),
    ...(bookNow ? [item('bookNow', bookNow)] : []),
    item('clients', '/clients'),
    item('agents', '/users/agents'),
    item('bookings', '/bookings'),
    item('proposals', '/proposals'),
    item('markupSettings', '/settings/agency', { child: true }),
    item('websiteSettings', '/settings/website', { child: true }),
    item('profileSettings', '/settings/profile', { child: true }),
    item('paymentSettings', '/settings/payment', { child: true }),
    item('productSettings', '/settings/product', { child: true }),
    ...(user.isRewardWalletEnable ? [item('wallet', '/wallet/details')] : []),
    ...(agency.academyUrl ? [item('academy', academyLink(agency.academyUrl, accessToken), { external: true })] : []),
    item('dealLink', '/deal-link'),
    ...(agency.applicationsUrl ? [item('applications', agency.applicationsUrl, { external: true })] : []),
    item('customizeTheme', '/settings/theme'),
    ...(agency.payProduct.url ? [item('payProduct', agency.payProduct.url, { external: true, label: agency.payProduct.label })] : []),
    support ? item('support', support, { external: true }) : item('support', '/settings/support'),
    item('searches', '/searches'),
  ];
}

/** SPEC 6: with SSO on and direct login not allowed, Log In and Sign Up lead to the agency's portal. */
export function ssoPortal(agency: Pick<Agency, 'sso' | 'returnUrl'>): string | null {
  return agency.sso.isSSOEnabled && !agency.sso.isDirectLoginAllowedForSSOUsers && agency.returnUrl ? agency.returnUrl : null;
}
