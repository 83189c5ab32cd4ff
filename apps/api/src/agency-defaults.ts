import { LANGUAGE_CODES, SERVICE_TITLES, type BookingMenuItem, type ServiceTitle, type ServiceKey } from '@travel/contracts';
import type { AgencySettings } from './db/schema';

/** The six booking menu items in nav order, the given ones active. */
export function bookingMenu(active: readonly ServiceTitle[]): BookingMenuItem[] {
  return SERVICE_TITLES.map((title) => ({ title, active: active.includes(title) }));
}

/** Logo, mobile logo and favicon under public/brand/<subdomain>/ (served at /brand/). */
export function brandAssets(subdomain: string): Pick<AgencySettings, 'logo' | 'logoMobile' | 'favicon'> {
  return {
    logo: `/brand/${subdomain}/logo.svg`,
    logoMobile: `/brand/${subdomain}/logo-mobile.svg`,
    favicon: `/brand/${subdomain}/favicon.svg`,
  };
}

/**
 * The settings that stand for the spec's "special tenant" rules, as every ordinary agency
 * has them: card icons shown, Support (no chat widget), the saving popup allowed, no home
 * redirect, US dollar and all nine languages with English first.
 */
export const ORDINARY_TENANT_RULES = {
  languages: [...LANGUAGE_CODES],
  defaultCurrency: 'USD',
  showPaymentCardIcons: true,
  supportChatWidgetUrl: '',
  suppressSavingPopup: false,
  homeRedirectsToHotels: false,
} satisfies Partial<AgencySettings>;

/** The sidebar's links out (SPEC 2.2) none set: Academy, Applications and the pay product are hidden until an owner adds them in Website Settings. */
export const NO_SIDEBAR_LINKS = {
  academyUrl: '',
  applicationsUrl: '',
  payProduct: { label: '', url: '' },
} satisfies Partial<AgencySettings>;

/** A new agency's markup per service in basis points (1000 = 10 %); owners change them in Markup Settings. */
export const NEW_AGENCY_MARKUPS: Readonly<Record<ServiceKey, number>> = {
  hotels: 1000,
  flights: 500,
  cars: 800,
  activities: 1000,
  cruise: 600,
  resort: 1000,
};

/**
 * The settings a new agency starts with: an ordinary tenant with every service on, and
 * nothing published that the agency has not written (no About or FAQ page, legal texts,
 * contacts or social links); analytics and the saving popup off. Owners change them in
 * Website Settings.
 */
export function newAgencySettings({ subdomain, agencyName }: { subdomain: string; agencyName: string }): AgencySettings {
  return {
    ...brandAssets(subdomain),
    ...ORDINARY_TENANT_RULES,
    ...NO_SIDEBAR_LINKS,
    metaData: {
      title: agencyName,
      description: `Book hotels, flights, rental cars, activities, resorts and cruises with ${agencyName}.`,
      keywords: ['travel agency', 'hotels', 'flights', 'car rental', 'activities', 'resorts', 'cruises'],
    },
    isAbousUsEnable: false,
    aboutUsEnableTitle: 'About Us',
    isFaqEnable: false,
    faqEnableTitle: 'FAQ',
    aboutUs: { image: '', content: '' },
    faq: { headerMessage: '', questions: [] },
    privacyPolicy: '',
    cookiesPolicy: '',
    disclaimer: '',
    contactPhoneNumber: '',
    displaySupportPhoneFooter: false,
    contactEmailId: '',
    displayAddressFooter: false,
    addressLine1: '',
    city: '',
    state: '',
    country: '',
    zipCode: '',
    linkedin: '',
    instagram: '',
    facebook: '',
    twitter: '',
    youtube: '',
    discord: '',
    tiktok: '',
    analytics: { isEnabled: false, googleAnalyticsId: '', facebookAnalyticsId: '' },
    bookingMenuItemOptions: bookingMenu(SERVICE_TITLES),
    displayTopDestinations: true,
    hideHeaderforDealProposal: false,
    allowNonLoginFlow: false,
    isHideLoginOption: false,
    isHideSignupOption: false,
    returnUrl: '',
    isSubscribed: true,
    savePrice: false,
    sso: { isSSOEnabled: false, isDirectLoginAllowedForSSOUsers: true },
    currentPaymentGateway: 'stripe',
  };
}
