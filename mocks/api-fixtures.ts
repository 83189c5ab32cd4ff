import type { CurrenciesResponse, ExchangeRatesResponse, LoginResponse, UserProfile } from '@travel/contracts';

/**
 * Answers of the issue 3 calls for component tests and MOCKS=1, typed by the contracts and
 * checked against their zod schemas (packages/contracts/test/mock-fixtures.test.ts), so a
 * mock cannot drift from what the API sends.
 */
export const exchangeRatesFixture: ExchangeRatesResponse = {
  base: 'USD',
  asOf: '2026-11-01',
  rates: { USD: 1, EUR: 0.86, GBP: 0.76, MXN: 18.46, NOK: 10.08, AED: 3.6725 },
};

const flag = (code: string, emoji: string, unicode: string) => ({ code, emoji, unicode, image: `/flags/${code.toLowerCase()}.svg` });

export const currenciesFixture: CurrenciesResponse = {
  data: [
    { name: 'UAE Dirham', currency: 'AED', symbol: 'AED', decimals: 2, ...flag('AE', '🇦🇪', 'U+1F1E6 U+1F1EA') },
    { name: 'Euro', currency: 'EUR', symbol: '€', decimals: 2, ...flag('EU', '🇪🇺', 'U+1F1EA U+1F1FA') },
    { name: 'US Dollar', currency: 'USD', symbol: '$', decimals: 2, ...flag('US', '🇺🇸', 'U+1F1FA U+1F1F8') },
  ],
};

/** traveller@wayfarer.test of DEMO.md: Tara, 150.00 USD of credits, wallet on. */
export const travellerProfileFixture: UserProfile = {
  id: '00000000-0000-4000-8000-000000000001',
  userType: 'Customer',
  personal_info: {
    first_name: 'Tara',
    last_name: 'Traveller',
    email: 'traveller@wayfarer.test',
    profile_image: '',
    phone: null,
    credits: { amount: 15000, currency: 'USD' },
  },
  isRewardWalletEnable: true,
  isTravelAgent: false,
  isRestrictedAgent: false,
  auth: { isLoggedIn: true, expiresAt: '2026-11-22T12:00:00.000Z' },
  language: 'en',
  currency: null,
};

export const loginFixture: LoginResponse = {
  token: 'mock-access-token',
  expiresAt: travellerProfileFixture.auth.expiresAt,
  user: travellerProfileFixture,
};
