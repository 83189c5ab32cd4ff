import { agencyFixture, travellerProfileFixture } from '@travel/mocks';
import { isMobileUserAgent, type UserProfile, type UserTypeName } from '@travel/contracts';
import {
  accountMenu,
  bookNowPath,
  footerHidden,
  headerKind,
  isActiveLink,
  isDealOrProposalFlow,
  logoTarget,
  academyLink,
  sidebarItems,
  sidebarShown,
  ssoPortal,
} from '../src/layout/rules';

const wayfarer = agencyFixture();
const hidesForDeals = agencyFixture({ hideHeaderforDealProposal: true });

function user(userType: UserTypeName, flags: Partial<UserProfile> = {}): UserProfile {
  const isTravelAgent = userType !== 'Customer';
  return { ...travellerProfileFixture, userType, isTravelAgent, isRestrictedAgent: false, isRewardWalletEnable: true, ...flags };
}

describe('headerKind (SPEC 2.6): the whole header, none, or the slim logo-and-phone bar of a hidden-header flow', () => {
  it.each([
    ['/', '', wayfarer, false, 'full'],
    ['/', '?hideHeader=true', wayfarer, false, 'none'],
    ['/', '?hideHeader=false', wayfarer, false, 'full'],
    ['/disapproveProposal', '', wayfarer, true, 'none'],
    ['/allowAgentProposal', '', wayfarer, false, 'none'],
    ['/allowAgentProposal', '', hidesForDeals, false, 'none'],
    ['/deal-link', '', hidesForDeals, false, 'slim'],
    ['/deal-link', '', hidesForDeals, true, 'full'],
    ['/deal-link', '', wayfarer, false, 'full'],
    ['/booknow/hotels/deal/42', '', hidesForDeals, false, 'slim'],
    ['/booknow/hotels/search', '?dealLinkId=9', hidesForDeals, false, 'slim'],
    ['/booknow/hotels/details', '?id=77', hidesForDeals, false, 'slim'],
    ['/booknow/hotels/checkout', '?hotelId=1', hidesForDeals, false, 'slim'],
    ['/booknow/hotels/checkout', '?hotelId=1', hidesForDeals, true, 'full'],
    ['/booknow/hotels/checkout', '?hideHeader=true', hidesForDeals, false, 'none'],
    ['/booknow/cars/checkout', '', hidesForDeals, false, 'slim'],
    ['/booknow/activities/bookings/checkout', '', hidesForDeals, false, 'slim'],
    ['/booknow/hotels/search', '', hidesForDeals, false, 'full'],
  ])('%s%s (hideHeaderforDealProposal %#) signed in %s -> %s', (pathname, search, agency, signedIn, kind) => {
    expect(headerKind({ pathname, search }, agency, signedIn)).toBe(kind);
  });

  it('is none for the visit once hideHeader=true was seen', () => {
    expect(headerKind({ pathname: '/faqs', search: '' }, wayfarer, false, true)).toBe('none');
    expect(headerKind({ pathname: '/booknow/hotels/checkout', search: '' }, hidesForDeals, false, true)).toBe('none');
  });
});

describe('isActiveLink: the navigation link of the page, whatever the trailing slashes', () => {
  it.each([
    ['/mytrip/wallet', '/mytrip/wallet/', true],
    ['/mytrip/wallet/', '/mytrip/wallet/', true],
    ['/mytrip/wallet/', '/mytrip/wallet', true],
    ['/mytrip/dashboard', '/mytrip/dashboard', true],
    ['/mytrip/mytrips', '/mytrip/mytrips', true],
    ['/mytrip/mytrips/H-7KQ3M9XA', '/mytrip/mytrips', true],
    ['/mytrip/profile', '/mytrip/profile', true],
    ['/mytrip/support', '/mytrip/support', true],
    ['/mytrip/profile', '/mytrip/mytrips', false],
    ['/mytrip/wallet', '/mytrip/dashboard', false],
    ['/mytrip/walletish', '/mytrip/wallet/', false],
    ['/dashboard', '/dashboard', true],
    ['/wallet/details', '/wallet/details', true],
    ['/wallet/details/', '/wallet/details', true],
    ['/settings/agency', '/settings/agency', true],
    ['/settings/website', '/settings/agency', false],
    ['/settings/profile', '/settings/profile', true],
    ['/users/agents/view/7', '/users/agents', true],
    ['/booknow/hotels/search-details', '/booknow/hotels', true],
    ['/booknow/hotelsx', '/booknow/hotels', false],
    ['/mytrip/mytrips', '/mytrip/mytrips?tab=past', true],
    ['/', '/', true],
    ['/faqs', '/', false],
  ])('%s with a link to %s -> %s', (pathname, to, active) => {
    expect(isActiveLink(pathname, to)).toBe(active);
  });
});

describe('footerHidden (SPEC 2.7)', () => {
  it.each([
    ['/', '', false],
    ['/', '?hideFooter=true', true],
    ['/logout', '', true],
    ['/faqs', '?hideHeader=true', false],
  ])('%s%s -> %s', (pathname, search, hidden) => {
    expect(footerHidden({ pathname, search })).toBe(hidden);
  });
});

describe('sidebarShown (SPEC 2.8)', () => {
  it.each([
    ['/', true, true],
    ['/', false, false],
    ['/booknow/hotels/search', true, true],
    ['/mytrip/mytrips', true, true],
    ['/faqs', true, false],
    ['/about', true, false],
    ['/privacy-policy', true, false],
    ['/agency-terms-and-conditions/3', true, false],
    ['/subscription', true, false],
    ['/destination/paris', true, false],
    ['/top-destination', true, false],
    ['/aboutus-team', true, true],
  ])('%s signed in %s -> %s', (pathname, signedIn, shown) => {
    expect(sidebarShown(pathname, signedIn)).toBe(shown);
  });
});

describe('logoTarget (SPEC 2.6, 6)', () => {
  const unsubscribed = agencyFixture({ isSubscribed: false, returnUrl: '/about' });
  it.each([
    [wayfarer, null, '/'],
    [agencyFixture({ returnUrl: 'https://portal.example/' }), null, 'https://portal.example/'],
    [unsubscribed, null, '/about'],
    [unsubscribed, user('Customer'), '/about'],
    [unsubscribed, user('Agent'), '/about'],
    [unsubscribed, user('AgencyOwner'), '/subscription'],
    [unsubscribed, user('Admin'), '/subscription'],
    [wayfarer, user('AgencyOwner'), '/'],
  ])('%#: -> %s', (agency, viewer, target) => {
    expect(logoTarget(agency, viewer)).toBe(target);
  });
});

describe('bookNowPath (SPEC 2.6, 5)', () => {
  it.each([
    [wayfarer.bookingMenuItemOptions, '/booknow/hotels'],
    [[{ title: 'Cruise', active: true }, { title: 'Cars', active: true }, { title: 'Hotels', active: false }], '/booknow/cars'],
    [[{ title: 'Activities', active: true }, { title: 'Resorts', active: true }], '/booknow/resort'],
    [[{ title: 'Hotels', active: false }], null],
  ] as const)('%j -> %s', (bookingMenuItemOptions, path) => {
    expect(bookNowPath({ bookingMenuItemOptions: [...bookingMenuItemOptions] })).toBe(path);
  });
});

describe('accountMenu (SPEC 2.6, 6)', () => {
  const labels = (viewer: UserProfile, agency = wayfarer) => accountMenu(viewer, agency).map((item) => `${item.label} ${item.to}`);
  it.each([
    [
      'traveller with a wallet',
      user('Customer'),
      ['dashboard /mytrip/dashboard', 'bookNow /booknow/hotels', 'myTrips /mytrip/mytrips', 'profileSettings /mytrip/profile', 'support /mytrip/support', 'wallet /mytrip/wallet/'],
    ],
    [
      'traveller without a wallet',
      user('Customer', { isRewardWalletEnable: false }),
      ['dashboard /mytrip/dashboard', 'bookNow /booknow/hotels', 'myTrips /mytrip/mytrips', 'profileSettings /mytrip/profile', 'support /mytrip/support'],
    ],
    ['agent', user('Agent'), ['commandCenter /dashboard', 'profileSettings /settings/profile', 'support /settings/support', 'wallet /wallet/details/']],
    ['sales agent', user('SalesAgent', { isRewardWalletEnable: false }), ['commandCenter /dashboard', 'profileSettings /settings/profile', 'support /settings/support']],
    [
      'owner',
      user('AgencyOwner'),
      ['commandCenter /dashboard', 'profileSettings /settings/profile', 'websiteSettings /settings/website/', 'support /settings/support', 'wallet /wallet/details/'],
    ],
    [
      'admin',
      user('Admin', { isRewardWalletEnable: false }),
      ['commandCenter /dashboard', 'profileSettings /settings/profile', 'websiteSettings /settings/website/', 'support /settings/support'],
    ],
  ])('%s', (_name, viewer, expected) => {
    expect(labels(viewer)).toEqual(expected);
  });

  it('offers Help (the chat widget, external) instead of Support where the agency has one', () => {
    const nordic = agencyFixture({ supportChatWidgetUrl: 'https://chat.nordlys.example/' });
    expect(accountMenu(user('Customer'), nordic)).toContainEqual({ label: 'help', to: 'https://chat.nordlys.example/', external: true });
    expect(accountMenu(user('Customer'), nordic).some((item) => item.label === 'support')).toBe(false);
  });
});

describe('sidebarItems (SPEC 2.2, 2.8, 6)', () => {
  const disabled = (viewer: UserProfile) => sidebarItems(viewer, wayfarer).filter((item) => item.disabled).map((item) => item.area);
  it.each([
    ['owner', user('AgencyOwner'), []],
    ['admin', user('Admin'), []],
    ['sales agent', user('SalesAgent'), ['agents', 'markupSettings', 'websiteSettings', 'paymentSettings', 'productSettings', 'applications', 'customizeTheme']],
    ['agent', user('Agent'), ['agents', 'markupSettings', 'websiteSettings', 'paymentSettings', 'productSettings', 'applications', 'customizeTheme']],
  ])('%s: greyed %j', (_name, viewer, expected) => {
    expect(disabled(viewer)).toEqual(expected);
  });

  it('keeps Profile settings enabled for a SalesAgent', () => {
    expect(sidebarItems(user('SalesAgent'), wayfarer).find((item) => item.area === 'profileSettings')).toMatchObject({ disabled: false, to: '/settings/profile' });
  });

  it("lists an agent's links in SPEC 2.2's order, Searches last", () => {
    expect(sidebarItems(user('AgencyOwner'), wayfarer, 'tok').map((item) => item.area)).toEqual([
      'dashboard', 'bookNow', 'clients', 'agents', 'bookings', 'proposals',
      'markupSettings', 'websiteSettings', 'profileSettings', 'paymentSettings', 'productSettings',
      'wallet', 'academy', 'dealLink', 'applications', 'customizeTheme', 'payProduct', 'support', 'searches',
    ]);
    expect(sidebarItems(user('Agent'), wayfarer).find((item) => item.area === 'searches')).toEqual({ area: 'searches', to: '/searches', disabled: false });
  });

  it('opens the Academy in a new tab with the access token added (SPEC 6), Applications and the pay product where the agency says', () => {
    const items = sidebarItems(user('SalesAgent'), agencyFixture({ academyUrl: 'https://academy.example.com/start?lang=en' }), 'a.b-c');
    expect(items.find((item) => item.area === 'academy')).toEqual({ area: 'academy', to: 'https://academy.example.com/start?lang=en&token=a.b-c', disabled: false, external: true });
    expect(items.find((item) => item.area === 'payProduct')).toEqual({ area: 'payProduct', to: 'https://pay.example.com/wayfarer', disabled: false, external: true, label: 'Wayfarer Pay' });
    expect(items.find((item) => item.area === 'applications')).toMatchObject({ to: 'https://apps.example.com/wayfarer', disabled: true });
    expect(academyLink('https://academy.example.com/', undefined)).toBe('https://academy.example.com/');
  });

  it('hides Academy, Applications and the pay product while the agency has not set them', () => {
    const bare = agencyFixture({ academyUrl: '', applicationsUrl: '', payProduct: { label: '', url: '' } });
    const areas = sidebarItems(user('AgencyOwner'), bare, 'tok').map((item) => item.area);
    expect(areas.filter((area) => ['academy', 'applications', 'payProduct'].includes(area))).toEqual([]);
    expect(areas).toContain('searches');
  });

  it('gives a traveller their own links, Wallet only with the reward wallet', () => {
    expect(sidebarItems(user('Customer'), wayfarer).map((item) => item.area)).toEqual(['dashboard', 'bookNow', 'myTrips', 'profileSettings', 'wallet', 'support']);
    expect(sidebarItems(user('Customer', { isRewardWalletEnable: false }), wayfarer).map((item) => item.area)).not.toContain('wallet');
  });
});

describe('isDealOrProposalFlow', () => {
  it.each([
    ['/deal-link', '', true],
    ['/deal-linker', '', false],
    ['/', '?dealLinkId=1', true],
    ['/booknow/flights/checkout', '', true],
    ['/booknow/flights/checkout-help', '', false],
  ])('%s%s -> %s', (pathname, search, expected) => {
    expect(isDealOrProposalFlow({ pathname, search })).toBe(expected);
  });
});

describe('isMobileUserAgent (SPEC 2.9)', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', true],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36', false],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36', false],
  ])('%s -> %s', (userAgent, mobile) => {
    expect(isMobileUserAgent(userAgent)).toBe(mobile);
  });
});

describe('ssoPortal (SPEC 6)', () => {
  it.each([
    [{ isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: false }, 'https://portal.nordlys.example/', 'https://portal.nordlys.example/'],
    [{ isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: true }, 'https://portal.nordlys.example/', null],
    [{ isSSOEnabled: false, isDirectLoginAllowedForSSOUsers: false }, 'https://portal.nordlys.example/', null],
    [{ isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: false }, '', null],
  ])('%j %s -> %s', (sso, returnUrl, portal) => {
    expect(ssoPortal({ sso, returnUrl })).toBe(portal);
  });
});
