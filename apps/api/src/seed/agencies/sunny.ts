import { bookingMenu, brandAssets, NO_SIDEBAR_LINKS, ORDINARY_TENANT_RULES } from '../../agency-defaults';
import { analyticsOff, type DemoAgency } from '../demo-agency';
import { privacyPolicy } from '../legal';

/**
 * A light primary colour, no page title, anonymous prices, few footer items, and About Us
 * HTML carrying an onerror handler and a script that the site must neutralise (DEMO.md).
 */
export const sunny: DemoAgency = {
  subdomain: 'sunny',
  agencyName: 'Sunny Escapes',
  status: 'Active',
  primaryColor: '#ffd400',
  dealsLocation: { city: 'Miami', latitude: 25.7617, longitude: -80.1918 },
  markups: { hotels: 1000, flights: 400, cars: 700, activities: 1200, cruise: 800, resort: 900 },
  settings: {
    ...brandAssets('sunny'),
    ...ORDINARY_TENANT_RULES,
    ...NO_SIDEBAR_LINKS,
    metaData: {
      title: '',
      description: 'Sunny Escapes books beach hotels, island activities and Caribbean cruises from Miami. Warm weather, sorted.',
      keywords: ['beach holidays', 'Miami hotels', 'Caribbean cruises', 'activities', 'sun'],
    },
    isAbousUsEnable: true,
    aboutUsEnableTitle: 'Our Story',
    isFaqEnable: false,
    faqEnableTitle: 'FAQ',
    aboutUs: {
      image: '/brand/sunny/about.svg',
      // The img onerror and the script are deliberate: the About page must render neither.
      content: `<h2>Sunshine, sorted</h2>
<p>Sunny Escapes was founded in Miami Beach by two former cruise-ship pursers who believe a holiday should start the moment you book it. We only sell places where the sun shines: Florida, the Caribbean, Mexico's Riviera Maya and the Mediterranean in summer.</p>
<img src="x" onerror="alert('xss-img')">
<script>alert('xss-script')</script>
<p>Every hotel we list has been visited by one of our team, and every cruise itinerary is one we would book for our own families.</p>`,
    },
    faq: {
      headerMessage: 'Quick answers before you head for the beach.',
      questions: [
        { question: 'Do you sell flights?', answer: 'Not yet: we book hotels, activities and cruises. Our partners can help with flights.' },
        { question: 'Can I see prices without an account?', answer: 'Yes, every price on Sunny Escapes is visible without signing in.' },
      ],
    },
    privacyPolicy: privacyPolicy({
      agencyName: 'Sunny Escapes',
      contact: 'our contact form',
      address: '1601 Collins Avenue, Miami Beach, FL 33139, United States',
    }),
    cookiesPolicy: '',
    disclaimer: '',
    contactPhoneNumber: '+1 305 555 0142',
    displaySupportPhoneFooter: false,
    contactEmailId: '',
    displayAddressFooter: false,
    addressLine1: '1601 Collins Avenue',
    city: 'Miami Beach',
    state: 'FL',
    country: 'United States',
    zipCode: '33139',
    linkedin: '',
    instagram: 'https://www.instagram.com/sunnyescapes',
    facebook: 'https://www.facebook.com/sunnyescapes',
    twitter: '',
    youtube: '',
    discord: '',
    tiktok: 'https://www.tiktok.com/@sunnyescapes',
    analytics: analyticsOff('G-SN3R8T2V6P', '290384756102938'),
    bookingMenuItemOptions: bookingMenu(['Hotels', 'Activities', 'Cruise']),
    displayTopDestinations: false,
    hideHeaderforDealProposal: true,
    allowNonLoginFlow: true,
    isHideLoginOption: false,
    isHideSignupOption: true,
    returnUrl: '/about',
    isSubscribed: false,
    savePrice: false,
    sso: { isSSOEnabled: false, isDirectLoginAllowedForSSOUsers: true },
    currentPaymentGateway: 'stripe',
  },
};
