import { REMOTES, REMOTE_NAMES, SERVICE_TITLES, type Agency, type Boot, type RemoteUrls } from '@travel/contracts';

/** A complete agency, valid against the contract; tests derive variants with `agencyFixture({...})`. */
export function agencyFixture(overrides: Partial<Agency> = {}): Agency {
  return {
    id: 1,
    agencyName: 'Wayfarer Travel',
    subdomain: 'wayfarer',
    status: 'Active',
    logo: '/brand/wayfarer/logo.svg',
    logoMobile: '/brand/wayfarer/logo-mobile.svg',
    favicon: '/brand/wayfarer/favicon.svg',
    primaryColor: '#2c7be5',
    metaData: {
      title: 'Wayfarer Travel | Hotels, Flights, Cars and Cruises',
      description: 'Book hotels, flights, cars, activities and cruises with Wayfarer Travel.',
      keywords: ['hotels', 'flights', 'cruises'],
    },
    isAbousUsEnable: true,
    aboutUsEnableTitle: 'About Us',
    isFaqEnable: true,
    faqEnableTitle: 'FAQ',
    privacyPolicy: '<p>Privacy policy</p>',
    cookiesPolicy: '<p>Cookies policy</p>',
    disclaimer: '<p>Disclaimer</p>',
    contactPhoneNumber: '+1 212 555 0100',
    displaySupportPhoneFooter: true,
    contactEmailId: 'help@wayfarer.test',
    displayAddressFooter: true,
    addressLine1: '350 Fifth Avenue',
    city: 'New York',
    state: 'NY',
    country: 'United States',
    zipCode: '10118',
    linkedin: 'https://www.linkedin.com/company/wayfarer-travel',
    instagram: 'https://www.instagram.com/wayfarertravel',
    facebook: 'https://www.facebook.com/wayfarertravel',
    twitter: 'https://twitter.com/wayfarertravel',
    youtube: 'https://www.youtube.com/@wayfarertravel',
    discord: '',
    tiktok: '',
    analytics: { isEnabled: false, googleAnalyticsId: '', facebookAnalyticsId: '' },
    // Wayfarer sells every service.
    bookingMenuItemOptions: SERVICE_TITLES.map((title) => ({ title, active: true })),
    displayTopDestinations: true,
    hideHeaderforDealProposal: false,
    allowNonLoginFlow: false,
    isHideLoginOption: false,
    isHideSignupOption: false,
    returnUrl: '',
    isSubscribed: true,
    savePrice: true,
    sso: { isSSOEnabled: false, isDirectLoginAllowedForSSOUsers: true },
    currentPaymentGateway: 'stripe',
    languages: ['en', 'pt', 'es', 'da', 'no', 'de', 'ar', 'fr', 'sv'],
    defaultCurrency: 'USD',
    showPaymentCardIcons: true,
    supportChatWidgetUrl: '',
    suppressSavingPopup: false,
    homeRedirectsToHotels: false,
    academyUrl: 'https://academy.example.com/wayfarer',
    applicationsUrl: 'https://apps.example.com/wayfarer',
    payProduct: { label: 'Wayfarer Pay', url: 'https://pay.example.com/wayfarer' },
    dealsLocation: { city: 'New York', latitude: 40.7128, longitude: -74.006 },
    ...overrides,
  };
}

/** Remote entries as the dev servers serve them. */
export const devRemoteUrls = Object.fromEntries(
  REMOTE_NAMES.map((name) => [name, `http://localhost:${REMOTES[name]}/remoteEntry.js`]),
) as RemoteUrls;

export function bootFixture(agency: Agency | null = agencyFixture(), error: Boot['error'] = null): Boot {
  return { agency, error, remotes: devRemoteUrls };
}
