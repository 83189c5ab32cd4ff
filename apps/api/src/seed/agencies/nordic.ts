import { bookingMenu, brandAssets, NO_SIDEBAR_LINKS } from '../../agency-defaults';
import { analyticsOff, type DemoAgency } from '../demo-agency';
import { cookiesPolicy, disclaimer, privacyPolicy } from '../legal';

const party = {
  agencyName: 'Nordlys Reiser',
  contact: 'kundeservice@nordic.test',
  address: 'Karl Johans gate 22, 0159 Oslo, Norway',
};

/**
 * The spec's "special tenant": no card icons, a chat-widget Help link, no saving popup;
 * also SSO without direct login, a dark primary colour and four languages (DEMO.md).
 */
export const nordic: DemoAgency = {
  subdomain: 'nordic',
  agencyName: 'Nordlys Reiser',
  status: 'Active',
  primaryColor: '#1b1f3b',
  dealsLocation: { city: 'Oslo', latitude: 59.9139, longitude: 10.7522 },
  markups: { hotels: 900, flights: 450, cars: 600, activities: 800, cruise: 500, resort: 800 },
  settings: {
    ...brandAssets('nordic'),
    languages: ['en', 'no', 'da', 'sv'],
    defaultCurrency: 'USD',
    showPaymentCardIcons: false,
    supportChatWidgetUrl: 'https://chat.nordlys.example/widget?locale=en',
    suppressSavingPopup: true,
    homeRedirectsToHotels: false,
    ...NO_SIDEBAR_LINKS,
    metaData: {
      title: 'Nordlys Reiser | Hotels, Flights and Cars across Scandinavia',
      description: 'Nordlys Reiser plans business and leisure travel across Norway, Denmark and Sweden: hotels, flights and rental cars for companies and their people.',
      keywords: ['Nordlys Reiser', 'Scandinavia', 'Oslo hotels', 'flights', 'car rental', 'business travel'],
    },
    isAbousUsEnable: false,
    aboutUsEnableTitle: 'Om oss',
    isFaqEnable: true,
    faqEnableTitle: 'FAQ',
    aboutUs: {
      image: '',
      content: '<p>Nordlys Reiser has arranged travel for Scandinavian companies since 1998.</p>',
    },
    faq: {
      headerMessage: 'Questions about travelling with Nordlys Reiser.',
      // 'Hi?' is too short (the page needs every question over 3 characters): 'No Faqs Found !'.
      questions: [
        { question: 'Hi?', answer: 'Hello!' },
        {
          question: 'How do I sign in?',
          answer: 'Sign in through your company portal; your Nordlys Reiser account is created from it automatically.',
        },
      ],
    },
    privacyPolicy: privacyPolicy(party),
    cookiesPolicy: cookiesPolicy(party),
    disclaimer: disclaimer(party),
    contactPhoneNumber: '+47 21 55 01 00',
    displaySupportPhoneFooter: true,
    contactEmailId: 'kundeservice@nordic.test',
    displayAddressFooter: true,
    addressLine1: 'Karl Johans gate 22',
    city: 'Oslo',
    state: 'Oslo',
    country: 'Norway',
    zipCode: '0159',
    linkedin: 'https://www.linkedin.com/company/nordlys-reiser',
    instagram: '',
    facebook: 'https://www.facebook.com/nordlysreiser',
    twitter: '',
    youtube: '',
    discord: '',
    tiktok: '',
    analytics: analyticsOff('G-NR5D1L8Y3S', '551029384756120'),
    bookingMenuItemOptions: bookingMenu(['Hotels', 'Air Travel', 'Cars']),
    displayTopDestinations: true,
    hideHeaderforDealProposal: false,
    allowNonLoginFlow: false,
    isHideLoginOption: false,
    isHideSignupOption: false,
    returnUrl: 'https://portal.nordlys.example/',
    isSubscribed: true,
    savePrice: true,
    sso: { isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: false },
    currentPaymentGateway: 'stripe',
  },
};
