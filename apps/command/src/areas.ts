import type { CommandCenterArea } from '@travel/contracts';

/** SPEC 2.2: where each Command Center area lives (the sidebar links to the same paths). */
export const AREA_PATHS = {
  dashboard: '/dashboard',
  clients: '/clients',
  bookings: '/bookings',
  dealLink: '/deal-link',
  proposals: '/proposals',
  agents: '/users/agents',
  markupSettings: '/settings/agency',
  websiteSettings: '/settings/website',
  productSettings: '/settings/product',
  paymentSettings: '/settings/payment',
  searches: '/searches',
  wallet: '/wallet/details',
} as const satisfies Partial<Record<CommandCenterArea, string>>;

export type BuiltArea = keyof typeof AREA_PATHS;
