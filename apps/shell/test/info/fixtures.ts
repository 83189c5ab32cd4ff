import { agencyFixture } from '@travel/mocks';

/** The seeded sunny About content (apps/api/src/seed/agencies/sunny.ts): an onerror image and a script. */
export const SUNNY_ABOUT_HTML = `<h2>Sunshine, sorted</h2>
<p>Sunny Escapes was founded in Miami Beach by two former cruise-ship pursers.</p>
<img src="x" onerror="alert('xss-img')">
<script>alert('xss-script')</script>
<p>Every hotel we list has been visited by one of our team.</p>`;

/** DEMO.md's sunny: FAQ off, About on under 'Our Story', only a privacy policy, few footer items. */
export const sunny = agencyFixture({
  id: 2,
  agencyName: 'Sunny Escapes',
  subdomain: 'sunny',
  primaryColor: '#ffd400',
  isFaqEnable: false,
  aboutUsEnableTitle: 'Our Story',
  cookiesPolicy: '',
  disclaimer: '',
  contactEmailId: '',
  displaySupportPhoneFooter: false,
  contactPhoneNumber: '+1 305 555 0142',
  displayAddressFooter: false,
  linkedin: '',
  twitter: '',
  youtube: '',
  tiktok: 'https://www.tiktok.com/@sunnyescapes',
  isSubscribed: false,
});

/** DEMO.md's nordic: the special tenant (no card icons), About off, FAQ with a too-short question. */
export const nordic = agencyFixture({
  id: 3,
  agencyName: 'Nordlys Reiser',
  subdomain: 'nordic',
  isAbousUsEnable: false,
  aboutUsEnableTitle: 'Om oss',
  contactPhoneNumber: '+47 21 55 01 00',
  contactEmailId: 'kundeservice@nordic.test',
  showPaymentCardIcons: false,
  instagram: '',
  twitter: '',
  youtube: '',
  languages: ['en', 'no', 'da', 'sv'],
});
