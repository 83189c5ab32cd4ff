import type { CommandCenterArea } from '@travel/contracts';

/** SPEC 2.2: where each Command Center area lives (the sidebar links to the same paths). */
export const AREA_PATHS = {
  dashboard: '/dashboard',
  clients: '/clients',
  bookings: '/bookings',
  markupSettings: '/settings/agency',
  websiteSettings: '/settings/website',
  productSettings: '/settings/product',
} as const satisfies Partial<Record<CommandCenterArea, string>>;

export type BuiltArea = keyof typeof AREA_PATHS;
