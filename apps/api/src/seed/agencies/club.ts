import { bookingMenu, brandAssets, NO_SIDEBAR_LINKS, ORDINARY_TENANT_RULES } from '../../agency-defaults';
import { analyticsOff, type DemoAgency } from '../demo-agency';
import { cookiesPolicy, disclaimer, privacyPolicy } from '../legal';

const party = {
  agencyName: 'Members Club Travel',
  contact: 'concierge@club.test',
  address: '25 Savile Row, London W1S 2ER, United Kingdom',
};

/** The spec's "special hostname": / goes straight to hotel booking (or to login first) (DEMO.md). */
export const club: DemoAgency = {
  subdomain: 'club',
  agencyName: 'Members Club Travel',
  status: 'Active',
  primaryColor: '#7a1f3d',
  dealsLocation: { city: 'London', latitude: 51.5074, longitude: -0.1278 },
  markups: { hotels: 800, flights: 300, cars: 500, activities: 600, cruise: 400, resort: 700 },
  settings: {
    ...brandAssets('club'),
    ...ORDINARY_TENANT_RULES,
    ...NO_SIDEBAR_LINKS,
    homeRedirectsToHotels: true,
    metaData: {
      title: 'Members Club Travel | Private rates for members',
      description: 'Private hotel, flight, resort and cruise rates for members of the club, booked by our London concierge team.',
      keywords: ['members club', 'private rates', 'luxury hotels', 'resorts', 'cruises', 'London'],
    },
    isAbousUsEnable: true,
    aboutUsEnableTitle: 'The Club',
    isFaqEnable: true,
    faqEnableTitle: 'Membership FAQ',
    aboutUs: {
      image: '/brand/club/about.svg',
      content: `<h2>A travel desk for members</h2>
<p>Members Club Travel is the private travel desk of a London members' club. Our concierges negotiate rates with a small collection of hotels, resorts and cruise lines, and those rates are available to members only.</p>
<p>Sign in with your membership email to book; the concierge desk is open every day from 7:00 to 23:00 London time.</p>`,
    },
    faq: {
      headerMessage: 'About booking as a member.',
      questions: [
        { question: 'Who can book?', answer: 'Members of the club and the guests travelling with them.' },
        { question: 'Can a non-member see the rates?', answer: 'No. Our supplier agreements only allow us to show rates to signed-in members.' },
        { question: 'How do I become a member?', answer: 'Membership is by invitation; ask the club secretary.' },
      ],
    },
    privacyPolicy: privacyPolicy(party),
    cookiesPolicy: cookiesPolicy(party),
    disclaimer: disclaimer(party),
    contactPhoneNumber: '+44 20 7946 0321',
    displaySupportPhoneFooter: true,
    contactEmailId: 'concierge@club.test',
    displayAddressFooter: true,
    addressLine1: '25 Savile Row',
    city: 'London',
    state: '',
    country: 'United Kingdom',
    zipCode: 'W1S 2ER',
    linkedin: 'https://www.linkedin.com/company/members-club-travel',
    instagram: 'https://www.instagram.com/membersclubtravel',
    facebook: '',
    twitter: '',
    youtube: '',
    discord: '',
    tiktok: '',
    analytics: analyticsOff('G-MC2H6J9W1R', '773819205647381'),
    bookingMenuItemOptions: bookingMenu(['Hotels', 'Air Travel', 'Resorts', 'Cruise']),
    displayTopDestinations: false,
    hideHeaderforDealProposal: false,
    allowNonLoginFlow: false,
    isHideLoginOption: false,
    isHideSignupOption: true,
    returnUrl: '',
    isSubscribed: true,
    savePrice: false,
    sso: { isSSOEnabled: false, isDirectLoginAllowedForSSOUsers: true },
    currentPaymentGateway: 'stripe',
  },
};
