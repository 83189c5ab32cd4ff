import { bookingMenu, brandAssets, ORDINARY_TENANT_RULES } from '../../agency-defaults';
import { analyticsOff, type DemoAgency } from '../demo-agency';
import { cookiesPolicy, disclaimer, privacyPolicy } from '../legal';

const party = {
  agencyName: 'Wayfarer Travel',
  contact: 'help@wayfarer.test',
  address: '120 Broadway, 12th Floor, New York, NY 10271, United States',
};

/** The default agency: every service, every page, every footer item (DEMO.md). */
export const wayfarer: DemoAgency = {
  subdomain: 'wayfarer',
  agencyName: 'Wayfarer Travel',
  status: 'Active',
  primaryColor: '#2c7be5',
  dealsLocation: { city: 'New York City', latitude: 40.7128, longitude: -74.006 },
  markups: { hotels: 1200, flights: 500, cars: 800, activities: 1000, cruise: 600, resort: 1000 },
  settings: {
    ...brandAssets('wayfarer'),
    ...ORDINARY_TENANT_RULES,
    // The sidebar's links out, so the demo shows them (DEMO.md): example.com answers any path.
    academyUrl: 'https://academy.example.com/wayfarer',
    applicationsUrl: 'https://apps.example.com/wayfarer',
    payProduct: { label: 'Wayfarer Pay', url: 'https://pay.example.com/wayfarer' },
    metaData: {
      title: 'Wayfarer Travel | Hotels, Flights, Cars and Cruises',
      description:
        'Book hotels, flights, rental cars, activities, resorts and cruises with Wayfarer Travel, the New York travel agency that has planned trips since 2009. Member prices and 24/7 support.',
      keywords: ['travel agency', 'hotels', 'cheap flights', 'car rental', 'cruises', 'resorts', 'activities', 'New York'],
    },
    isAbousUsEnable: true,
    aboutUsEnableTitle: 'About Us',
    isFaqEnable: true,
    faqEnableTitle: 'FAQ',
    aboutUs: {
      image: '/brand/wayfarer/about.svg',
      content: `<h2>Travel made personal since 2009</h2>
<p>Wayfarer Travel started as a two-desk agency on Lower Broadway with a simple idea: every trip deserves the attention of someone who has been there. Fifteen years and more than 200,000 travellers later, our team of 40 advisers still answers the phone in New York, day and night.</p>
<h3>What we do</h3>
<ul>
<li>Hotels in more than 190 countries, from city-centre business hotels to family-run guesthouses.</li>
<li>Flights on full-service and low-cost airlines, with fares we negotiate for our members.</li>
<li>Rental cars, tours and activities, resorts and ocean and river cruises.</li>
</ul>
<h3>Why travellers choose us</h3>
<p>Our members see the wholesale-backed prices we secure from suppliers, with the saving shown on every offer. When plans change, a real adviser helps you rebook, and our 24/7 line at +1 212 555 0100 is there for you wherever you are.</p>
<p>Wayfarer Travel is a member of the American Society of Travel Advisors and is registered as a seller of travel.</p>`,
    },
    faq: {
      headerMessage: 'Answers to the questions travellers ask us most. Cannot find yours? Call us on +1 212 555 0100, day or night.',
      questions: [
        {
          question: 'How do I know that my booking is confirmed?',
          answer:
            'As soon as the supplier confirms your reservation we email you a confirmation with your booking reference, usually within a few minutes. You will also find the booking under My Trips. If you have not received it within an hour, check your spam folder and then call us.',
        },
        {
          question: 'Can I cancel or change my reservation?',
          answer:
            'That depends on the rate you booked. Offers marked "Free cancellation" can be cancelled without charge until the date shown in your confirmation; non-refundable rates cannot be refunded but can sometimes be changed for a fee. Open the booking under My Trips, or call us and we will do it for you.',
        },
        {
          question: 'Which payment methods do you accept?',
          answer:
            'We accept Visa, Mastercard, American Express and Discover credit and debit cards. Members can also pay part or all of a booking with their wallet credits.',
        },
        {
          question: 'Are taxes and fees included in the price?',
          answer:
            'Yes. The price to traveller includes all taxes and fees we collect. Some hotels charge local city taxes or resort fees at the property; when they do, the amount is shown before you pay.',
        },
        {
          question: 'When will I receive my refund?',
          answer:
            'Refunds go back to the card you paid with. We issue them within two business days of the cancellation; your bank usually takes a further five to ten business days to show the credit.',
        },
        {
          question: 'Why do I have to sign in to see some prices?',
          answer:
            'Many of our rates are member rates that suppliers only allow us to show to signed-in customers. Creating an account is free and lets you see the full saving on every offer.',
        },
        {
          question: 'Do I need travel insurance?',
          answer:
            'We strongly recommend it. Insurance protects you against cancellation, medical costs abroad and lost luggage, which no booking rate covers. Our advisers can suggest a policy that suits your trip.',
        },
      ],
    },
    privacyPolicy: privacyPolicy(party),
    cookiesPolicy: cookiesPolicy(party),
    disclaimer: disclaimer(party),
    contactPhoneNumber: '+1 212 555 0100',
    displaySupportPhoneFooter: true,
    contactEmailId: 'help@wayfarer.test',
    displayAddressFooter: true,
    addressLine1: '120 Broadway, 12th Floor',
    city: 'New York',
    state: 'NY',
    country: 'United States',
    zipCode: '10271',
    linkedin: 'https://www.linkedin.com/company/wayfarer-travel',
    instagram: 'https://www.instagram.com/wayfarertravel',
    facebook: 'https://www.facebook.com/wayfarertravel',
    twitter: 'https://x.com/wayfarertravel',
    youtube: 'https://www.youtube.com/@wayfarertravel',
    discord: '',
    tiktok: '',
    analytics: analyticsOff('G-WF7K2Q9X4M', '418203957716402'),
    bookingMenuItemOptions: bookingMenu(['Hotels', 'Air Travel', 'Resorts', 'Cars', 'Activities', 'Cruise']),
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
  },
};
